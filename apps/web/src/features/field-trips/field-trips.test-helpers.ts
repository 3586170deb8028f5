import { http, HttpResponse } from 'msw';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { TEST_API as API } from '../../test/signed-in';

// A fake school's field trips for the screens' tests (msw): each call's query and body kept to look at,
// and the answers a test sets for the business calls.

export const TRIPS = `${API}/transport/field-trips/`;
export const TRIP_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OTHER_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c5e';
export const BUS = '6c1d2f63-69a4-4b52-8b66-2a1d7b1d3c22';
export const VAN = '6c1d2f63-69a4-4b52-8b66-2a1d7b1d3c33';
export const DRIVER = '7d2e3a74-7ab5-4c63-9c77-3b2e8c2e4d33';
export const OTHER_DRIVER = '7d2e3a74-7ab5-4c63-9c77-3b2e8c2e4d44';
/** The trip's two approvals: the head teacher's, then the transport manager's. */
export const STEP_ONE = '9b1c2d3e-4f5a-4b6c-8d7e-0f1a2b3c4d01';
const STEP_TWO = '9b1c2d3e-4f5a-4b6c-8d7e-0f1a2b3c4d02';

/** A request waiting for its first step, the head teacher, then the transport manager's. */
export function fieldTrip(patch: Partial<FieldTripDetail> = {}): FieldTripDetail {
  return {
    id: TRIP_ID,
    title: 'Grade 6 museum visit',
    destination: 'National Museum, Nairobi',
    trip_date: '2026-11-12',
    departs_at: '08:30:00',
    returns_at: '15:00:00',
    passengers: 60,
    vehicles_needed: 2,
    notes: 'Packed lunch',
    status: 'requested',
    requested_by_name: 'Grace Achieng',
    created_at: '2026-11-02T07:15:00Z',
    current_step_title: 'Head teacher',
    current_step_role: 100,
    can_decide: true,
    can_edit: true,
    vehicle_labels: [],
    actual_distance_km: null,
    actual_minutes: null,
    cost: null,
    currency: 'KES',
    approvals: [
      {
        id: STEP_ONE,
        position: 1,
        title: 'Head teacher',
        role_id: 100,
        status: 'pending',
        decided_by_name: null,
        decided_at: null,
        note: '',
      },
      {
        id: STEP_TWO,
        position: 2,
        title: 'Transport manager',
        role_id: 200,
        status: 'pending',
        decided_by_name: null,
        decided_at: null,
        note: '',
      },
    ],
    assignments: [],
    cancel_reason: null,
    completed_at: null,
    cost_per_km: null,
    cost_per_hour: null,
    ...patch,
  };
}

/** Approved by both steps, its two vehicles still to assign. */
export const approvedTrip = () =>
  fieldTrip({
    status: 'approved',
    current_step_title: null,
    current_step_role: null,
    can_decide: false,
    can_edit: false,
    approvals: fieldTrip().approvals.map((step, index) => ({
      ...step,
      status: 'approved',
      decided_by_name: index === 0 ? 'Ann Bee' : 'Peter Mwangi',
      decided_at: index === 0 ? '2026-11-03T06:00:00Z' : '2026-11-03T09:30:00Z',
      note: index === 0 ? 'Enjoy the museum' : '',
    })),
  });

/** Its vehicles and drivers assigned. */
export const scheduledTrip = () => ({
  ...approvedTrip(),
  status: 'scheduled' as const,
  vehicle_labels: ['KBZ 412A', 'KCA 100B'],
  assignments: [
    {
      id: 's1',
      vehicle: BUS,
      vehicle_label: 'KBZ 412A',
      vehicle_capacity: 52,
      driver: DRIVER,
      driver_name: 'Juma Otieno',
    },
    {
      id: 's2',
      vehicle: VAN,
      vehicle_label: 'KCA 100B',
      vehicle_capacity: 14,
      driver: OTHER_DRIVER,
      driver_name: 'Mary Njeri',
    },
  ],
});

const page = <T>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const vehicles = [
  { id: BUS, registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 52, is_active: true },
  { id: VAN, registration_number: 'KCA 100B', code: 'VAN-02', max_capacity: 14, is_active: true },
];
const drivers = [
  { id: DRIVER, full_name: 'Juma Otieno' },
  { id: OTHER_DRIVER, full_name: 'Mary Njeri' },
];

/** What the fake server was sent: list queries, and each business call's path and body. */
export type Sent = { lists: URLSearchParams[]; calls: { path: string; body: unknown }[] };

/**
 * The handlers over one trip: `answer(path, body)` says what a business call answers (a response to
 * refuse it; undefined for the trip as the call leaves it, which `apply` works out).
 */
export function fieldTripHandlers(
  state: { trip: FieldTripDetail },
  sent: Sent,
  answer: (path: string, body: Record<string, unknown>) => Response | undefined = () => undefined,
) {
  const call =
    (path: string, apply: (body: Record<string, unknown>) => Partial<FieldTripDetail>) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.calls.push({ path, body });
      const refused = answer(path, body);
      if (refused) return refused;
      state.trip = { ...state.trip, ...apply(body) };
      return HttpResponse.json(state.trip);
    };
  return [
    http.get(TRIPS, ({ request }) => {
      sent.lists.push(new URL(request.url).searchParams);
      return page([state.trip]);
    }),
    http.get(`${TRIPS}:id/`, () => HttpResponse.json(state.trip)),
    http.put(
      `${TRIPS}:id/`,
      call('edit', (body) => body),
    ),
    http.post(
      `${TRIPS}:id/decision/`,
      call('decision', (body) =>
        body.decision === 'rejected' ? { status: 'rejected', can_decide: false } : approvedTrip(),
      ),
    ),
    http.put(
      `${TRIPS}:id/assignments/`,
      call('assignments', () => scheduledTrip()),
    ),
    http.post(
      `${TRIPS}:id/complete/`,
      call('complete', (body) => ({
        status: 'completed',
        actual_distance_km: body.actual_distance_km as number,
        actual_minutes: body.actual_minutes as number,
        cost_per_km: 120,
        cost_per_hour: 500,
        cost: (body.actual_distance_km as number) * 120 + ((body.actual_minutes as number) / 60) * 500,
        completed_at: '2026-11-12T13:00:00Z',
      })),
    ),
    http.post(
      `${TRIPS}:id/cancel/`,
      call('cancel', (body) => ({ status: 'cancelled', cancel_reason: body.reason as string })),
    ),
    http.get(`${API}/transport/vehicles/`, () => page(vehicles)),
    http.get(`${API}/employees/`, () => page(drivers)),
  ];
}
