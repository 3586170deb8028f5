import { http, HttpResponse } from 'msw';
import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { TEST_API as API } from '../../test/signed-in';

// Plans as the server answers them, for the Plan Routes screen's component tests.

export const PLANS = `${API}/transport/route-plans/`;
export const PLAN_ID = '9a0e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e';

const totals = {
  buses: 3,
  routes: 3,
  kilometres: 61.25,
  longest_ride_minutes: 52,
  average_ride_minutes: 31.4,
  riders: 40,
};

export const runningPlan: RoutePlan = {
  id: PLAN_ID,
  direction: 1,
  state: 'running',
  progress: 0,
  seconds: 30,
  created_at: '2026-03-02T06:05:00Z',
  finished_at: null,
  detour_factor: 1.3512,
  detour_basis: 'recorded',
  road_pairs: 0,
  current: totals,
  proposal: null,
  error: null,
};

const rider = (student: string, name: string) => ({ student, name });

export const readyPlan: RoutePlan = {
  ...runningPlan,
  state: 'ready',
  progress: 1,
  finished_at: '2026-03-02T06:05:31Z',
  proposal: {
    totals: {
      buses: 2,
      routes: 2,
      kilometres: 48.04,
      longest_ride_minutes: 44,
      average_ride_minutes: 27.6,
      riders: 39,
    },
    routes: [
      {
        number: 1,
        vehicle: { id: 'v1', registration_number: 'KBZ 412A', max_capacity: 33 },
        start_time: '06:40',
        end_time: '07:40',
        kilometres: 21.5,
        load: 30,
        longest_ride_minutes: 44,
        stops: [
          {
            bus_stop: 'b1',
            title: 'Main Gate',
            latitude: -1.2631,
            longitude: 36.8021,
            expected_time: '06:40',
            riders: [rider('s1', 'Amani Otieno'), rider('s2', 'Brian Kamau')],
          },
          {
            bus_stop: null,
            title: 'New stop 1 near Oak Road',
            latitude: -1.2675,
            longitude: 36.8102,
            expected_time: '06:52',
            riders: [rider('s3', 'Chloe Wanjiru')],
          },
        ],
      },
      {
        number: 2,
        vehicle: { id: 'v2', registration_number: 'KCA 100B', max_capacity: 14 },
        start_time: '06:55',
        end_time: '07:35',
        kilometres: 26.54,
        load: 9,
        longest_ride_minutes: 38,
        stops: [
          {
            bus_stop: 'b2',
            title: 'Sarit Centre',
            latitude: -1.2608,
            longitude: 36.8025,
            expected_time: '06:55',
            riders: [rider('s4', 'David Mwangi')],
          },
        ],
      },
    ],
    unplaced: [rider('s9', 'Esther Njeri')],
  },
};

export const page = (results: RoutePlan[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

/** School Settings as the map reads them: where the school is. */
export const schoolSettings = http.get(`${API}/schools/settings/`, () =>
  HttpResponse.json({ school_latitude: -1.2712, school_longitude: 36.8151 }),
);

/** The map's settings: tiles from nowhere (the map draws its lines and stops without them). */
export const mapSettings = http.get(`${API}/console/map-settings/`, () =>
  HttpResponse.json({ tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles' }),
);

/** The school's road times as the Plan Routes screen first reads them: none given. */
export const noRoadTimes = http.get(`${API}/transport/road-times/`, () =>
  HttpResponse.json({ pairs: 0, places: 0, uploaded_at: null }),
);
