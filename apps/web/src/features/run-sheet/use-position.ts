import { useCallback, useEffect, useRef } from 'react';

export type Position = { latitude: number; longitude: number };

/** A position older than this no longer says where an event happened. */
const FRESH_MS = 2 * 60 * 1000;

/** Seven decimals (about 1 cm), as the events keep them. */
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/**
 * Follows the device's location while the run sheet is open, when the browser has it and the person
 * allows it, and gives the latest fresh one for an event; without it (refused, indoors, no GPS) events
 * simply carry none.
 */
export function usePosition(): () => Position | undefined {
  const last = useRef<{ position: Position; at: number } | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      ({ coords, timestamp }) => {
        last.current = {
          position: { latitude: round(coords.latitude), longitude: round(coords.longitude) },
          at: timestamp,
        };
      },
      () => {
        // Refused or unavailable: events go without a location.
      },
      { enableHighAccuracy: true, maximumAge: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return useCallback(() => {
    const fix = last.current;
    return fix && Date.now() - fix.at <= FRESH_MS ? fix.position : undefined;
  }, []);
}
