import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { busStopsResource, type BusStop } from '@app/shared/bus-stops/bus-stop.schemas';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { queryRows } from '../../db/query-rows';
import { appWithSchool } from '../../../test/factories';
import { calmZone, tripFixtures, type TestTrip } from '../trip-events/trips.test-helpers';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';

// Trips from positions (issue 22 §2): entering a stop's radius (its bus stop's, 40 m by default)
// records Arrived at Stop and leaving it (10 m beyond) Departed Stop, marked automatic, once each; a
// crew's own event wins.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
await fixtures.setTimeZone(school, calmZone());
// The trip's three stops, about 550 m apart on a meridian.
const STOPS = [-1.3, -1.305, -1.31];
const METRE = 1 / 111_320;

async function tripWithPhone(): Promise<{ trip: TestTrip; phone: DeviceWithSecret }> {
  const trip = await fixtures.trip(school, { status: STATUS.active });
  for (const [i, stop] of trip.stops.entries()) {
    await t.database.db
      .update(tripStops)
      .set({ latitude: String(STOPS[i]), longitude: '36.82' })
      .where(and(eq(tripStops.tenant_id, school.tenantId), eq(tripStops.id, stop.id)));
  }
  const [row] = await t.database.db
    .select({ vehicle: trips.vehicle_id })
    .from(trips)
    .where(eq(trips.id, trip.id));
  const vehicle = row!.vehicle;
  const phone = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...school.auth,
    body: { identifier: `auto-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle },
  });
  return { trip, phone: phone.body };
}

let clock = Math.floor(Date.now() / 1000) - 600;
/** A ping `metres` south of a stop's latitude, ten seconds after the last one. */
const ping = (phone: DeviceWithSecret, latitude: number, metres = 0) =>
  fetch(
    `${t.url}/api/gps/osmand/?id=${phone.identifier}&key=${phone.secret}&lat=${(latitude - metres * METRE).toFixed(7)}&lon=36.82&timestamp=${(clock += 10)}`,
  ).then((response) => expect(response.status).toBe(200));

/** The office sets the trip stop's bus stop's radius, through the API as its form does. */
async function setRadius(tripStopId: string, radius: number) {
  const [row] = await t.database.db
    .select({ busStop: tripStops.bus_stop_id })
    .from(tripStops)
    .where(eq(tripStops.id, tripStopId));
  const path = busStopsResource.itemPath(row!.busStop);
  const stop = (await t.request<BusStop>('GET', path, school.auth)).body;
  const { zone, title, description, latitude, longitude, is_active } = stop;
  const body = { zone, title, description, latitude, longitude, is_active, arrival_radius: radius };
  expect(await t.request('PUT', path, { ...school.auth, body })).toMatchObject({
    status: 200,
    body: { arrival_radius: radius },
  });
}

type Row = { stop: string; type: number; automatic: boolean; time: string };
const eventsOf = (tripId: string) =>
  queryRows<Row>(
    t.database.db,
    sql`select trip_stop_id::text as stop, event_type::int as type, automatic,
               to_char(event_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as time
          from trip_events where trip_id = ${tripId} order by event_time, event_type`,
  );
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000', '');

describe('arrivals and departures from positions', () => {
  it('records arriving within 40 m and leaving beyond 50 m, once each, and nothing on the way', async () => {
    const { trip, phone } = await tripWithPhone();
    const [first, second] = trip.stops;
    await ping(phone, STOPS[0]!, 200);
    await ping(phone, STOPS[0]!, 30);
    const arrivedAt = clock;
    await ping(phone, STOPS[0]!, 5);
    await ping(phone, STOPS[0]!, -45); // wandering within the gap: still there
    await ping(phone, STOPS[0]!, -120);
    const leftAt = clock;
    await ping(phone, STOPS[0]!, -300);
    expect(await eventsOf(trip.id)).toEqual([
      { stop: first!.id, type: EVENT.arrived, automatic: true, time: iso(arrivedAt) },
      { stop: first!.id, type: EVENT.departed, automatic: true, time: iso(leftAt) },
    ]);
    // The stop's first arrival is kept on the trip stop, as a crew's would be.
    const [kept] = await queryRows<{ arrived: string }>(
      t.database.db,
      sql`select to_char(arrived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as arrived from trip_stops where id = ${first!.id}`,
    );
    expect(kept!.arrived).toBe(iso(arrivedAt));
    expect((await eventsOf(trip.id)).filter((event) => event.stop === second!.id)).toEqual([]);
  });

  it("uses each stop's own radius: 100 m arrives at 80 m and leaves beyond 110; 15 m not at 30 m", async () => {
    const { trip, phone } = await tripWithPhone();
    const [wide, narrow] = trip.stops;
    await setRadius(wide!.id, 100);
    await setRadius(narrow!.id, 15);
    await ping(phone, STOPS[0]!, 120);
    await ping(phone, STOPS[0]!, 80);
    const arrivedWide = clock;
    await ping(phone, STOPS[0]!, -105); // beyond the radius, within the gap: still there
    await ping(phone, STOPS[0]!, -115);
    const leftWide = clock;
    await ping(phone, STOPS[1]!, 30);
    await ping(phone, STOPS[1]!, -30); // passed by, 30 m either side: not arrived
    expect(await eventsOf(trip.id)).toEqual([
      { stop: wide!.id, type: EVENT.arrived, automatic: true, time: iso(arrivedWide) },
      { stop: wide!.id, type: EVENT.departed, automatic: true, time: iso(leftWide) },
    ]);
    await ping(phone, STOPS[1]!, 12);
    const arrivedNarrow = clock;
    await ping(phone, STOPS[1]!, 24); // within the 10 m gap
    await ping(phone, STOPS[1]!, 30);
    const leftNarrow = clock;
    expect((await eventsOf(trip.id)).filter((event) => event.stop === narrow!.id)).toEqual([
      { stop: narrow!.id, type: EVENT.arrived, automatic: true, time: iso(arrivedNarrow) },
      { stop: narrow!.id, type: EVENT.departed, automatic: true, time: iso(leftNarrow) },
    ]);
  });

  it('takes the default radius for a stop whose bus stop has been deleted since', async () => {
    const { trip, phone } = await tripWithPhone();
    const last = trip.stops[2]!;
    const [row] = await t.database.db
      .select({ busStop: tripStops.bus_stop_id })
      .from(tripStops)
      .where(eq(tripStops.id, last.id));
    const deleted = await t.request('DELETE', busStopsResource.itemPath(row!.busStop), school.auth);
    expect(deleted.status).toBe(204);
    await ping(phone, STOPS[2]!, 45);
    await ping(phone, STOPS[2]!, 35);
    const arrivedAt = clock;
    expect(await eventsOf(trip.id)).toEqual([
      { stop: last.id, type: EVENT.arrived, automatic: true, time: iso(arrivedAt) },
    ]);
  });

  it('answers automatic events as such in the trip’s events, and the crew’s as not', async () => {
    const { trip, phone } = await tripWithPhone();
    const [first] = trip.stops;
    await ping(phone, STOPS[0]!, 10);
    await fixtures.postEvent(school, {
      trip: trip.id,
      event_type: EVENT.incident,
      notes: 'Flat tyre',
      event_time: new Date((clock + 5) * 1000).toISOString(),
      client_key: crypto.randomUUID(),
    });
    const listed = await fixtures.listEvents(school, trip.id);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toMatchObject([
      {
        event_type: EVENT.arrived,
        event_type_display: 'Arrived at Stop',
        journey_stop: first!.id,
        recorded_by_name: null,
        automatic: true,
      },
      { event_type: EVENT.incident, notes: 'Flat tyre', automatic: false },
    ]);
  });

  it('gives way to the crew: their arrival replaces the automatic one, and none is recorded after theirs', async () => {
    const { trip, phone } = await tripWithPhone();
    const [first, second] = trip.stops;
    await ping(phone, STOPS[0]!, 10);
    const crewTime = new Date((clock + 5) * 1000).toISOString();
    const crew = await fixtures.postEvent(school, {
      trip: trip.id,
      event_type: EVENT.arrived,
      journey_stop: first!.id,
      event_time: crewTime,
      client_key: crypto.randomUUID(),
    });
    expect(crew.status).toBe(201);
    await fixtures.postEvent(school, {
      trip: trip.id,
      event_type: EVENT.arrived,
      journey_stop: second!.id,
      event_time: crewTime,
      client_key: crypto.randomUUID(),
    });
    await ping(phone, STOPS[1]!, 5);
    const events = await eventsOf(trip.id);
    expect(events.filter((event) => event.type === EVENT.arrived)).toEqual([
      { stop: first!.id, type: EVENT.arrived, automatic: false, time: iso(Date.parse(crewTime) / 1000) },
      { stop: second!.id, type: EVENT.arrived, automatic: false, time: iso(Date.parse(crewTime) / 1000) },
    ]);
    const [kept] = await queryRows<{ arrived: string }>(
      t.database.db,
      sql`select to_char(arrived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as arrived from trip_stops where id = ${first!.id}`,
    );
    expect(kept!.arrived).toBe(iso(Date.parse(crewTime) / 1000));
  });

  it('records nothing from a vague position or for a vehicle with no trip under way', async () => {
    const { trip, phone } = await tripWithPhone();
    await fetch(
      `${t.url}/api/gps/osmand/?id=${phone.identifier}&key=${phone.secret}&lat=${STOPS[0]}&lon=36.82&accuracy=300&timestamp=${(clock += 10)}`,
    );
    await t.database.db.update(trips).set({ status: STATUS.completed }).where(eq(trips.id, trip.id));
    await ping(phone, STOPS[1]!, 0);
    expect(await eventsOf(trip.id)).toEqual([]);
  });
});
