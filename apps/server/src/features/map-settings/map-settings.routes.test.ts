import { afterAll, describe, expect, it } from 'vitest';
import { MAP_SETTINGS_PATH } from '@app/shared/map-settings/map-settings.schemas';
import { startTestApp } from '../../../test/build-test-app';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { loadConfig } from '../../config/env';

const { t, school: admin } = await appWithSchool();
const own = await startTestApp({
  MAP_TILE_URL: 'https://{s}.tiles.district.example:8443/osm/{z}/{x}/{y}.png?key=abc',
  MAP_TILE_ATTRIBUTION: 'District GIS',
});
afterAll(() => own.close());

// No school's data is in this answer: it is the server's setting, the same for every school.
describe('GET /console/map-settings/', () => {
  it('gives OpenStreetMap by default to the roles of the route network', async () => {
    const manager = await signedInAs(t, { role: 200, tenantId: admin.tenantId });
    for (const caller of [admin, manager]) {
      const response = await t.request('GET', MAP_SETTINGS_PATH, caller.auth);
      expect(response).toMatchObject({
        status: 200,
        body: {
          tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '&copy; OpenStreetMap contributors',
        },
      });
    }
  });

  it('answers only a signed-in caller whose role works on the route network', async () => {
    expect((await t.request('GET', MAP_SETTINGS_PATH)).status).toBe(401);
    const driver = await signedInAs(t, { role: 401, tenantId: admin.tenantId });
    expect(await t.request('GET', MAP_SETTINGS_PATH, driver.auth)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });
});

describe('a district tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', () => {
  it('is what the maps are told to use', async () => {
    const caller = await signedInAs(own);
    expect((await own.request('GET', MAP_SETTINGS_PATH, caller.auth)).body).toEqual({
      tile_url: 'https://{s}.tiles.district.example:8443/osm/{z}/{x}/{y}.png?key=abc',
      attribution: 'District GIS',
    });
  });

  it.each([
    'tile.example/{z}/{x}/{y}.png',
    'ftp://tile.example/{z}/{x}/{y}.png',
    'https://tile.example/{z}/{x}.png',
    'https://tiles.{s}.example/{z}/{x}/{y}.png',
  ])('refuses %s at start', (url) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(
      'MAP_TILE_URL: an http(s) URL with {z}, {x} and {y}, and {s} only as the first label of the host',
    );
  });
});
