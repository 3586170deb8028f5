import { z } from 'zod';
import { ref } from '../i18n/message-ref';
import { tripsResource } from '../trips/trip.schemas';

/**
 * The school's buses live (issue 22 §4): a Server-Sent Events stream. Its events:
 * - `snapshot`: LivePosition[], each vehicle's latest good position of the last hours (first, and
 *   again after every reconnection);
 * - `positions`: LivePosition[], what changed since, a few times a second at most;
 * - `etas`: TripEta[], the remaining stops' arrival estimates of the trips whose bus just moved
 *   (and, after the snapshot, of every trip under way that has a position).
 */
export const LIVE_POSITIONS_PATH = '/transport/positions/live/';

export const livePositionSchema = z.object({
  vehicle: z.string(),
  device: z.string(),
  /** The trip under way the position belongs to; null off a trip. */
  trip: z.string().nullable(),
  /** When the device fixed it (ISO 8601, UTC). */
  time: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres a second. */
  speed: z.number().nullable(),
  /** Degrees clockwise from north. */
  heading: z.number().nullable(),
  /** Metres. */
  accuracy: z.number().nullable(),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

/**
 * What an estimate stands on: segment times learned from the school's own past trips (by segment
 * and hour of the day), or the schedule's times where too few past trips drove that segment.
 */
export const ETA_BASES = ['learned', 'schedule'] as const;
export type EtaBasis = (typeof ETA_BASES)[number];

export const stopEtaSchema = z.object({
  trip_stop: z.string(),
  sequence: z.number().int(),
  title: z.string(),
  /** The schedule's time for the stop (ISO 8601, UTC). */
  planned: z.string(),
  /** When the bus is expected there (ISO 8601, UTC). */
  eta: z.string(),
  basis: z.enum(ETA_BASES),
});
export type StopEta = z.infer<typeof stopEtaSchema>;

export const tripEtaSchema = z.object({
  trip: z.string(),
  vehicle: z.string(),
  /** The time of the position the estimates were made from. */
  from_position_at: z.string(),
  /** The next stop's estimate minus its planned time, in seconds: positive when late; null when none is left. */
  delay_seconds: z.number().int().nullable(),
  /** The stops not reached yet, in order: the first is the next stop. */
  stops: z.array(stopEtaSchema),
});
export type TripEta = z.infer<typeof tripEtaSchema>;

/** A trip's ETAs now (404 when the trip is not under way or its bus has sent no position). */
export const tripEtaPath = (trip: string) => `${tripsResource.path}${trip}/eta/`;

/** The trip's good positions so far, oldest first: its trail on the Live Map. */
export const tripPositionsPath = (trip: string) => `${tripsResource.path}${trip}/positions/`;
export const trailPointSchema = z.object({ time: z.string(), latitude: z.number(), longitude: z.number() });
export const tripTrailSchema = z.object({ results: z.array(trailPointSchema) });
export type TripTrail = z.infer<typeof tripTrailSchema>;

/**
 * Positions the run sheet sends from the driver's phone while a trip is under way and the screen is
 * open (POST to the trip's positions path); a batch, so a phone that lost the network catches up.
 */
const ranged = (low: number, high: number, message: string) =>
  z.number({ error: message }).min(low, { error: message }).max(high, { error: message });
export const runSheetPositionSchema = z.object({
  time: z.iso.datetime({ offset: true, error: ref('gps.timeInvalid') }),
  latitude: ranged(-90, 90, ref('gps.latitudeRange')),
  longitude: ranged(-180, 180, ref('gps.longitudeRange')),
  accuracy: ranged(0, 100_000, ref('gps.accuracyInvalid')).nullable().optional(),
  speed: ranged(0, 200, ref('gps.speedInvalid')).nullable().optional(),
  heading: ranged(0, 360, ref('gps.headingRange')).nullable().optional(),
});
export const runSheetPositionsSchema = z.object({
  positions: z.array(runSheetPositionSchema).min(1).max(100),
});
export type RunSheetPositions = z.input<typeof runSheetPositionsSchema>;

/** After this long without a position, the screens say when the bus was last seen. */
export const LAST_SEEN_AFTER_MS = 60_000;
