import { z } from 'zod';
import { dateString, timeString } from '../common/dates';
import { optionalReference, reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { requiredNote, text } from '../common/text';
import { documentOverrideReasonSchema } from '../documents/document-checks.schemas';
import { ref } from '../i18n/message-ref';
import {
  APPROVAL_STATUSES,
  APPROVER_ROLE_IDS,
  FIELD_TRIP_DECISIONS,
  FIELD_TRIP_STATUSES,
} from './field-trip-codes';

/**
 * Field trips (issue 25 §4): a teacher's or the office's request (date, times, destination,
 * passengers, vehicles needed, notes) goes through the school's approval steps in their order
 * (for example the head teacher, then the transport manager); the office then assigns each vehicle
 * with its driver, never double booked against regular trips or other field trips (the database
 * decides, also when two requests race), prints the trip sheet, and records the actual distance and
 * time, from which the school's rates give the cost. Every step is in the audit log.
 */
export const fieldTripStepsResource = defineResource({
  name: 'field-trip-steps',
  path: '/transport/field-trip-steps/',
  orderingFields: ['position', 'title'],
});

export const fieldTripsResource = defineResource({
  name: 'field-trips',
  path: '/transport/field-trips/',
  orderingFields: ['trip_date', 'title', 'status', 'created_at'],
});

/** `POST` {decision, note}: the caller decides the step whose turn it is. */
export const fieldTripDecisionPath = (id: string) => `${fieldTripsResource.itemPath(id)}decision/`;
/** `PUT` {assignments, document_override_reason?}: the trip's vehicles and drivers, all at once. */
export const fieldTripAssignmentsPath = (id: string) => `${fieldTripsResource.itemPath(id)}assignments/`;
/** `POST` {actual_distance_km, actual_minutes}: the trip is done; its cost at the school's rates. */
export const fieldTripCompletePath = (id: string) => `${fieldTripsResource.itemPath(id)}complete/`;
/** `POST` {reason}: the request or the trip is called off; its vehicles and drivers are free again. */
export const fieldTripCancelPath = (id: string) => `${fieldTripsResource.itemPath(id)}cancel/`;
/** `GET`: the trip sheet, a PDF for the drivers and the teacher in charge. */
export const fieldTripSheetPath = (id: string) => `${fieldTripsResource.itemPath(id)}trip-sheet/`;
/** `GET ?month=YYYY-MM`: every field trip of a month the caller may see, for the calendar. */
export const FIELD_TRIP_CALENDAR_PATH = `${fieldTripsResource.path}calendar/`;

export const MAX_FIELD_TRIP_PASSENGERS = 1000;
export const MAX_FIELD_TRIP_VEHICLES = 20;
/** A week: the longest a field trip's recorded time can be, in minutes. */
export const MAX_FIELD_TRIP_MINUTES = 7 * 24 * 60;
export const MAX_FIELD_TRIP_KM = 10_000;

export const FIELD_TRIP_MESSAGES = {
  // Approval steps (School Setup).
  stepTitleRequired: ref('fieldTrips.stepTitleRequired'),
  stepTitleTooLong: ref('fieldTrips.stepTitleTooLong'),
  stepTitleTaken: ref('fieldTrips.stepTitleTaken'),
  stepRoleInvalid: ref('fieldTrips.stepRoleInvalid'),
  stepPositionInvalid: ref('fieldTrips.stepPositionInvalid'),
  stepNotFound: ref('fieldTrips.stepNotFound'),
  // The request.
  titleRequired: ref('fieldTrips.titleRequired'),
  titleTooLong: ref('fieldTrips.titleTooLong'),
  destinationRequired: ref('fieldTrips.destinationRequired'),
  destinationTooLong: ref('fieldTrips.destinationTooLong'),
  dateRequired: ref('fieldTrips.dateRequired'),
  dateInPast: ref('fieldTrips.dateInPast'),
  departsRequired: ref('fieldTrips.departsRequired'),
  returnsRequired: ref('fieldTrips.returnsRequired'),
  time: ref('fieldTrips.timeFormat'),
  returnsAfterDeparts: ref('fieldTrips.returnsAfterDeparts'),
  passengersInvalid: ref('fieldTrips.passengersInvalid', { max: MAX_FIELD_TRIP_PASSENGERS }),
  vehiclesNeededInvalid: ref('fieldTrips.vehiclesNeededInvalid', { max: MAX_FIELD_TRIP_VEHICLES }),
  notesTooLong: ref('fieldTrips.notesTooLong'),
  notFound: ref('fieldTrips.notFound'),
  statusInvalid: ref('fieldTrips.statusInvalid'),
  monthInvalid: ref('fieldTrips.monthInvalid'),
  /** A request can be changed only before its first decision, by its requester or the office. */
  notEditable: ref('fieldTrips.notEditable'),
  // Decisions.
  decisionInvalid: ref('fieldTrips.decisionInvalid'),
  rejectNoteRequired: ref('fieldTrips.rejectNoteRequired'),
  noteTooLong: ref('fieldTrips.noteTooLong'),
  /** 409: the request is not waiting for a decision (approved, rejected, cancelled…). */
  notAwaitingDecision: ref('fieldTrips.notAwaitingDecision'),
  /** 403, values {step}: the step whose turn it is belongs to another role. */
  notYourStep: ref('fieldTrips.notYourStep'),
  // Assignments.
  assignmentsRequired: ref('fieldTrips.assignmentsRequired'),
  vehicleRequired: ref('fieldTrips.vehicleRequired'),
  invalidVehicle: ref('fieldTrips.invalidVehicle'),
  driverRequired: ref('fieldTrips.driverRequired'),
  invalidDriver: ref('fieldTrips.invalidDriver'),
  vehicleTwice: ref('fieldTrips.vehicleTwice'),
  driverTwice: ref('fieldTrips.driverTwice'),
  /** values {needed}: as many vehicles as the request needs, no more, no fewer. */
  vehicleCount: ref('fieldTrips.vehicleCount'),
  /** values {seats, passengers}. */
  tooFewSeats: ref('fieldTrips.tooFewSeats'),
  vehicleInactive: ref('fieldTrips.vehicleInactive'),
  vehicleOutOfService: ref('fieldTrips.vehicleOutOfService'),
  notADriver: ref('fieldTrips.notADriver'),
  /** 409: assignments are made once every step has approved, and until the trip is done. */
  notAssignable: ref('fieldTrips.notAssignable'),
  /** 409, values {vehicle, title, date, from, to}: booked on another field trip at that time. */
  vehicleBookedFieldTrip: ref('fieldTrips.vehicleBookedFieldTrip'),
  driverBookedFieldTrip: ref('fieldTrips.driverBookedFieldTrip'),
  /** 409, values {vehicle|driver, route, date, from, to}: on a regular trip at that time. */
  vehicleBookedTrip: ref('fieldTrips.vehicleBookedTrip'),
  driverBookedTrip: ref('fieldTrips.driverBookedTrip'),
  /** 409 to trip generation and trip changes, values {vehicle|driver, title, date, from, to}. */
  tripClashesVehicle: ref('fieldTrips.tripClashesVehicle'),
  tripClashesDriver: ref('fieldTrips.tripClashesDriver'),
  // Completion and cancellation.
  distanceInvalid: ref('fieldTrips.distanceInvalid', { max: MAX_FIELD_TRIP_KM }),
  minutesInvalid: ref('fieldTrips.minutesInvalid', { max: MAX_FIELD_TRIP_MINUTES }),
  /** 409: only a scheduled trip, on or after its day, can be completed. */
  notCompletable: ref('fieldTrips.notCompletable'),
  notYetDone: ref('fieldTrips.notYetDone'),
  cancelReasonRequired: ref('fieldTrips.cancelReasonRequired'),
  /** 409: a completed, rejected or cancelled trip stays as it is. */
  notCancellable: ref('fieldTrips.notCancellable'),
  /** 409: the trip sheet exists once vehicles and drivers are assigned. */
  noTripSheet: ref('fieldTrips.noTripSheet'),
  /** 403: assigning, completing and the steps are the office's. */
  officeOnly: ref('fieldTrips.officeOnly'),
} as const;
const m = FIELD_TRIP_MESSAGES;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

export const fieldTripStepInputSchema = z.object({
  title: text({ error: m.stepTitleRequired }).min(1, m.stepTitleRequired).max(100, m.stepTitleTooLong),
  role_id: z.union(
    APPROVER_ROLE_IDS.map((id) => z.literal(id)),
    { message: m.stepRoleInvalid },
  ),
  /** Where it comes (1 first); absent: after the last step. */
  position: wholeNumber(1, 99, m.stepPositionInvalid).optional(),
});
export const fieldTripStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  role_id: z.number(),
  position: z.number(),
});
export const fieldTripStepListQuerySchema = resourceListQuerySchema(fieldTripStepsResource);

