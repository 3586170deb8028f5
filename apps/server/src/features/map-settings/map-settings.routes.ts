import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { MAP_SETTINGS_PATH, mapSettingsSchema } from '@app/shared/map-settings/map-settings.schemas';

export const mapSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAP_SETTINGS_PATH,
    {
      // The maps are on the route network's screens.
      config: { area: 'transport' },
      schema: {
        tags: ['console'],
        security: [{ bearer: [], tenant: [], profile: [] }],
        summary: 'Where the maps take their tiles from, and the attribution they show',
        response: { 200: mapSettingsSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    () => ({ tile_url: app.config.map.tileUrl, attribution: app.config.map.attribution }),
  );
};
