import { expect } from 'vitest';
import { employeesResource } from '@app/shared/employees/employee.schemas';
import { journeyStopsResource, type JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { journeysResource, type Journey } from '@app/shared/journeys/journey.schemas';
import type { TestApp } from '../../../test/build-test-app';
import { createVehicleRecord, type SignedIn } from '../../../test/factories';
import { busStops } from '../bus-stops/bus-stops.table';
import { peopleRecords } from '../students/people.test-helpers';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { zones } from '../zones/zones.table';

// Shared by every network of a file: two of them in one school never make the same title.
let serial = 0;

/**
 * Routes, their stops and riders of a school for a test file, each with numbers no other of the
 * file uses. Zones and bus stops, and assignments with their weekday bits, are written straight into
 * their tables: this file tests routes, not those calls.
 */
export function routeNetwork(t: TestApp) {
  const people = peopleRecords(t);
  const created = async <T>(path: string, as: SignedIn, body: Record<string, unknown>): Promise<T> => {
    const response = await t.request('POST', path, { ...as.auth, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };

  const network = {
    student: (as: SignedIn, first_name = 'Baraka') => people.student(as, { first_name }),
    period: (as: SignedIn) => people.period(as, '2026-01-05', '2026-12-04'),
    vehicle: async (as: SignedIn, max_capacity = 40) =>
      (await createVehicleRecord(t, as, { max_capacity })).id,
    async employee(as: SignedIn, first_name = 'Grace'): Promise<string> {
      const body = {
        staff_number: `RN-${++serial}`,
        first_name,
        last_name: 'Atieno',
        gender: 2,
        date_of_birth: '1985-02-03',
      };
      return (await created<{ id: string }>(employeesResource.path, as, body)).id;
    },
    /** A valid route body: 07:00 to 08:00, to school, with a new vehicle and period unless given. */
    async journeyBody(
      as: SignedIn,
      overrides: Record<string, unknown> & { default_vehicle?: string; academic_period?: string } = {},
    ) {
      const n = ++serial;
      return {
        title: `Route ${n}`,
        code: `RT-${n}`,
        direction: 1,
        start_time: '07:00',
        end_time: '08:00',
        attendant: null,
        is_active: true,
        ...overrides,
        // Made only when not given, so that a test's own period or vehicle adds no other.
        default_vehicle: overrides.default_vehicle ?? (await network.vehicle(as)),
        academic_period: overrides.academic_period ?? (await network.period(as)),
      };
    },
    async journey(as: SignedIn, overrides: Record<string, unknown> = {}): Promise<Journey> {
      return created(journeysResource.path, as, await network.journeyBody(as, overrides));
    },
    async busStop(as: SignedIn, title: string): Promise<string> {
      const [zone] = await t.database.db
        .insert(zones)
        .values({ tenant_id: as.tenantId, title: `Zone ${++serial}` })
        .returning({ id: zones.id });
      const [stop] = await t.database.db
        .insert(busStops)
        .values({
          tenant_id: as.tenantId,
          zone_id: zone!.id,
          title,
          latitude: '-1.2921',
          longitude: '36.8219',
        })
        .returning({ id: busStops.id });
      return stop!.id;
    },
    async stop(
      as: SignedIn,
      journey: string,
      title: string,
      sequence: number,
      expected_time: string,
    ): Promise<JourneyStop> {
      const bus_stop = await network.busStop(as, title);
      return created(journeyStopsResource.path, as, { journey, bus_stop, sequence, expected_time });
    },
    /** An assignment as the table keeps it (weekdays: bit 0 Monday ... bit 6 Sunday). */
    async assign(
      as: SignedIn,
      row: {
        student: string;
        journey: string;
        pick?: string | null;
        drop?: string | null;
        weekdays?: number;
        is_active?: boolean;
      },
    ): Promise<string> {
      const [assignment] = await t.database.db
        .insert(studentJourneys)
        .values({
          tenant_id: as.tenantId,
          student_id: row.student,
          journey_id: row.journey,
          pick_point_id: row.pick ?? null,
          drop_point_id: row.drop ?? null,
          weekdays: row.weekdays ?? 31,
          is_active: row.is_active ?? true,
        })
        .returning({ id: studentJourneys.id });
      return assignment!.id;
    },
  };
  return network;
}
