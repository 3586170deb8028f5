import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import {
  FIELD_TRIP_CALENDAR_PATH,
  fieldTripCancelPath,
  fieldTripDecisionPath,
  fieldTripsResource,
  fieldTripStepsResource,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { tripFixtures, type Crew } from '../trip-events/trips.test-helpers';
import { preloadFieldTripSteps } from './default-field-trip-steps';
import { fieldTripSteps } from './field-trips.table';

/** A day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Field-trip requests of a school for a test file, made and decided through the API: the school's
 * steps as a new school gets them (a test school is made without them), the people who ask and
 * decide, and a valid request.
 */
export function fieldTripFixtures(t: TestApp) {
  const trips = tripFixtures(t);
  const fixtures = {
    trips,
    /** The school's date today, in its time zone. */
    today: (as: SignedIn) => trips.today(as),
    /** The school's two default steps (head teacher, then transport manager), unless it has steps. */
    async defaultSteps(as: SignedIn): Promise<void> {
      const [some] = await t.database.db
        .select({ id: fieldTripSteps.id })
        .from(fieldTripSteps)
        .where(eq(fieldTripSteps.tenant_id, as.tenantId))
        .limit(1);
      if (!some) await preloadFieldTripSteps(t.database.db, as.tenantId, 'en');
    },
    /** `POST /transport/field-trip-steps/` as a School Administrator of the school. */
    async step(as: SignedIn, body: { title: string; role_id: number; position?: number }) {
      const response = await t.request('POST', fieldTripStepsResource.path, { ...as.auth, body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { id: string; title: string; role_id: number; position: number };
    },
    /**
     * A teacher (404) or staff member (400) of the school signed in, standing for a new employee
     * ('Crew1 Atieno'): the name their requests carry.
     */
    teacher: (as: SignedIn, role: number = ROLE_IDS.teacher): Promise<Crew> => trips.crew(as, role),
    /** An office account of the school: a Transport Manager unless another role is given. */
    office: (as: SignedIn, role: number = ROLE_IDS.transportManager): Promise<SignedIn> =>
      signedInAs(t, { role, tenantId: as.tenantId }),
    /** A valid request body, `days` after the school's today (7 by default). */
    async body(as: SignedIn, fields: Record<string, unknown> = {}, days = 7) {
      return {
        title: 'Grade 6 science trip',
        destination: 'Lake Nakuru National Park',
        trip_date: addDays(await fixtures.today(as), days),
        departs_at: '08:00',
        returns_at: '15:30',
        passengers: 40,
        vehicles_needed: 1,
        notes: 'Packed lunches',
        ...fields,
      };
    },
    /** `POST /transport/field-trips/` as that caller, with that body as it is. */
    request: (as: SignedIn, body: Record<string, unknown>) =>
      t.request('POST', fieldTripsResource.path, { ...as.auth, body }),
    /** A request made (201) by that caller: a valid body with `fields` over it. */
    async requested(as: SignedIn, fields: Record<string, unknown> = {}): Promise<FieldTripDetail> {
      const response = await fixtures.request(as, await fixtures.body(as, fields));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body;
    },
    /** `POST .../decision/` as that caller. */
    decide: (as: SignedIn, id: string, decision: string, note?: string) =>
      t.request('POST', fieldTripDecisionPath(id), {
        ...as.auth,
        body: { decision, ...(note === undefined ? {} : { note }) },
      }),
    /** `POST .../cancel/` as that caller. */
    cancel: (as: SignedIn, id: string, reason = 'The park is closed that day') =>
      t.request('POST', fieldTripCancelPath(id), { ...as.auth, body: { reason } }),
    /** `GET` one field trip as that caller. */
    read: (as: SignedIn, id: string) => t.request('GET', fieldTripsResource.itemPath(id), as.auth),
    /** `GET` the list as that caller, with a query ('?status=requested'). */
    list: (as: SignedIn, query = '') => t.request('GET', `${fieldTripsResource.path}${query}`, as.auth),
    /** `GET` a month's calendar as that caller. */
    calendar: (as: SignedIn, month: string) =>
      t.request('GET', `${FIELD_TRIP_CALENDAR_PATH}?month=${month}`, as.auth),
  };
  return fixtures;
}
