import { z } from 'zod';
import {
  bothOrNeither,
  COORDINATE_DECIMALS,
  LATITUDE_LIMIT,
  LONGITUDE_LIMIT,
  optionalCoordinate,
} from '../common/coordinates';
import { text } from '../common/text';
import { LOCALES } from '../i18n/locales';
import { ref } from '../i18n/message-ref';

/** The school's own settings (beyond the spec; Administrators change them). */
export const SCHOOL_SETTINGS_PATH = '/schools/settings/';

/**
 * Route planning (issue 24): what every school starts with (the migration gives them to the schools
 * that were there before) and what the planner can work with.
 */
export const PLANNING_DEFAULTS = {
  arrival_window_start: '07:15',
  arrival_window_end: '07:45',
  dismissal_time: '15:30',
  max_ride_minutes: 45,
  walk_limit_metres: 800,
} as const;
export const PLANNING_LIMITS = {
  max_ride_minutes: { min: 5, max: 180 },
  walk_limit_metres: { min: 50, max: 5000 },
} as const;

export const SCHOOL_SETTINGS_MESSAGES = {
  nameRequired: ref('schoolSettings.nameRequired'),
  nameTooLong: ref('schoolSettings.nameTooLong', { max: 200 }),
  timeZone: ref('schoolSettings.timeZone'),
  costRequired: ref('schoolSettings.costRequired'),
  costRange: ref('schoolSettings.costRange'),
  costDecimals: ref('schoolSettings.costDecimals'),
  costPerHourNumber: ref('schoolSettings.costPerHourNumber'),
  costPerHourRange: ref('schoolSettings.costPerHourRange'),
  costPerHourDecimals: ref('schoolSettings.costPerHourDecimals'),
  currency: ref('schoolSettings.currency'),
  language: ref('schoolSettings.language'),
  saved: ref('schoolSettings.saved'),
  time: ref('schoolSettings.timeFormat'),
  arrivalWindowOrder: ref('schoolSettings.arrivalWindowOrder'),
  maxRideMinutes: ref('schoolSettings.maxRideMinutesRange', {
    min: PLANNING_LIMITS.max_ride_minutes.min,
    max: PLANNING_LIMITS.max_ride_minutes.max,
  }),
  walkLimitMetres: ref('schoolSettings.walkLimitMetresRange', {
    min: PLANNING_LIMITS.walk_limit_metres.min,
    max: PLANNING_LIMITS.walk_limit_metres.max,
  }),
  // The school's own place, both or neither, each as a bus stop's coordinate is checked.
  schoolLatitudeRequired: ref('schoolSettings.schoolLatitudeRequired'),
  schoolLongitudeRequired: ref('schoolSettings.schoolLongitudeRequired'),
  schoolLatitudeNumber: ref('schoolSettings.schoolLatitudeNumber'),
  schoolLongitudeNumber: ref('schoolSettings.schoolLongitudeNumber'),
  schoolLatitudeRange: ref('schoolSettings.schoolLatitudeRange'),
  schoolLongitudeRange: ref('schoolSettings.schoolLongitudeRange'),
  schoolLatitudeDecimals: ref('schoolSettings.schoolLatitudeDecimals', { decimals: COORDINATE_DECIMALS }),
  schoolLongitudeDecimals: ref('schoolSettings.schoolLongitudeDecimals', { decimals: COORDINATE_DECIMALS }),
  inspectionRequired: ref('schoolSettings.inspectionRequiredInvalid'),
} as const;
const m = SCHOOL_SETTINGS_MESSAGES;

/** IANA time zone names this runtime knows, plus UTC (which the list leaves out). */
export function timeZoneNames(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC')];
}

/** ISO 4217 codes this runtime knows (and can name, for the currency list). */
export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

/** What numeric(10, 2) holds: 99,999,999.99 at most, in cents. */
export const MAX_COST_PER_KM = 99_999_999.99;

/** A time of day of the planning settings: HH:MM on a 24-hour clock (minutes are what a plan works in). */
const planningTime = () => z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);

/** An amount of the school's currency per unit, as numeric(10, 2) holds it: 0 to MAX_COST_PER_KM, in cents. */
const cost = (messages: { type: string; range: string; decimals: string }) =>
  z
    .number({ error: messages.type })
    .min(0, messages.range)
    .max(MAX_COST_PER_KM, messages.range)
    // The shortest text of the number, as JavaScript writes it: 12.345 and 1e-7 have more than 2.
    .refine((amount) => !/\.\d{3}|e-/.test(String(amount)), messages.decimals);

