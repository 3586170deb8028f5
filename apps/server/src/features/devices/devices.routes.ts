import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { deviceSchema, deviceWithSecretSchema } from '@app/shared/devices/device.schemas';
import { revokeDevice, rotateDeviceSecret } from './devices.resource';

const security = [{ bearer: [], tenant: [], profile: [] }];
const config = { area: 'fleet' as const };
const answers = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** A device's secret: a new one (shown once), or none (revoked). Its other calls are the record type's. */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transport/devices/:id/secret/',
    {
      config,
      schema: {
        tags: ['devices'],
        security,
        summary:
          'A new secret for a device, shown once; the old one stops working, a revoked device works again',
        params: idParamsSchema,
        response: { 200: deviceWithSecretSchema, ...answers },
      },
    },
    (request) => rotateDeviceSecret(request.tenant, request.params.id),
  );
  app.post(
    '/transport/devices/:id/revoke/',
    {
      config,
      schema: {
        tags: ['devices'],
        security,
        summary: "Revoke a device's secret: its pings are refused from now on",
        params: idParamsSchema,
        response: { 200: deviceSchema, ...answers },
      },
    },
    (request) => revokeDevice(request.tenant, request.params.id),
  );
};