export const fieldTripInputSchema = z
  .object({
    title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(150, m.titleTooLong),
    destination: text({ error: m.destinationRequired })
      .min(1, m.destinationRequired)
      .max(200, m.destinationTooLong),
    trip_date: dateString(undefined, m.dateRequired),
    departs_at: timeString(m.time, m.departsRequired),
    returns_at: timeString(m.time, m.returnsRequired),
    passengers: wholeNumber(1, MAX_FIELD_TRIP_PASSENGERS, m.passengersInvalid),
    vehicles_needed: wholeNumber(1, MAX_FIELD_TRIP_VEHICLES, m.vehiclesNeededInvalid),
    notes: text({ multiline: true }).max(2000, m.notesTooLong).optional().default(''),
  })
  .refine((trip) => trip.returns_at > trip.departs_at, {
    path: ['returns_at'],
    message: m.returnsAfterDeparts,
    when: (payload) => {
      const times = z.object({ departs_at: timeString(), returns_at: timeString() }).safeParse(payload.value);
      return times.success;
    },
  });

export const fieldTripApprovalSchema = z.object({
  id: z.string(),
  position: z.number(),
  /** The step's title and role as they were when the trip was requested. */
  title: z.string(),
  role_id: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string(),
});

export const fieldTripAssignmentSchema = z.object({
  id: z.string(),
  vehicle: z.string(),
  /** The vehicle's registration number, and its seats. */
  vehicle_label: z.string(),
  vehicle_capacity: z.number(),
  driver: z.string(),
  driver_name: z.string(),
});