/** Whole units from min to max; one message for anything else. */
const wholeBetween = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

/** Both times of the arrival window when both are valid, for the refinement that compares them. */
function arrivalWindowOf(value: unknown): { start: string; end: string } | undefined {
  const { arrival_window_start: start, arrival_window_end: end } = (value ?? {}) as Record<string, unknown>;
  const times = z.object({ start: planningTime(), end: planningTime() }).safeParse({ start, end });
  return times.success ? times.data : undefined;
}

export const schoolSettingsInputSchema = z
  .object({
    name: text({ error: m.nameRequired }).min(1, m.nameRequired).max(200, m.nameTooLong),
    // Trip dates, expected times and lateness are reckoned in this zone.
    time_zone: text({ error: m.timeZone }).refine((name) => timeZoneNames().includes(name), m.timeZone),
    // Cost Analysis: distance times this, in the currency below.
    cost_per_km: cost({ type: m.costRequired, range: m.costRange, decimals: m.costDecimals }),
    // A field trip's cost (issue 25 §4): its km times cost_per_km plus its hours out times this; left
    // out: unchanged (a client that predates it).
    cost_per_hour: cost({
      type: m.costPerHourNumber,
      range: m.costPerHourRange,
      decimals: m.costPerHourDecimals,
    }).optional(),
    currency: text({ error: m.currency }).refine((code) => currencyCodes().includes(code), m.currency),
    // The language of the school's people who have not chosen one (ADR 019); left out: unchanged.
    default_language: z.enum(LOCALES, { error: m.language }).optional(),
    // Route planning (issue 24); each left out: unchanged, so a client that knows none of them keeps them.
    /** The window in which the morning buses deliver pupils to school: HH:MM, the end after the start. */
    arrival_window_start: planningTime().optional(),
    arrival_window_end: planningTime().optional(),
    /** When the afternoon routes leave school, HH:MM. */
    dismissal_time: planningTime().optional(),
    /** The longest a pupil may ride, in whole minutes. */
    max_ride_minutes: wholeBetween(PLANNING_LIMITS.max_ride_minutes, m.maxRideMinutes).optional(),
    /** The farthest a pupil may walk to a stop, in whole metres. */
    walk_limit_metres: wholeBetween(PLANNING_LIMITS.walk_limit_metres, m.walkLimitMetres).optional(),
    /**
     * Where the school is: where the morning routes end and the afternoon routes start. Degrees, both
     * or neither; null is not set (a new school), and the planner asks for it.
     */
    school_latitude: optionalCoordinate(LATITUDE_LIMIT, {
      number: m.schoolLatitudeNumber,
      range: m.schoolLatitudeRange,
      decimals: m.schoolLatitudeDecimals,
    }),
    school_longitude: optionalCoordinate(LONGITUDE_LIMIT, {
      number: m.schoolLongitudeNumber,
      range: m.schoolLongitudeRange,
      decimals: m.schoolLongitudeDecimals,
    }),
    /** Trips start only after a pre-trip inspection of their vehicle (issue 25 §1); left out: unchanged. */
    pre_trip_inspection_required: z.boolean({ error: m.inspectionRequired }).optional(),
  })
  .refine(
    (settings) => {
      const window = arrivalWindowOf(settings);
      return !window || window.end > window.start;
    },
    {
      path: ['arrival_window_end'],
      message: m.arrivalWindowOrder,
      // Said beside the other fields' messages, as soon as both times are valid.
      when: (payload) => arrivalWindowOf(payload.value) !== undefined,
    },
  )
  .superRefine(
    ...bothOrNeither(
      { latitude: 'school_latitude', longitude: 'school_longitude' },
      { latitudeRequired: m.schoolLatitudeRequired, longitudeRequired: m.schoolLongitudeRequired },
    ),
  );
export const schoolSettingsSchema = z.object({
  name: z.string(),
  time_zone: z.string(),
  cost_per_km: z.number(),
  cost_per_hour: z.number(),
  currency: z.string(),
  default_language: z.enum(LOCALES),
  arrival_window_start: z.string(),
  arrival_window_end: z.string(),
  dismissal_time: z.string(),
  max_ride_minutes: z.number(),
  walk_limit_metres: z.number(),
  school_latitude: z.number().nullable(),
  school_longitude: z.number().nullable(),
  pre_trip_inspection_required: z.boolean(),
});
export type SchoolSettingsInput = z.input<typeof schoolSettingsInputSchema>;
/** A change as the schema lets it in (the school's place as numbers, or null). */
export type SchoolSettingsChange = z.output<typeof schoolSettingsInputSchema>;
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
