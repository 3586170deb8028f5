import { http, HttpResponse } from 'msw';
import type { LivePosition, TripEta } from '@app/shared/positions/live.schemas';
import { tripId } from './trip-fixtures.test-helpers';
import { TEST_API } from './signed-in';

// The school's live stream (GET /transport/positions/live/, Server-Sent Events) as a fake server sends
// it: each opening is a stream the test writes to and ends when it likes.

type FakeStream = {
  /** The request's headers: the console's token, school and profile. */
  headers: Headers;
  /** Writes text as it comes over the wire (a message may be split anywhere). */
  raw: (text: string) => void;
  /** Writes one event: its name and its JSON data. */
  send: (event: 'snapshot' | 'positions' | 'etas', data: LivePosition[] | TripEta[]) => void;
  /** Ends the stream, as a server restart or a proxy's timeout does. */
  end: () => void;
};

/** Every stream the console opened, oldest first, and the handler that opens them. */
export function fakeLiveStreams() {
  const opened: FakeStream[] = [];
  const handler = http.get(`${TEST_API}/transport/positions/live/`, ({ request }) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let ended = false;
    const body = new ReadableStream<Uint8Array>({
      start: (own) => {
        controller = own;
      },
      cancel: () => {
        ended = true;
      },
    });
    const raw = (text: string) => {
      if (!ended) controller.enqueue(encoder.encode(text));
    };
    opened.push({
      headers: request.headers,
      raw,
      send: (event, data) => raw(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => {
        if (ended) return;
        ended = true;
        controller.close();
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { opened, handler };
}

/** A bus's position as the stream sends it; `secondsAgo` before now (the test's clock). */
export const livePosition = (
  vehicle: string,
  trip: string | null,
  changes: Partial<LivePosition> & { secondsAgo?: number } = {},
): LivePosition => {
  const { secondsAgo = 0, ...rest } = changes;
  return {
    vehicle,
    device: `device-of-${vehicle}`,
    trip,
    time: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    latitude: -1.2921,
    longitude: 36.8219,
    speed: 8,
    heading: 90,
    accuracy: 5,
    ...rest,
  };
};

/** A trip's estimates: its next stop (Hillside School, second) at `eta`, `delay` seconds late. */
export const tripEta = (
  trip: string,
  vehicle: string,
  { delay, eta, basis = 'learned' }: { delay: number | null; eta: string; basis?: 'learned' | 'schedule' },
): TripEta => ({
  trip,
  vehicle,
  from_position_at: new Date().toISOString(),
  delay_seconds: delay,
  stops: [
    {
      trip_stop: `${trip}-stop-2`,
      sequence: 2,
      title: 'Hillside School',
      planned: eta,
      eta,
      basis,
    },
  ],
});

/** A trip id of the fixtures that no list has. */
export const unlistedTrip = tripId(99);
