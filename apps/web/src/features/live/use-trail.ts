import { useMemo } from 'react';
import type { LiveData } from '../../lib/use-live-positions';
import { useTripTrail } from './live.api';

/**
 * A trip's trail on the map, oldest first: its positions so far as the server had them when the trip
 * was chosen, then each position heard live after the last of them. Where the server's could not be had,
 * what was heard live is drawn alone (and `failed` says so).
 */
export function useTrail(trip: string | null, live: LiveData) {
  const fetched = useTripTrail(trip);
  const heard = trip === null ? undefined : live.heard.get(trip);
  const base = fetched.data?.results;
  const points = useMemo(() => {
    if (trip === null) return null;
    const known = base ?? [];
    const last = known.at(-1);
    const since = last ? Date.parse(last.time) : -Infinity;
    const later = (heard ?? []).filter((point) => Date.parse(point.time) > since);
    return [...known, ...later].map(({ latitude, longitude }): [number, number] => [latitude, longitude]);
  }, [trip, base, heard]);
  return { points, failed: fetched.isError };
}
