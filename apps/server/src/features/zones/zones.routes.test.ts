import { describe, expect, it } from 'vitest';
import { busStopsResource } from '@app/shared/bus-stops/bus-stop.schemas';
import { zonesResource } from '@app/shared/zones/zone.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';

// Zones' own rules and messages (spec part 2, Zones); the standard calls, isolation and permissions
// are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = zonesResource.path;
const addZone = (body: Record<string, unknown>, as = school) => t.request('POST', PATH, { ...as.auth, body });
const addStop = (zone: string, title: string, latitude = -1.3) =>
  t.request('POST', busStopsResource.path, {
    ...school.auth,
    body: { zone, title, latitude, longitude: 36.8 },
  });

describe('zones', () => {
  it('adds a zone, active with no description unless said, with no bus stops yet', async () => {
    const created = await addZone({ title: ' Karen ' });
    expect(created).toMatchObject({
      status: 201,
      body: { id: expect.any(String), title: 'Karen', description: '', is_active: true, bus_stop_count: 0 },
    });
    const changed = await t.request('PUT', zonesResource.itemPath(created.body.id), {
      ...school.auth,
      body: { title: 'Karen', description: 'South-west, past the forest', is_active: false },
    });
    expect(changed.body).toEqual({
      id: created.body.id,
      title: 'Karen',
      description: 'South-west, past the forest',
      is_active: false,
      bus_stop_count: 0,
    });
  });

  it('answers "Zone title is required" for a missing or blank title', async () => {
    for (const body of [{}, { title: '  ', description: 'x' }]) {
      expect(await addZone(body)).toMatchObject({ status: 400, body: { title: ['Zone title is required'] } });
    }
  });

  it('keeps titles unique in a school, whatever their case, on add and on rename', async () => {
    await addZone({ title: 'Westlands' });
    expect(await addZone({ title: 'WESTLANDS' })).toMatchObject({
      status: 400,
      body: { title: ['A zone with this title already exists.'] },
    });
    const other = await addZone({ title: 'Parklands' });
    const renamed = await t.request('PUT', zonesResource.itemPath(other.body.id), {
      ...school.auth,
      body: { title: 'westlands' },
    });
    expect(renamed).toMatchObject({
      status: 400,
      body: { title: ['A zone with this title already exists.'] },
    });
    // Another school may have its own Westlands.
    const elsewhere = await signedInAs(t);
    expect((await addZone({ title: 'Westlands' }, elsewhere)).status).toBe(201);
  });

  it('counts its bus stops and finds zones by title or description', async () => {
    const zone = (await addZone({ title: 'Lavington', description: 'Behind the mall' })).body.id;
    await addStop(zone, 'Gate A');
    await addStop(zone, 'Gate B');
    expect((await t.request('GET', zonesResource.itemPath(zone), school.auth)).body.bus_stop_count).toBe(2);
    for (const search of ['lavin', 'THE MALL']) {
      const found = await t.request('GET', `${PATH}?search=${encodeURIComponent(search)}`, school.auth);
      expect(found.body.results).toEqual([expect.objectContaining({ id: zone, bus_stop_count: 2 })]);
    }
  });

  it('refuses to delete a zone with bus stops, naming them (409), and deletes it once they are gone', async () => {
    const zone = (await addZone({ title: 'Runda' })).body.id;
    const stops = [(await addStop(zone, 'Gate 1')).body.id, (await addStop(zone, 'Gate 2', -1.31)).body.id];
    expect(await t.request('DELETE', zonesResource.itemPath(zone), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This zone cannot be deleted: it has 2 bus stops.' },
    });
    await t.request('DELETE', busStopsResource.itemPath(stops[0]), school.auth);
    expect((await t.request('DELETE', zonesResource.itemPath(zone), school.auth)).body).toEqual({
      detail: 'This zone cannot be deleted: it has 1 bus stop.',
    });
    expect((await t.request('GET', zonesResource.itemPath(zone), school.auth)).body.bus_stop_count).toBe(1);
    await t.request('DELETE', busStopsResource.itemPath(stops[1]), school.auth);
    expect((await t.request('DELETE', zonesResource.itemPath(zone), school.auth)).status).toBe(204);
    expect((await t.request('GET', zonesResource.itemPath(zone), school.auth)).status).toBe(404);
  });
});
