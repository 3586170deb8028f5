import { z } from 'zod';
import { dateString } from '../common/dates';
import { listQuerySchema, pageSchema } from '../common/list';
import { text } from '../common/text';
import { LOCALES } from '../i18n/locales';
import { ref } from '../i18n/message-ref';
import { RIDER_STATUSES } from '../trips/trip.schemas';

/**
 * What a guardian reads (issue 23 §2, ADR 022): calls of a guardian's profile (profile type 300)
 * only, answered from the caller's own links to their children; a child not linked to the caller, or
 * a trip their child does not ride, is 404 as another school's record is.
 */
export const FAMILY_PATHS = {
  /** GET: the caller's children (familyChildrenSchema). */
  children: '/family/children/',
  /** GET ?date=YYYY-MM-DD (default the school's today): that day's trips of the child (familyTripsSchema). */
  childTrips: (child: string) => `/family/children/${child}/trips/`,
  /** GET ?page&page_size: the child's trips of the last two weeks before today, newest first (familyHistorySchema). */
  childHistory: (child: string) => `/family/children/${child}/history/`,
  /** GET: upcoming absences; POST absenceInputSchema: the child will not ride on a date. */
  absences: (child: string) => `/family/children/${child}/absences/`,
  /** DELETE: the family takes an absence back (204). */
  absence: (child: string, absence: string) => `/family/children/${child}/absences/${absence}/`,
  /**
   * GET ?child=<id>: Server-Sent Events while the trip is active and the child is on it (see
   * FAMILY_LIVE_EVENTS); 404 otherwise. The stream ends when the trip ends.
   */
  live: (trip: string) => `/family/trips/${trip}/live/`,
  /** GET: the caller's notice settings (the defaults when never saved); PUT noticeSettingsInputSchema. */
  settings: '/family/settings/',
} as const;

/** How many days back the history reaches (issue 23 §2: the last two weeks). */
export const FAMILY_HISTORY_DAYS = 14;

export const FAMILY_MESSAGES = {
  childNotFound: ref('family.childNotFound'),
  tripNotFound: ref('family.tripNotFound'),
  absenceNotFound: ref('family.absenceNotFound'),
  dateRequired: ref('family.dateRequired'),
  dateInPast: ref('family.dateInPast'),
  part: ref('family.partInvalid'),
  absenceTaken: ref('family.absenceTaken'),
  minutesBefore: ref('family.minutesBeforeInvalid', { min: 1, max: 60 }),
  channel: ref('family.channelInvalid'),
  quietTime: ref('family.quietTimeInvalid'),
  quietBoth: ref('family.quietBoth'),
  language: ref('family.languageInvalid'),
} as const;
const m = FAMILY_MESSAGES;

