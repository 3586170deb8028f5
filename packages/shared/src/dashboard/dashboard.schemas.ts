import { z } from 'zod';

/**
 * `GET /dashboard/` (issue 11 §2): the school's operations today at a glance, in one call, every
 * "today" being the school's calendar date in its time zone.
 */
export const DASHBOARD_PATH = '/dashboard/';

/** The days of the on-time chart, today included. */
export const ON_TIME_DAYS = 7;
/** Assignments ending within this many days from today are listed. */
export const ENDING_WITHIN_DAYS = 14;
/** How many vehicle codes, route codes and ending assignments a tile names at most. */
export const DASHBOARD_SAMPLE_SIZE = 5;

const count = z.number().int().min(0);

const onTimeDaySchema = z.object({
  date: z.string(),
  /** Stops arrived at (their first Arrived at Stop event) on that day's trips. */
  arrivals: count,
  /** Of those, the arrivals within ON_TIME_MINUTES of the stop's expected time, early or late. */
  on_time: count,
  /** on_time / arrivals in percent (0-100, one decimal); null on a day without arrivals. */
  rate: z.number().nullable(),
});

export const dashboardSchema = z.object({
  /** The school's date today (YYYY-MM-DD). */
  date: z.string(),
  /** Today's trips per status, 1 Scheduled to 4 Cancelled, every status present. */
  trips_by_status: z.array(z.object({ status: z.number().int(), status_title: z.string(), count })),
  /** Today's trips under way (status Active): how many, and the first route codes by code. */
  in_progress: z.object({ count, journey_codes: z.array(z.string()) }),
  /** Incident events whose time falls on today in the school's time zone. */
  incidents: count,
  /** Active vehicles with no active driver assignment covering today: how many, the first codes. */
  vehicles_without_driver: z.object({ count, codes: z.array(z.string()) }),
  /** Distinct students expected to board or leave today's trips that are not cancelled. */
  riders_expected: count,
  /** Arrivals on time, per day from ON_TIME_DAYS - 1 days ago to today, and over the whole week. */
  on_time: z.object({
    start_date: z.string(),
    days: z.array(onTimeDaySchema),
    arrivals: count,
    on_time: count,
    rate: z.number().nullable(),
  }),
  /**
   * Active driver assignments whose end date is between today and ENDING_WITHIN_DAYS from now, soonest
   * first: how many, and the first ones. (Vehicles and employees hold no document expiry dates.)
   */
  assignment_ends: z.object({
    count,
    results: z.array(
      z.object({
        id: z.string(),
        vehicle: z.string(),
        vehicle_code: z.string(),
        registration_number: z.string(),
        driver_name: z.string(),
        end_date: z.string(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