export const fieldTripSchema = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  trip_date: z.string(),
  departs_at: z.string(),
  returns_at: z.string(),
  passengers: z.number(),
  vehicles_needed: z.number(),
  notes: z.string(),
  status: z.enum(FIELD_TRIP_STATUSES),
  requested_by_name: z.string(),
  created_at: z.string(),
  /** The step whose turn it is while requested; null otherwise. */
  current_step_title: z.string().nullable(),
  current_step_role: z.number().nullable(),
  /** Whether the caller may decide that step, and may still change the request. */
  can_decide: z.boolean(),
  can_edit: z.boolean(),
  /** The registration numbers of the assigned vehicles, in order. */
  vehicle_labels: z.array(z.string()),
  actual_distance_km: z.number().nullable(),
  actual_minutes: z.number().nullable(),
  cost: z.number().nullable(),
  currency: z.string(),
});
export const fieldTripDetailSchema = fieldTripSchema.extend({
  approvals: z.array(fieldTripApprovalSchema),
  assignments: z.array(fieldTripAssignmentSchema),
  cancel_reason: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The rates the cost was worked out with, as they were at completion. */
  cost_per_km: z.number().nullable(),
  cost_per_hour: z.number().nullable(),
});

export const fieldTripListQuerySchema = resourceListQuerySchema(fieldTripsResource, {
  status: z.enum(FIELD_TRIP_STATUSES, { message: m.statusInvalid }).optional(),
  date_from: dateString().optional(),
  date_to: dateString().optional(),
  /** Only the requests waiting for a decision the caller may take. */
  awaiting_me: z.enum(['true', 'false'], { message: m.statusInvalid }).optional(),
});

export const fieldTripCalendarQuerySchema = z.object({
  month: z.string({ message: m.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid),
});
export const fieldTripCalendarSchema = z.object({ month: z.string(), trips: z.array(fieldTripSchema) });

export const fieldTripDecisionInputSchema = z
  .object({
    decision: z.enum(FIELD_TRIP_DECISIONS, { message: m.decisionInvalid }),
    /**
     * The approval the caller saw waiting (its id in `approvals`): when given, a decision lands on it
     * or not at all (409), so an administrator's second click does not decide the next step unseen.
     */
    step: optionalReference(m.stepNotFound),
    note: text({ multiline: true }).max(1000, m.noteTooLong).optional().default(''),
  })
  .superRefine((value, context) => {
    if (value.decision === 'rejected' && value.note.trim() === '')
      context.addIssue({ code: 'custom', path: ['note'], message: m.rejectNoteRequired });
  });

export const fieldTripAssignmentInputSchema = z.object({
  vehicle: reference(m.vehicleRequired, m.invalidVehicle),
  driver: reference(m.driverRequired, m.invalidDriver),
});
export const fieldTripAssignmentsInputSchema = z.object({
  assignments: z
    .array(fieldTripAssignmentInputSchema, { message: m.assignmentsRequired })
    .min(1, m.assignmentsRequired)
    .max(MAX_FIELD_TRIP_VEHICLES, m.assignmentsRequired),
  /** A manager's reason to assign a vehicle or driver with an expired document (issue 25 §3). */
  document_override_reason: documentOverrideReasonSchema.optional(),
});

export const fieldTripCompleteInputSchema = z.object({
  actual_distance_km: z
    .number({ message: m.distanceInvalid })
    .min(0, m.distanceInvalid)
    .max(MAX_FIELD_TRIP_KM, m.distanceInvalid)
    .multipleOf(0.1, m.distanceInvalid),
  actual_minutes: wholeNumber(1, MAX_FIELD_TRIP_MINUTES, m.minutesInvalid),
});

export const fieldTripCancelInputSchema = z.object({
  reason: requiredNote(1000, { required: m.cancelReasonRequired, tooLong: m.noteTooLong }),
});

export type FieldTripStepInput = z.input<typeof fieldTripStepInputSchema>;
export type FieldTripStep = z.infer<typeof fieldTripStepSchema>;
export type FieldTripInput = z.input<typeof fieldTripInputSchema>;
export type FieldTrip = z.infer<typeof fieldTripSchema>;
export type FieldTripDetail = z.infer<typeof fieldTripDetailSchema>;
export type FieldTripListQuery = z.infer<typeof fieldTripListQuerySchema>;
export type FieldTripCalendar = z.infer<typeof fieldTripCalendarSchema>;
export type FieldTripDecisionInput = z.input<typeof fieldTripDecisionInputSchema>;
export type FieldTripAssignmentsInput = z.input<typeof fieldTripAssignmentsInputSchema>;
export type FieldTripCompleteInput = z.input<typeof fieldTripCompleteInputSchema>;
export type FieldTripCancelInput = z.input<typeof fieldTripCancelInputSchema>;
