import { z } from 'zod';
import { BUS_STOP_MESSAGES } from '../bus-stops/bus-stop.schemas';
import { timeString } from '../common/dates';
import { MAX_PAGE_SIZE } from '../common/list';
import { reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { JOURNEY_MESSAGES, shortTime } from '../journeys/journey.schemas';

/** A route's stops in order, each at a bus stop and a time (spec part 2 §3; DESIGN §5 Journey stop). */
export const journeyStopsResource = defineResource({
  name: 'journey-stops',
  path: '/transport/journey-stops/',
  orderingFields: ['sequence', 'expected_time'],
});

export const MAX_SEQUENCE = 999;
export const JOURNEY_STOP_MESSAGES = {
  journeyRequired: ref('routeStops.routeRequired'),
  busStopRequired: ref('routeStops.busStopRequired'),
  sequence: ref('routeStops.sequenceRequired'),
  sequenceWhole: ref('routeStops.sequenceWhole'),
  sequenceMax: ref('routeStops.sequenceTooHigh', { max: MAX_SEQUENCE }),
  expectedRequired: ref('routeStops.expectedRequired'),
  time: ref('routeStops.timeFormat'),
  notFound: ref('routeStops.notFound'),
  reorderList: ref('routeStops.reorderList'),
} as const;
const m = JOURNEY_STOP_MESSAGES;

/** "Expected time must be between 06:30 and 07:45, the route's time range." */
export function outsideRangeMessage(range: { start_time: string; end_time: string }): string {
  return ref('routeStops.outsideRange', {
    start: shortTime(range.start_time),
    end: shortTime(range.end_time),
  });
}

/** "Sequence 3 is already used by Main Gate in this route." */
export function sequenceTakenMessage(sequence: number, busStopTitle: string | undefined): string {
  return busStopTitle === undefined
    ? ref('routeStops.sequenceTakenByAnother', { sequence })
    : ref('routeStops.sequenceTaken', { sequence, stop: busStopTitle });
}

// The console's zone field is only a filter of the bus stops and is dropped on submit (spec part 2 §5).
export const journeyStopInputSchema = z.object({
  journey: reference(m.journeyRequired, JOURNEY_MESSAGES.invalid),
  bus_stop: reference(m.busStopRequired, BUS_STOP_MESSAGES.invalid),
  sequence: z
    .number({ message: m.sequence })
    .int(m.sequenceWhole)
    .min(1, m.sequence)
    .max(MAX_SEQUENCE, m.sequenceMax),
  expected_time: timeString(m.time, m.expectedRequired),
});

const riderSchema = z.object({ id: z.string(), student: z.string(), student_name: z.string() });
export const journeyStopSchema = z.object({
  id: z.string(),
  journey: z.string(),
  bus_stop: z.string(),
  bus_stop_title: z.string(),
  zone: z.string(),
  zone_title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  sequence: z.number(),
  expected_time: z.string(),
  /** Active assignments boarding here; `id` is the assignment's. */
  pick_students: z.array(riderSchema),
  /** Active assignments leaving here. */
  drop_students: z.array(riderSchema),
});
export const journeyStopListQuerySchema = resourceListQuerySchema(journeyStopsResource, {
  journey: text().optional(),
});
export type JourneyStopInput = z.input<typeof journeyStopInputSchema>;
export type JourneyStop = z.infer<typeof journeyStopSchema>;

/** `POST /transport/journey-stops/reorder/`: a route's stops, every one once, in their new order. */
export const JOURNEY_STOPS_REORDER_PATH = `${journeyStopsResource.path}reorder/`;
export const journeyStopsReorderSchema = z.object({
  journey: reference(m.journeyRequired, JOURNEY_MESSAGES.invalid),
  stops: z
    // Any other id is simply not one of the route's stops: one message for the whole list.
    .array(
      text({ error: m.reorderList }).transform((id) => id.toLowerCase()),
      { message: m.reorderList },
    )
    .min(1, m.reorderList)
    .max(MAX_PAGE_SIZE, m.reorderList),
});
export type JourneyStopsReorder = z.input<typeof journeyStopsReorderSchema>;
