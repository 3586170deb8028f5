import { eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DIRECTIONS } from '@app/shared/journeys/journey.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { TRIP_MESSAGES, TRIP_STATUSES, type TripListQuery } from '@app/shared/trips/trip.schemas';
import { sqlCodes } from '../../db/sql-codes';
import { idFilter } from '../../records/id-filter';
import { labelOf } from '../../records/labels';
import { isoMoment } from '../../records/moments';
import { lookup } from '../../records/lookups';
import { tenantRecords } from '../../records/tenant-records';
import { users } from '../accounts/users.table';
import { employees } from '../employees/employees.table';
import { TRIP_INSPECTION_FIELDS, tripInspectionColumns } from '../inspections/trip-inspection-columns';
import { journeys } from '../journeys/journeys.table';
import { tripEvents } from '../trip-events/trip-events.table';
import { vehicles } from '../vehicles/vehicles.table';
import { trips } from './trips.table';

const ofJourney = lookup(trips, trips.journey_id, journeys);
const ofVehicle = lookup(trips, trips.vehicle_id, vehicles);
const nameOf = (employee: PgColumn) => lookup(trips, employee, employees)<string | null>(employees.full_name);

const journeyCode = ofJourney<string>(journeys.code);
const journeyTitle = ofJourney<string>(journeys.title);
const registration = ofVehicle<string>(vehicles.registration_number);
const driverName = nameOf(trips.driver_id);

/** Trip Started, Trip Completed, Trip Cancelled: the events that record a change of status. */
const STATUS_EVENTS = sqlCodes([EVENT.started, EVENT.completed, EVENT.cancelled]);
/** The notes of the latest status change: the `detail` it was made with. */
const detail = sql<string>`coalesce((select ${tripEvents.notes} from ${tripEvents}
  where ${tripEvents.tenant_id} = ${trips.tenant_id} and ${tripEvents.trip_id} = ${trips.id}
    and ${tripEvents.event_type} in (${STATUS_EVENTS})
  order by ${tripEvents.event_time} desc, ${tripEvents.created_at} desc limit 1), '')`;

/** Who gave leave to start despite an expired document: the account's name as it is now. */
const overriddenBy = sql<string | null>`(select ${users.first_name} || ' ' || ${users.last_name}
  from ${users} where ${users.id} = ${trips.document_override_by})`;

/**
 * Set by the service, never by the address (the query schema strips it): a driver's or attendant's
 * person, whose trips alone they read; null for a crew profile with no person, who has none.
 */
export type CrewScope = { assigned_to?: string | null };

function crewFilter(person: string | null | undefined): SQL | undefined {
  if (person === undefined) return undefined;
  if (person === null) return sql`false`;
  return or(eq(trips.driver_id, person), eq(trips.attendant_id, person));
}

/**
 * A school's trips, read: lists and reads only. Trips are written by generation and by their status
 * changes, never by a record call, so this is no declared record type; declaring the table here also
 * lets a route, vehicle or employee with trips answer its refused delete with "it has 12 trips."
 */
export const tripRecords = tenantRecords({
  table: trips,
  columns: {
    id: trips.id,
    journey: trips.journey_id,
    journey_title: journeyTitle.as('journey_title'),
    journey_code: journeyCode.as('journey_code'),
    journey_direction: ofJourney<number>(journeys.direction).as('journey_direction'),
    journey_direction_title: ofJourney<string>(labelOf(journeys.direction, DIRECTIONS)).as(
      'journey_direction_title',
    ),
    journey_date: trips.journey_date,
    status: trips.status,
    status_title: labelOf(trips.status, TRIP_STATUSES).as('status_title'),
    detail: detail.as('detail'),
    vehicle: trips.vehicle_id,
    vehicle_registration_number: registration.as('vehicle_registration_number'),
    vehicle_code: ofVehicle<string>(vehicles.code).as('vehicle_code'),
    driver: trips.driver_id,
    driver_name: driverName.as('driver_name'),
    attendant: trips.attendant_id,
    attendant_name: nameOf(trips.attendant_id).as('attendant_name'),
    notes: trips.notes,
    odometer_start: trips.odometer_start,
    odometer_end: trips.odometer_end,
    started_at: isoMoment(trips.started_at).as('started_at'),
    ended_at: isoMoment(trips.ended_at).as('ended_at'),
    empty_bus_checked_at: isoMoment(trips.empty_bus_checked_at).as('empty_bus_checked_at'),
    empty_bus_latitude: sql<number | null>`${trips.empty_bus_latitude}::float8`.as('empty_bus_latitude'),
    empty_bus_longitude: sql<number | null>`${trips.empty_bus_longitude}::float8`.as('empty_bus_longitude'),
    document_override_reason: trips.document_override_reason,
    document_override_by: trips.document_override_by,
    document_override_by_name: overriddenBy.as('document_override_by_name'),
    document_override_at: isoMoment(trips.document_override_at).as('document_override_at'),
    // The vehicle's inspections (issue 25 §1): a trip's own read only.
    ...tripInspectionColumns,
  },
  notFound: TRIP_MESSAGES.notFound,
  listOmit: TRIP_INSPECTION_FIELDS,
  search: [journeyCode, journeyTitle, registration, driverName],
  orderings: { journey_date: trips.journey_date, status: trips.status },
  // A day's trips together, by route code.
  defaultOrder: [trips.journey_date, journeyCode],
  filters: (query: Omit<TripListQuery, 'search' | 'page' | 'page_size' | 'ordering'> & CrewScope) => [
    crewFilter(query.assigned_to),
    query.status ? eq(trips.status, Number(query.status)) : undefined,
    query.start_date ? gte(trips.journey_date, query.start_date) : undefined,
    query.end_date ? lte(trips.journey_date, query.end_date) : undefined,
    idFilter(trips.journey_id, query.journey),
    idFilter(trips.vehicle_id, query.vehicle),
    idFilter(trips.driver_id, query.driver),
  ],
});
