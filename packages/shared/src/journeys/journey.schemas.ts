import { z } from 'zod';
import { ACADEMIC_PERIOD_MESSAGES } from '../academic-periods/academic-period.schemas';
import { timeString } from '../common/dates';
import { optionalReference, reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { documentOverrideReasonSchema } from '../documents/document-checks.schemas';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { DAY_NAMES } from '../common/weekdays';

/** Routes: one run to or from school with its stops in order (spec part 2 §2–3; DESIGN §5 Journey). */
export const journeysResource = defineResource({
  name: 'journeys',
  path: '/transport/journeys/',
  orderingFields: ['code', 'title', 'start_time'],
});

export const DIRECTIONS = [
  { id: 1, label: 'To School' },
  { id: 2, label: 'From School' },
] as const;
export type Direction = (typeof DIRECTIONS)[number]['id'];
/** Directions by name, for code that builds or reads a particular one. */
export const DIRECTION = { toSchool: 1, fromSchool: 2 } as const satisfies Record<string, Direction>;

export const JOURNEY_MESSAGES = {
  titleRequired: ref('routes.titleRequired'),
  codeRequired: ref('routes.codeRequired'),
  direction: ref('routes.directionInvalid'),
  periodRequired: ref('routes.periodRequired'),
  vehicleRequired: ref('routes.vehicleRequired'),
  startRequired: ref('routes.startRequired'),
  endRequired: ref('routes.endRequired'),
  time: ref('routes.timeFormat'),
  endAfterStart: ref('routes.endAfterStart'),
  duplicateCode: ref('routes.codeTaken'),
  invalidVehicle: ref('routes.invalidVehicle'),
  invalidAttendant: ref('routes.invalidAttendant'),
  invalid: ref('routes.invalidRoute'),
  notFound: ref('routes.notFound'),
} as const;
const m = JOURNEY_MESSAGES;

export const journeyInputSchema = z
  .object({
    title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, ref('routes.titleTooLong')),
    code: text({ error: m.codeRequired }).min(1, m.codeRequired).max(20, ref('routes.codeTooLong')),
    // Sent as a number (spec part 2 §5).
    direction: z.union([z.literal(1), z.literal(2)], { message: m.direction }),
    start_time: timeString(m.time, m.startRequired),
    end_time: timeString(m.time, m.endRequired),
    default_vehicle: reference(m.vehicleRequired, m.invalidVehicle),
    attendant: optionalReference(m.invalidAttendant),
    academic_period: reference(m.periodRequired, ACADEMIC_PERIOD_MESSAGES.invalid),
    is_active: z
      .boolean({ message: ref('routes.statusInvalid') })
      .optional()
      .default(true),
    /** A manager's reason to assign a vehicle or attendant with an expired document (issue 25 §3). */
    document_override_reason: documentOverrideReasonSchema.optional(),
  })
  .refine((journey) => isAfter(timesOf(journey)), {
    path: ['end_time'],
    message: m.endAfterStart,
    // Said beside the other fields' messages, as soon as both times are valid.
    when: (payload) => timesOf(payload.value) !== undefined,
  });

const isAfter = (times: { start: string; end: string } | undefined) => !times || times.end > times.start;

/** Both times of a journey-like value when both are valid, for refinements that compare them. */
function timesOf(value: unknown): { start: string; end: string } | undefined {
  const { start_time: start, end_time: end } = (value ?? {}) as Record<string, unknown>;
  const times = z.object({ start: timeString(), end: timeString() }).safeParse({ start, end });
  return times.success ? times.data : undefined;
}

export const journeyVehicleSchema = z.object({
  id: z.string(),
  registration_number: z.string(),
  code: z.string(),
  max_capacity: z.number(),
  is_active: z.boolean(),
});
export const journeySchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  direction: z.number(),
  direction_title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  default_vehicle: z.string(),
  default_vehicle_details: journeyVehicleSchema,
  attendant: z.string().nullable(),
  attendant_name: z.string().nullable(),
  academic_period: z.string(),
  academic_period_title: z.string(),
  is_active: z.boolean(),
  stop_count: z.number(),
});
export const journeyListQuerySchema = resourceListQuerySchema(journeysResource, {
  direction: z.enum(['1', '2'], { message: ref('routes.useDirection') }).optional(),
  academic_period: text().optional(),
  is_active: z.enum(['true', 'false'], { message: ref('routes.useTrueOrFalse') }).optional(),
});
export type JourneyInput = z.input<typeof journeyInputSchema>;
export type Journey = z.infer<typeof journeySchema>;

/** Riders of a route per weekday against its vehicle's capacity: `GET /transport/journeys/{id}/load/`. */
export const journeyLoadPath = (id: string) => `${journeysResource.itemPath(id)}load/`;
export const journeyLoadSchema = z.object({
  capacity: z.number(),
  over_capacity: z.boolean(),
  days: z.array(
    z.object({
      day_of_week: z.number(),
      day_name: z.enum(DAY_NAMES),
      riders: z.number(),
      over_capacity: z.boolean(),
    }),
  ),
});
export type JourneyLoad = z.infer<typeof journeyLoadSchema>;

/** "06:30:00" as "06:30", as times are shown. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}
