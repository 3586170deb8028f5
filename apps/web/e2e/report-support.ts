import { expect } from '@playwright/test';
import dayjs from 'dayjs';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import type { Trip, TripDetail } from '@app/shared/trips/trip.schemas';
import { newSchool, type School } from './fleet-support';
import { addEnrolmentOptions, addPupil } from './people-support';
import { addAssignment, addEmployee, post } from './personnel-support';
import { addRide, EVERY_DAY, routeWithStops } from './route-support';
import { BASE_URL } from './support';
import { todayIn } from './trip-support';

// The school the report browser tests read: route LV-AM (three stops, bus KCE 321R) with one rider,
// yesterday's trip cancelled with a reason and today's run from start to end with the odometer, its
// stops, the rider's pick-up and drop-off, and an incident; all through the API, as the office and
// the run sheet make them.

export const FACTS = {
  cancelReason: 'Bus broke down at the depot',
  incident: 'Flat tyre near Milimani Mall',
  rider: 'Amina Otieno',
  stop: 'Kanyon Gate',
  vehicle: 'KCE 321R',
  /** Kilometres between the odometer readings of today's trip. */
  distanceKm: 32,
};

/** The school's date today in its own time zone (YYYY-MM-DD). */

async function call<T>(school: School, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: school.headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

const changeStatus = (school: School, trip: string, change: object) =>
  call<TripDetail>(school, 'PATCH', `/transport/trips/${trip}/`, change);

let keys = 0;
const event = (school: School, trip: string, fields: object) =>
  post(school, '/transport/trip-events/', { trip, client_key: `report-e2e-${(keys += 1)}`, ...fields });

export async function reportSchool(): Promise<School & { today: string }> {
  const school = await newSchool();
  const settings = await call<{ time_zone: string }>(school, 'GET', SCHOOL_SETTINGS_PATH);
  const today = todayIn(settings.time_zone);
  const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');

  const options = await addEnrolmentOptions(school);
  const { route, stops, vehicle } = await routeWithStops(school, options.period);
  const driver = await addEmployee(school, 'Peter Mwangi');
  await addAssignment(school, {
    vehicle: vehicle.id,
    driver: driver.id,
    start_date: yesterday,
    end_date: today,
  });
  const student = await addPupil(school, options, 'ADM-1', FACTS.rider);
  await addRide(school, {
    student: student.id,
    journey: route.id,
    pick_point: stops[0]!.id,
    drop_point: stops[2]!.id,
    schedule: EVERY_DAY,
  });
  const generated = await call<{ created: number }>(school, 'POST', '/transport/trips/generate-trips/', {
    start_date: yesterday,
    end_date: today,
    skip_weekends: false,
  });
  expect(generated.created).toBe(2);
  const trips = (await call<{ results: Trip[] }>(school, 'GET', `/transport/trips/?journey=${route.id}`))
    .results;
  const tripOn = (date: string) => trips.find((trip) => trip.journey_date === date)!.id;

  await changeStatus(school, tripOn(yesterday), { status: 4, detail: FACTS.cancelReason });

  const trip = tripOn(today);
  const detail = await changeStatus(school, trip, { status: 2, detail: 'Left the depot', odometer: 12480 });
  const [first, second, last] = detail.journey_stops;
  await event(school, trip, { event_type: 2, journey_stop: first!.id });
  await event(school, trip, { event_type: 3, journey_stop: first!.id, student: student.id });
  await event(school, trip, { event_type: 4, journey_stop: first!.id });
  await event(school, trip, { event_type: 6, journey_stop: second!.id, notes: FACTS.incident });
  await event(school, trip, { event_type: 2, journey_stop: last!.id });
  await event(school, trip, { event_type: 5, journey_stop: last!.id, student: student.id });
  await changeStatus(school, trip, {
    status: 3,
    detail: 'All riders dropped off',
    empty_bus_checked: true,
    odometer: 12480 + FACTS.distanceKm,
  });
  return { ...school, today };
}

/** RFC 4180 CSV: quoted fields with commas, quotes and line breaks; a leading byte-order mark ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
