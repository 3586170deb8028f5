import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { queryRow } from '../../db/query-rows';
import { metres, metresBetween } from './plane-distance';

// The arithmetic runs in the database, as the writer and the reports run it.
const database = await openTestDatabase();
afterAll(() => database.close());

type LatLon = [latitude: number, longitude: number];
const place = ([latitude, longitude]: LatLon) => ({
  latitude: sql`${latitude}::float8`,
  longitude: sql`${longitude}::float8`,
});
const between = async (a: LatLon, b: LatLon) =>
  (
    await queryRow<{ metres: number }>(
      database.db,
      sql`select ${metresBetween(place(a), place(b))} as metres`,
    )
  ).metres;

/** Great-circle metres on the mean Earth (haversine), to compare the plane's with. */
function greatCircle([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('metres on the plane tangent between two places', () => {
  it('is 111,320 m a degree of latitude, at any latitude', async () => {
    for (const latitude of [0, -1.3, 45, 60])
      expect(await between([latitude, 36.8], [latitude + 0.01, 36.8])).toBeCloseTo(1113.2, 6);
  });

  it('shortens a degree of longitude by the cosine of the latitude between them', async () => {
    expect(await between([0, 36.8], [0, 36.81])).toBeCloseTo(1113.2, 6);
    // cos 60° = 1/2: 0.02° of longitude is as far as 0.01° of latitude.
    expect(await between([60, 10], [60, 10.02])).toBeCloseTo(1113.2, 6);
    expect(await between([-60, 10], [-60, 9.98])).toBeCloseTo(1113.2, 6);
  });

  it('adds the two by Pythagoras, whichever way, and is 0 from a place to itself', async () => {
    // 3 and 4 parts of 0.001°: 5 parts, 556.6 m (the cosine at 0.0015° is 1 to 9 decimals).
    expect(await between([0, 0], [0.003, 0.004])).toBeCloseTo(556.6, 4);
    expect(await between([0.003, 0.004], [0, 0])).toBeCloseTo(556.6, 4);
    expect(await between([-1.2921, 36.8219], [-1.2921, 36.8219])).toBe(0);
  });

  it('is within half a percent of the great circle from a fix’s step to a gap of 10 km', async () => {
    const nairobi: LatLon = [-1.2921, 36.8219];
    for (const [north, east] of [
      [0.0005, 0.0007],
      [0.01, -0.02],
      [0.06, 0.065],
    ] as const) {
      const other: LatLon = [nairobi[0] + north, nairobi[1] + east];
      const plane = await between(nairobi, other);
      expect(Math.abs(plane / greatCircle(nairobi, other) - 1)).toBeLessThan(0.005);
    }
  });

  it('reads two rows’ latitude and longitude columns the same way', async () => {
    const { rows } = await queryRow<{ rows: number }>(
      database.db,
      sql`select ${metres(sql`a`, sql`b`)} as rows
            from (values (60::float8, 10::float8)) a(latitude, longitude),
                 (values (60.01::float8, 10.02::float8)) b(latitude, longitude)`,
    );
    expect(rows).toBeCloseTo(await between([60, 10], [60.01, 10.02]), 9);
  });
});
