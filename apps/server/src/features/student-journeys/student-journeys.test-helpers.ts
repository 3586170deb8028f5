import { and, eq } from 'drizzle-orm';
import { scheduleOf, weekdayBits } from '@app/shared/common/weekdays';
import { studentJourneysResource } from '@app/shared/student-journeys/student-journey.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { createReference } from '../../../test/resources/samples';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { studentJourneys } from './student-journeys.table';

/** The seven days of a schedule with these active (1 Monday ... 7 Sunday). */
export const days = (...active: number[]) => scheduleOf(weekdayBits(active));

/** Assignments, routes and stops of the test file's schools, and what the database holds of them. */
export function assignmentRecords(t: TestApp, school: SignedIn) {
  const path = studentJourneysResource.path;
  return {
    assign: (body: Record<string, unknown>, as = school) => t.request('POST', path, { ...as.auth, body }),
    put: (id: string, body: Record<string, unknown>, as = school) =>
      t.request('PUT', studentJourneysResource.itemPath(id), { ...as.auth, body }),

    /** A route of the school with `stops` stops; `fields` as the route's input has them. */
    async route(as: SignedIn, stops = 2, fields: Record<string, unknown> = {}) {
      const id = await createReference(t, 'journeys', as, fields);
      const stopIds: string[] = [];
      for (let i = 0; i < stops; i++)
        stopIds.push(await createReference(t, 'journey-stops', as, { journey: id }));
      return { id, stops: stopIds };
    },

    /** The title of a route stop's bus stop. */
    async stopTitle(stop: string) {
      const [row] = await t.database.db
        .select({ title: busStops.title })
        .from(journeyStops)
        .innerJoin(
          busStops,
          and(eq(busStops.tenant_id, journeyStops.tenant_id), eq(busStops.id, journeyStops.bus_stop_id)),
        )
        .where(eq(journeyStops.id, stop));
      return row!.title;
    },

    /** A student's assignments as stored: the weekday bits and the status. */
    storedRows: (as: SignedIn, student: string) =>
      t.database.db
        .select({ weekdays: studentJourneys.weekdays, active: studentJourneys.is_active })
        .from(studentJourneys)
        .where(and(eq(studentJourneys.tenant_id, as.tenantId), eq(studentJourneys.student_id, student))),
  };
}