/** A child of the caller, with the flags of the caller's link to them. */
export const familyChildSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  full_name: z.string(),
  /** RELATIONSHIPS of student-guardians (1 Mother, 2 Father, 3 Legal Guardian). */
  relationship: z.number(),
  is_primary: z.boolean(),
  emergency_contact: z.boolean(),
  /** False: the school sends this guardian no notices about this child. */
  trip_notifications: z.boolean(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;
export const familyChildrenSchema = z.object({ results: z.array(familyChildSchema) });
export type FamilyChildren = z.infer<typeof familyChildrenSchema>;

/** What happens to the child at their stop of a trip: boarding ('pickup') or leaving ('dropoff'). */
export const FAMILY_STOP_ROLES = ['pickup', 'dropoff'] as const;

/** One trip a child rides, as their family sees it: their stop only, never the other riders. */
export const familyTripSchema = z.object({
  trip: z.string(),
  /** YYYY-MM-DD, the trip's day. */
  date: z.string(),
  route_title: z.string(),
  /** DIRECTIONS of journeys (1 To School, 2 From School). */
  direction: z.number(),
  /** TRIP_STATUSES (1 Scheduled, 2 Active, 3 Completed, 4 Cancelled). */
  status: z.number(),
  stop: z.object({
    trip_stop: z.string(),
    title: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    role: z.enum(FAMILY_STOP_ROLES),
    /** The schedule's time at the stop (ISO 8601, UTC). */
    expected_time: z.string(),
    /** While the trip is active and the bus has not passed the stop: when it is expected (ISO 8601), else null. */
    eta: z.string().nullable(),
  }),
  /** Where the child is on this trip (expected, picked_up, dropped_off, absent). */
  rider_status: z.enum(RIDER_STATUSES),
  /** The moments of the child's Pickup, Dropoff and Student Absent events on this trip (ISO 8601), null before. */
  picked_up_at: z.string().nullable(),
  dropped_off_at: z.string().nullable(),
  marked_absent_at: z.string().nullable(),
  /** The family (or the office) said the child will not ride this trip. */
  will_not_ride: z.boolean(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type FamilyTrip = z.infer<typeof familyTripSchema>;

export const familyTripsQuerySchema = z.object({ date: dateString().optional() });
export type FamilyTripsQuery = z.input<typeof familyTripsQuerySchema>;
export const familyTripsSchema = z.object({
  /** The day answered (YYYY-MM-DD): the one asked, or the school's today. */
  date: z.string(),
  /** The school's time zone, in which the family app shows the times. */
  time_zone: z.string(),
  trips: z.array(familyTripSchema),
});
export type FamilyTrips = z.infer<typeof familyTripsSchema>;

export const familyHistoryQuerySchema = listQuerySchema.pick({ page: true, page_size: true });
export type FamilyHistoryQuery = z.infer<typeof familyHistoryQuerySchema>;
export const familyHistorySchema = pageSchema(familyTripSchema);
export type FamilyHistory = z.infer<typeof familyHistorySchema>;

export const familyLiveQuerySchema = z.object({ child: text({ error: m.childNotFound }) });

/**
 * The live stream's events (`event:` name → data):
 * - `position`: FamilyBusPosition, the trip's bus (first its latest, then each new one);
 * - `eta`: FamilyStopEta, the estimate at the child's stop (after each position; null once passed);
 * - `end`: { status }, the trip is no longer active (the stream then closes).
 */
export const FAMILY_LIVE_EVENTS = ['position', 'eta', 'end'] as const;
export const familyBusPositionSchema = z.object({
  time: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
});
export type FamilyBusPosition = z.infer<typeof familyBusPositionSchema>;
export const familyStopEtaSchema = z.object({
  trip_stop: z.string(),
  /** ISO 8601; null when the bus has passed the stop. */
  eta: z.string().nullable(),
  /** Whole minutes from the position's time to the ETA (0 or more); null with no ETA. */
  minutes: z.number().int().nullable(),
});
export type FamilyStopEta = z.infer<typeof familyStopEtaSchema>;
export const familyLiveEndSchema = z.object({ status: z.number() });

/** Morning: the child is not picked up that day; afternoon: not dropped off; both. */
export const ABSENCE_PARTS = ['morning', 'afternoon', 'both'] as const;
export type AbsencePart = (typeof ABSENCE_PARTS)[number];

export const absenceInputSchema = z.object({
  date: dateString(undefined, m.dateRequired),
  part: z.enum(ABSENCE_PARTS, { error: m.part }),
});
export type AbsenceInput = z.input<typeof absenceInputSchema>;
export const absenceSchema = z.object({
  id: z.string(),
  date: z.string(),
  part: z.enum(ABSENCE_PARTS),
});
export type Absence = z.infer<typeof absenceSchema>;
export const absencesSchema = z.object({ results: z.array(absenceSchema) });
export type Absences = z.infer<typeof absencesSchema>;

/** 'HH:MM' on a 24-hour clock, in the school's time zone. */
const QUIET_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const quietTime = z.string({ error: m.quietTime }).regex(QUIET_TIME_PATTERN, m.quietTime).nullable();
const channelFlag = z.boolean({ error: m.channel });

/** A guardian's notice settings; quiet hours both or neither, and may pass midnight (22:00 to 06:00). */
export const noticeSettingsInputSchema = z
  .object({
    minutes_before: z
      .number({ error: m.minutesBefore })
      .int(m.minutesBefore)
      .min(1, m.minutesBefore)
      .max(60, m.minutesBefore),
    push: channelFlag,
    sms: channelFlag,
    email: channelFlag,
    quiet_from: quietTime,
    quiet_until: quietTime,
    /** null: the school's default language. */
    language: z.enum(LOCALES, { error: m.language }).nullable(),
  })
  .refine((s) => (s.quiet_from === null) === (s.quiet_until === null), {
    path: ['quiet_until'],
    message: m.quietBoth,
  });
export type NoticeSettingsInput = z.input<typeof noticeSettingsInputSchema>;
export const noticeSettingsSchema = z.object({
  minutes_before: z.number(),
  push: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  quiet_from: z.string().nullable(),
  quiet_until: z.string().nullable(),
  language: z.enum(LOCALES).nullable(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

/**
 * A guardian's notice settings before they save any (issue 23 §3): 5 minutes ahead, push and SMS,
 * no quiet hours, the school's language; the guardian_notice_settings columns' defaults (the server's
 * settings test checks a row made with them reads the same).
 */
export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  minutes_before: 5,
  push: true,
  sms: true,
  email: false,
  quiet_from: null,
  quiet_until: null,
  language: null,
};
