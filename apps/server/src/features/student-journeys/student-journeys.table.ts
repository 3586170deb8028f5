import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { studentRows } from '../students/students.table';

/**
 * A student riding a route: where they board and leave it, on which weekdays. `weekdays` holds the
 * schedule's seven days as bits (bit 0 Monday ... bit 6 Sunday), so trip generation can test a
 * date's ISO weekday in one set-based statement.
 */
export const studentJourneys = pgTable(
  'student_journeys',
  {
    ...tenantColumns(),
    student_id: uuid('student_id').notNull(),
    journey_id: uuid('journey_id').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    sequence: integer('sequence').notNull().default(1),
    pick_point_id: uuid('pick_point_id'),
    drop_point_id: uuid('drop_point_id'),
    weekdays: smallint('weekdays').notNull().default(31),
  },
  (t) => [
    tenantKey(t),
    // The student's and the route's own: gone with either.
    schoolReference(t, t.student_id, studentRows).onDelete('cascade'),
    schoolReference(t, t.journey_id, journeys).onDelete('cascade'),
    // Points are stops of this very route (DESIGN §5); a stop that is someone's point cannot be
    // deleted (409 naming the assignments).
    schoolReference(t, t.pick_point_id, journeyStops, {
      name: 'student_journeys_pick_point_fk',
      within: [t.journey_id, journeyStops.journey_id],
    }),
    schoolReference(t, t.drop_point_id, journeyStops, {
      name: 'student_journeys_drop_point_fk',
      within: [t.journey_id, journeyStops.journey_id],
    }),
    // One active assignment of a student per route, decided by PostgreSQL when two requests race.
    uniqueIndex('student_journeys_active_idx')
      .on(t.tenant_id, t.student_id, t.journey_id)
      .where(sql`${t.is_active}`),
    index('student_journeys_student_idx').on(t.tenant_id, t.student_id),
    index('student_journeys_journey_idx').on(t.tenant_id, t.journey_id),
    index('student_journeys_pick_idx').on(t.tenant_id, t.pick_point_id),
    index('student_journeys_drop_idx').on(t.tenant_id, t.drop_point_id),
    check(
      'student_journeys_points_check',
      sql`${t.pick_point_id} is not null or ${t.drop_point_id} is not null`,
    ),
    check('student_journeys_weekdays_check', sql`${t.weekdays} between 1 and 127`),
  ],
);
