import { z } from 'zod';
import { optionalReference, reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { DAY_NAMES, SCHOOL_DAYS, scheduleDaySchema, scheduleOf, weekdayBits } from '../common/weekdays';
import { STUDENT_MESSAGES } from '../students/student.schemas';
import { JOURNEY_MESSAGES } from '../journeys/journey.schemas';
import { MAX_SEQUENCE } from '../journey-stops/journey-stop.schemas';

/**
 * Which students ride a route, where they board and leave it, on which weekdays (spec part 2 §3, §7:
 * POST and DELETE /transport/student-journeys/). Beyond the spec: listed by route or student, read
 * and replaced (a schedule or a point changed) at the same path.
 */
export const studentJourneysResource = defineResource({
  name: 'student-journeys',
  path: '/transport/student-journeys/',
  orderingFields: ['student_name', 'admission_number', 'journey_code'],
});

export const STUDENT_JOURNEY_MESSAGES = {
  studentRequired: ref('riders.studentRequired'),
  journeyRequired: ref('riders.routeRequired'),
  invalidJourney: JOURNEY_MESSAGES.invalid,
  invalidStop: ref('riders.invalidStop'),
  pointRequired: ref('riders.pointRequired'),
  weekdayRequired: ref('riders.weekdayRequired'),
  invalidDay: ref('riders.invalidDay'),
  dayTwice: ref('riders.dayTwice'),
  sequence: ref('riders.sequenceRange', { max: MAX_SEQUENCE }),
  status: ref('riders.statusInvalid'),
  /** The console's, when the opposite point is ticked without its stop (spec part 2 §5). */
  oppositeStopRequired: ref('riders.oppositeStopRequired'),
} as const;
const m = STUDENT_JOURNEY_MESSAGES;

/** "Mary Wanjiru is already assigned to this route." (the unique index on active assignments). */
export const alreadyAssigned = (student: string) => ref('riders.alreadyAssigned', { student });

/** Monday to Friday, the schedule of an assignment sent without one (spec part 2 §4). */
export const SCHOOL_DAYS_SCHEDULE = scheduleOf(weekdayBits(SCHOOL_DAYS));

const scheduleSchema = z
  .array(
    z.object(
      {
        day_of_week: z
          .number({ error: m.invalidDay })
          .int(m.invalidDay)
          .min(1, m.invalidDay)
          .max(7, m.invalidDay),
        is_active: z.boolean({ error: m.invalidDay }),
      },
      { error: m.invalidDay },
    ),
    { error: m.invalidDay },
  )
  .superRefine((days, ctx) => {
    const seen = days.map((day) => day.day_of_week);
    if (new Set(seen).size !== seen.length) ctx.addIssue({ code: 'custom', message: m.dayTwice });
    else if (!days.some((day) => day.is_active)) ctx.addIssue({ code: 'custom', message: m.weekdayRequired });
  })
  // Days left out are days not ridden: the seven days back, Monday first.
  .transform((days) =>
    scheduleOf(weekdayBits(days.filter((day) => day.is_active).map((day) => day.day_of_week))),
  )
  .optional()
  .default(SCHOOL_DAYS_SCHEDULE);

/**
 * An assignment: a student on a route, boarding at `pick_point` and leaving at `drop_point` (stops of
 * that route; either may be empty, not both), on the schedule's weekdays. One active assignment of
 * a student per route.
 */
export const studentJourneyInputSchema = z
  .object({
    student: reference(m.studentRequired, STUDENT_MESSAGES.invalid),
    journey: reference(m.journeyRequired, m.invalidJourney),
    is_active: z.boolean({ error: m.status }).optional().default(true),
    // Bounded like a stop's: a number the database's integer cannot hold is the caller's 400, not a 500.
    sequence: z
      .number({ error: m.sequence })
      .int(m.sequence)
      .min(1, m.sequence)
      .max(MAX_SEQUENCE, m.sequence)
      .optional()
      .default(1),
    pick_point: optionalReference(m.invalidStop),
    drop_point: optionalReference(m.invalidStop),
    schedule: scheduleSchema,
  })
  .refine((assignment) => assignment.pick_point !== null || assignment.drop_point !== null, {
    path: ['pick_point'],
    message: m.pointRequired,
  });

const busDaySchema = scheduleDaySchema.extend({ day_name: z.enum(DAY_NAMES) });

export const studentJourneySchema = z.object({
  id: z.string(),
  student: z.string(),
  student_name: z.string(),
  admission_number: z.string(),
  /** The student's grade level and stream in the route's academic period; null when not enrolled then. */
  grade_level: z.string().nullable(),
  stream: z.string().nullable(),
  journey: z.string(),
  journey_title: z.string(),
  journey_code: z.string(),
  direction: z.number(),
  direction_title: z.string(),
  is_active: z.boolean(),
  sequence: z.number(),
  pick_point: z.string().nullable(),
  pick_point_title: z.string().nullable(),
  drop_point: z.string().nullable(),
  drop_point_title: z.string().nullable(),
  /** Seven days, Monday first, as sent. */
  schedule: z.array(scheduleDaySchema),
  /** The same seven days with their names, as the console shows them. */
  bus_schedule: z.array(busDaySchema),
});

/** `journey`: a route's riders; `student`: a student's routes; `is_active`: true or false. */
export const studentJourneyListQuerySchema = resourceListQuerySchema(studentJourneysResource, {
  journey: text().optional(),
  student: text().optional(),
  is_active: z.enum(['true', 'false'], { message: ref('riders.useTrueOrFalse') }).optional(),
});
export type StudentJourneyInput = z.input<typeof studentJourneyInputSchema>;
export type StudentJourney = z.infer<typeof studentJourneySchema>;
