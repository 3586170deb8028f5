import { useEffect, useReducer, useRef } from 'react';
import type { LivePosition, TripEta, TripTrail } from '@app/shared/positions/live.schemas';
import { openLiveStream, type LiveEvent, type LiveStatus } from './live-stream';

/** A place on a trip's trail, when the bus was there. */
type TrailPoint = TripTrail['results'][number];

/** The school's buses as the live stream tells them, kept while a live screen is open. */
export type LiveData = {
  status: LiveStatus;
  /** Each vehicle's latest position, by vehicle id. */
  positions: ReadonlyMap<string, LivePosition>;
  /** Each trip's latest arrival estimates, by trip id. */
  etas: ReadonlyMap<string, TripEta>;
  /** The positions heard of each trip since the screen opened, oldest first: what extends its trail. */
  heard: ReadonlyMap<string, readonly TrailPoint[]>;
};

/** A trail heard live keeps this many points at most (a day's trip at one a second is far fewer). */
const MAX_HEARD = 5_000;

const INITIAL: LiveData = { status: 'connecting', positions: new Map(), etas: new Map(), heard: new Map() };

type Action = { type: 'status'; status: LiveStatus } | LiveEvent;

const isAfter = (a: string, b: string) => Date.parse(a) > Date.parse(b);

function reduce(state: LiveData, action: Action): LiveData {
  switch (action.type) {
    case 'status':
      return action.status === state.status ? state : { ...state, status: action.status };
    case 'snapshot':
      // The picture after a (re)connection replaces the last: a bus gone quiet for hours leaves it.
      return {
        ...state,
        positions: new Map(action.positions.map((position) => [position.vehicle, position])),
        heard: withHeard(state.heard, action.positions),
      };
    case 'positions': {
      const positions = new Map(state.positions);
      for (const position of action.positions) {
        const known = positions.get(position.vehicle);
        if (!known || isAfter(position.time, known.time)) positions.set(position.vehicle, position);
      }
      return { ...state, positions, heard: withHeard(state.heard, action.positions) };
    }
    case 'etas': {
      const etas = new Map(state.etas);
      for (const eta of action.etas) {
        const known = etas.get(eta.trip);
        if (!known || !isAfter(known.from_position_at, eta.from_position_at)) etas.set(eta.trip, eta);
      }
      return { ...state, etas };
    }
  }
}

/** Adds each trip's new positions to what was heard of it (a resent or older one is not added). */
function withHeard(heard: LiveData['heard'], positions: LivePosition[]): LiveData['heard'] {
  const onTrips = positions.filter((position) => position.trip !== null);
  if (onTrips.length === 0) return heard;
  const next = new Map(heard);
  for (const { trip, time, latitude, longitude } of onTrips) {
    const points = next.get(trip!) ?? [];
    const last = points.at(-1);
    if (last && !isAfter(time, last.time)) continue;
    next.set(trip!, [...points.slice(-(MAX_HEARD - 1)), { time, latitude, longitude }]);
  }
  return next;
}

/**
 * The school's buses live (issue 22 §4), pushed by the server rather than asked for: the stream is
 * opened when the screen opens, opened again after a drop (starting over from a new snapshot) and
 * closed when the screen closes. Not a TanStack query: it is no answer to keep or fetch again, and a
 * screen that opens gets the whole picture at once in the stream's first event.
 */
export function useLivePositions(): LiveData {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  useEffect(
    () =>
      openLiveStream({
        onEvent: dispatch,
        onStatus: (status) => dispatch({ type: 'status', status }),
      }),
    [],
  );
  return state;
}

/**
 * Asks for a screen's list of trips again when the stream names a trip the list lacks (a trip started
 * since the list came): once a trip, so that one the list will not have (ended meanwhile) asks no more.
 */
export function useRefetchOnNewTrip(
  live: LiveData,
  listed: ReadonlySet<string> | undefined,
  refetch: () => unknown,
): void {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!listed) return;
    let unknown = false;
    for (const { trip } of live.positions.values()) {
      if (trip === null || listed.has(trip) || asked.current.has(trip)) continue;
      asked.current.add(trip);
      unknown = true;
    }
    if (unknown) void refetch();
  }, [live.positions, listed, refetch]);
}
