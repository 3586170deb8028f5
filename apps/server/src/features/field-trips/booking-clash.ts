import { sql } from 'drizzle-orm';
import { ref } from '@app/shared/i18n/message-ref';
import { EXCLUSION_VIOLATION, pgErrorCode, pgErrorDetail } from '../../db/errors';
import { queryRows } from '../../db/query-rows';
import { uuidArray } from '../../db/uuid-array';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';

/**
 * The database decides double bookings of a vehicle or driver (migration 0031): two field trips by
 * the exclusion constraints, a field trip and a regular trip by triggers on both sides, under one
 * lock per school. Here its refusals are said as 409s in the reader's words; the triggers name
 * what was clashed with in their DETAIL (JSON), the constraints only their own row's key.
 */

/** What the triggers' DETAIL holds: the booking's vehicle and driver, and what it clashes with. */
type ClashDetail = {
  resource: 'vehicle' | 'driver';
  vehicle: string;
  driver: string;
  /** A field trip's title (a trip's refusal) or a route's (a booking's refusal). */
  title?: string;
  route?: string;
  /** YYYY-MM-DD, worded as a date by the reader's language (localize.ts); HH:MM. */
  date: string;
  from: string;
  to: string;
};

const TRIP_CLASH = 'trips_field_trip_clash';
const ASSIGNMENT_TRIP_CLASH = 'field_trip_assignments_trip_clash';
const VEHICLE_BOOKING = 'field_trip_assignments_vehicle_booking';
const DRIVER_BOOKING = 'field_trip_assignments_driver_booking';

function clashDetail(error: unknown, constraint: string): ClashDetail | undefined {
  if (pgErrorCode(error) !== EXCLUSION_VIOLATION) return undefined;
  const { constraint: refused, detail } = pgErrorDetail(error);
  if (refused !== constraint || !detail) return undefined;
  try {
    return JSON.parse(detail) as ClashDetail;
  } catch {
    return undefined;
  }
}

/**
 * A regular trip's write (a generation, a route's new times, a trip's new vehicle, driver or date)
 * refused because a field trip holds its vehicle or driver then: "KDC 1A is booked for the field trip
 * “Museum” on May 12, 2026 from 08:00 to 15:00: assign another vehicle to one of them." Asked by the
 * error handler for every error, so that no writer of trips answers it as a 500.
 */
export function tripClashRefusal(error: unknown): string | undefined {
  const clash = clashDetail(error, TRIP_CLASH);
  if (!clash) return undefined;
  const { title = '', date, from, to } = clash;
  return clash.resource === 'vehicle'
    ? ref('fieldTrips.tripClashesVehicle', { vehicle: clash.vehicle, title, date, from, to })
    : ref('fieldTrips.tripClashesDriver', { driver: clash.driver, title, date, from, to });
}

/** The booking the refused write asked for: the trip's vehicles and drivers over its span. */
export type Booking = {
  fieldTripId: string;
  vehicles: string[];
  drivers: string[];
  date: string;
  departs: string;
  returns: string;
};

/**
 * A field trip's booking refused: by the trigger against regular trips (its DETAIL says which), or
 * by an exclusion constraint against another field trip, which is looked up here, after the refused
 * transaction ended. Undefined when the error is no refusal of a booking, or when the other field
 * trip no longer holds the vehicle or driver (cancelled or changed meanwhile): the caller may then
 * try again.
 */
export async function bookingRefusal(
  ctx: TenantContext,
  error: unknown,
  booking: Booking,
): Promise<AppError | undefined> {
  const trip = clashDetail(error, ASSIGNMENT_TRIP_CLASH);
  if (trip) {
    const { route = '', date, from, to } = trip;
    return new AppError(
      409,
      trip.resource === 'vehicle'
        ? ref('fieldTrips.vehicleBookedTrip', { vehicle: trip.vehicle, route, date, from, to })
        : ref('fieldTrips.driverBookedTrip', { driver: trip.driver, route, date, from, to }),
    );
  }
  if (pgErrorCode(error) !== EXCLUSION_VIOLATION) return undefined;
  const { constraint } = pgErrorDetail(error);
  if (constraint !== VEHICLE_BOOKING && constraint !== DRIVER_BOOKING) return undefined;
  const byVehicle = constraint === VEHICLE_BOOKING;
  const [other] = await queryRows<{ name: string; title: string; date: string; from: string; to: string }>(
    ctx.db,
    sql`select ${byVehicle ? sql`v.registration_number` : sql`e.full_name`} as name, f.title,
        f.trip_date::text as date, to_char(f.departs_at, 'HH24:MI') as "from",
        to_char(f.returns_at, 'HH24:MI') as "to"
      from field_trip_assignments a
      join field_trips f on f.tenant_id = a.tenant_id and f.id = a.field_trip_id
      join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
      join employees e on e.tenant_id = a.tenant_id and e.id = a.driver_id
      where a.tenant_id = ${ctx.tenantId} and a.field_trip_id <> ${booking.fieldTripId}
        and ${byVehicle ? sql`a.vehicle_id` : sql`a.driver_id`}
          = any(${uuidArray(byVehicle ? booking.vehicles : booking.drivers)})
        and a.during && tsrange(${booking.date}::date + ${booking.departs}::time,
          ${booking.date}::date + ${booking.returns}::time)
      order by f.trip_date, f.departs_at, a.position
      limit 1`,
  );
  if (!other) return undefined;
  const { name, ...when } = other;
  return new AppError(
    409,
    byVehicle
      ? ref('fieldTrips.vehicleBookedFieldTrip', { vehicle: name, ...when })
      : ref('fieldTrips.driverBookedFieldTrip', { driver: name, ...when }),
  );
}
