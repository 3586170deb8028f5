import { z } from 'zod';
import { coordinate, COORDINATE_DECIMALS, LATITUDE_LIMIT, LONGITUDE_LIMIT } from '../common/coordinates';
import { reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { activeFlagSchema, descriptionSchema, ZONE_MESSAGES } from '../zones/zone.schemas';

/** Places where students board or leave a bus, each in a zone (spec part 2, Zones). */
export const busStopsResource = defineResource({
  name: 'bus-stops',
  path: '/transport/bus-stops/',
  orderingFields: ['title', 'zone_title'],
});

/**
 * Metres from a stop within which a bus has arrived at it (issue 22 §2), from its positions: 40 unless
 * the office sets the stop's own, from a kerbside stop in a clear sky (10) to a school's yard (500). A
 * bus has left once 10 m further out (ARRIVAL_RADIUS.departureGap): the gap keeps a bus standing at the
 * stop, its fixes wandering, from leaving and arriving again.
 */
export const ARRIVAL_RADIUS = { default: 40, min: 10, max: 500, departureGap: 10 } as const;

export const BUS_STOP_MESSAGES = {
  zoneRequired: ref('busStops.zoneRequired'),
  titleRequired: ref('busStops.titleRequired'),
  titleMax: ref('busStops.titleTooLong'),
  latitudeRequired: ref('busStops.latitudeRequired'),
  longitudeRequired: ref('busStops.longitudeRequired'),
  latitudeNumber: ref('busStops.latitudeNumber'),
  longitudeNumber: ref('busStops.longitudeNumber'),
  latitudeRange: ref('busStops.latitudeRange'),
  longitudeRange: ref('busStops.longitudeRange'),
  latitudeDecimals: ref('busStops.latitudeDecimals', { decimals: COORDINATE_DECIMALS }),
  longitudeDecimals: ref('busStops.longitudeDecimals', { decimals: COORDINATE_DECIMALS }),
  duplicate: ref('busStops.titleTaken'),
  invalid: ref('busStops.invalidBusStop'),
  arrivalRadius: ref('busStops.arrivalRadiusRange', { min: ARRIVAL_RADIUS.min, max: ARRIVAL_RADIUS.max }),
} as const;
const m = BUS_STOP_MESSAGES;

export const busStopInputSchema = z.object({
  zone: reference(m.zoneRequired, ZONE_MESSAGES.invalid),
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, m.titleMax),
  description: descriptionSchema,
  latitude: coordinate(LATITUDE_LIMIT, {
    required: m.latitudeRequired,
    number: m.latitudeNumber,
    range: m.latitudeRange,
    decimals: m.latitudeDecimals,
  }),
  longitude: coordinate(LONGITUDE_LIMIT, {
    required: m.longitudeRequired,
    number: m.longitudeNumber,
    range: m.longitudeRange,
    decimals: m.longitudeDecimals,
  }),
  is_active: activeFlagSchema,
  /** Whole metres; the default when not given. */
  arrival_radius: z
    .number({ message: m.arrivalRadius })
    .int(m.arrivalRadius)
    .min(ARRIVAL_RADIUS.min, m.arrivalRadius)
    .max(ARRIVAL_RADIUS.max, m.arrivalRadius)
    .optional()
    .default(ARRIVAL_RADIUS.default),
});
export const busStopSchema = z.object({
  id: z.string(),
  zone: z.string(),
  zone_title: z.string(),
  title: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_active: z.boolean(),
  /** Metres (ARRIVAL_RADIUS). */
  arrival_radius: z.number(),
});
export const busStopListQuerySchema = resourceListQuerySchema(busStopsResource, {
  /** The stops of one zone (spec: GET /transport/bus-stops/?zone={zone}). */
  zone: text().optional(),
});
export type BusStopInput = z.input<typeof busStopInputSchema>;
export type BusStop = z.infer<typeof busStopSchema>;
