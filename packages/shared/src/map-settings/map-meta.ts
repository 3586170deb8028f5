/**
 * Names of the <meta> tags the server adds to the family app's page (family.html): the maps' tile
 * URL and attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). A guardian may not call the console's
 * map settings (a transport area call), and the page needs no call to know them.
 */
export const MAP_TILES_META_NAME = 'transport-admin-map-tiles';
export const MAP_ATTRIBUTION_META_NAME = 'transport-admin-map-attribution';
