import { ref } from '@app/shared/i18n/message-ref';

export interface TitledNewStop {
  zone: string | null;
  near: string | null;
}

/**
 * Titles for new stops, unique in their zones as bus stops' are (zone, lower(title)): "New stop 1
 * near Westside Mall", numbered from 1 for each stop they are named after, skipping the titles the
 * zone has. Named after the nearest existing stop rather than a pupil, as a stop's title is read by
 * every family who uses it. `taken` holds each zone's titles, lower-cased; it gains the new ones.
 */
export function newStopTitles(
  stops: readonly TitledNewStop[],
  taken: Map<string, Set<string>>,
  word: (text: string) => string,
): string[] {
  return stops.map((stop) => {
    const zone = stop.zone ?? '';
    const titles = taken.get(zone) ?? new Set<string>();
    taken.set(zone, titles);
    for (let number = 1; ; number++) {
      const title = word(
        stop.near
          ? ref('routePlans.newStopNear', { number, stop: stop.near })
          : ref('routePlans.newStop', { number }),
      );
      if (!titles.has(title.toLowerCase())) {
        titles.add(title.toLowerCase());
        return title;
      }
    }
  });
}

/** Each zone's titles, lower-cased, as `newStopTitles` takes them. */
export function titlesByZone(stops: readonly { zone: string; title: string }[]): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  for (const stop of stops) {
    const titles = taken.get(stop.zone) ?? new Set<string>();
    titles.add(stop.title.toLowerCase());
    taken.set(stop.zone, titles);
  }
  return taken;
}
