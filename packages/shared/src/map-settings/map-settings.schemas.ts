import { z } from 'zod';

/**
 * Where the console's maps take their tiles from: a server setting (MAP_TILE_URL,
 * MAP_TILE_ATTRIBUTION), so a district can use its own tile server.
 */
export const MAP_SETTINGS_PATH = '/console/map-settings/';

export const mapSettingsSchema = z.object({
  /** A Leaflet tile URL template: {z}/{x}/{y}, optionally {s} as the first label of the host. */
  tile_url: z.string(),
  /** HTML shown in the map's corner, as tile providers ask. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
