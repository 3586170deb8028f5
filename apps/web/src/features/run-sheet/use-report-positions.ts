import { useEffect } from 'react';
import { tripPositionsPath, type RunSheetPositions } from '@app/shared/positions/live.schemas';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

type Position = RunSheetPositions['positions'][number];

/** A fix at most this often: a bus moves about 50 m in 5 s, enough for stops 40 m wide. */
const MIN_GAP_MS = 5_000;
/** The fixes gathered meanwhile go together, one call every 10 s. */
const SEND_EVERY_MS = 10_000;
/** Kept while the server cannot be reached (about 8 minutes); older ones give way, the newest matter most. */
const KEEP = 100;

const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
/** Whether a failed send may succeed later (no network, a server down), so its fixes are kept. */
const transient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * While the trip is under way and the run sheet is open, the phone's positions go to the server as
 * the bus's (issue 22 §1), for the Live Map, the ETAs and the arrivals at stops. A browser stops this
 * when the screen is off or another app is in front: docs/gps-devices.md says which tracker app to
 * install for a phone that must report all the time.
 */
export function useReportPositions(tripId: string, active: boolean): void {
  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    const queue: Position[] = [];
    let last = 0;
    let sending = false;
    const watch = navigator.geolocation.watchPosition(
      ({ coords, timestamp }) => {
        if (timestamp - last < MIN_GAP_MS) return;
        last = timestamp;
        queue.push({
          time: new Date(timestamp).toISOString(),
          latitude: round(coords.latitude),
          longitude: round(coords.longitude),
          accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
          speed: coords.speed !== null && Number.isFinite(coords.speed) ? coords.speed : null,
          // NaN when standing: no direction.
          heading: coords.heading !== null && Number.isFinite(coords.heading) ? coords.heading : null,
        });
        if (queue.length > KEEP) queue.splice(0, queue.length - KEEP);
      },
      () => {
        // Refused or unavailable: the trip runs without positions, as before.
      },
      { enableHighAccuracy: true, maximumAge: MIN_GAP_MS },
    );
    const timer = setInterval(() => {
      if (sending || queue.length === 0) return;
      sending = true;
      const batch = queue.splice(0, queue.length);
      api
        .post(tripPositionsPath(tripId), { positions: batch })
        .catch((error: unknown) => {
          // Sent again with the next ones once the network is back; refused ones are not.
          const room = KEEP - queue.length;
          if (transient(error) && room > 0) queue.unshift(...batch.slice(-room));
        })
        .finally(() => {
          sending = false;
        });
    }, SEND_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [tripId, active]);
}
