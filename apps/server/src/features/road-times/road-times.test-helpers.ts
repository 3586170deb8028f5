import { eq } from 'drizzle-orm';
import { ROAD_TIMES_PATH } from '@app/shared/route-plans/road-times.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { busStops } from '../bus-stops/bus-stops.table';
import { tenants } from '../tenants/tenants.table';
import { zones } from '../zones/zones.table';

let serial = 0;

/** A school's places for road times, and the matrix's calls, for a test file. */
export function roadTimeFixtures(t: TestApp) {
  return {
    /** Bus stops of the school (one zone), by title, at the given degrees; answers their ids in order. */
    async stops(as: SignedIn, stops: { title: string; latitude: number; longitude: number }[]) {
      const [zone] = await t.database.db
        .insert(zones)
        .values({ tenant_id: as.tenantId, title: `Road time zone ${++serial}` })
        .returning({ id: zones.id });
      const rows = await t.database.db
        .insert(busStops)
        .values(
          stops.map((stop) => ({
            tenant_id: as.tenantId,
            zone_id: zone!.id,
            title: stop.title,
            latitude: stop.latitude.toFixed(7),
            longitude: stop.longitude.toFixed(7),
          })),
        )
        .returning({ id: busStops.id, title: busStops.title });
      return stops.map((stop) => rows.find((row) => row.title === stop.title)!.id);
    },
    async locate(as: SignedIn, latitude: number, longitude: number) {
      await t.database.db
        .update(tenants)
        .set({ school_latitude: latitude.toFixed(7), school_longitude: longitude.toFixed(7) })
        .where(eq(tenants.id, as.tenantId));
    },
    /** PUT of a file (none for `null`) as the console sends it. */
    upload(as: SignedIn, file: { name: string; data: Buffer | string } | null) {
      const form = new FormData();
      if (file) form.set('file', new Blob([file.data]), file.name);
      return t.request('PUT', ROAD_TIMES_PATH, { ...as.auth, form });
    },
    summary: (as: SignedIn) => t.request('GET', ROAD_TIMES_PATH, as.auth),
  };
}
