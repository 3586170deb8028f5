import { describe, expect, it } from 'vitest';
import { english } from '@app/shared/i18n/english';
import { stopsForHomes, type ExistingStop, type Home } from './home-stops';
import { newStopTitles, titlesByZone } from './new-stop-titles';
import { metresBetween } from './route-times';

// Degrees of latitude per metre near the equator (Nairobi): homes and stops placed by metres north.
const NORTH = 1 / 111_195;
const BASE = { latitude: -1.3, longitude: 36.8 };
const at = (metresNorth: number, metresEast = 0) => ({
  latitude: BASE.latitude + metresNorth * NORTH,
  longitude: BASE.longitude + metresEast * NORTH,
});
const home = (name: string, metresNorth: number, metresEast = 0): Home => ({
  rider: { student: `id-${name}`, name },
  ...at(metresNorth, metresEast),
});
const stop = (id: string, metresNorth: number, is_active = true): ExistingStop => ({
  id,
  title: `Stop ${id}`,
  zone: 'zone-1',
  is_active,
  ...at(metresNorth),
});

describe('stops for homes', () => {
  it('gives a home the nearest active stop within the walk limit', () => {
    const placed = stopsForHomes(
      [home('Amani', 300), home('Baraka', 1450)],
      [stop('a', 0), stop('b', 600), stop('c', 1500)],
      500,
    );
    expect([...placed.atStops]).toEqual([
      ['b', [{ student: 'id-Amani', name: 'Amani' }]],
      ['c', [{ student: 'id-Baraka', name: 'Baraka' }]],
    ]);
    expect(placed.newStops).toEqual([]);
  });

  it('proposes a new stop where the only stop in reach is inactive, named after the nearest stop', () => {
    const placed = stopsForHomes([home('Amani', 300)], [stop('a', 0, false), stop('b', 3000)], 500);
    expect(placed.atStops.size).toBe(0);
    expect(placed.newStops).toHaveLength(1);
    expect(placed.newStops[0]!.nearest?.id).toBe('a');
    expect(metresBetween(placed.newStops[0]!, at(300))).toBeLessThan(2);
  });

  it('groups homes within the limit of each other into one stop at their mean, greedily', () => {
    // A-B 400 m, B-C 400 m, A-C 800 m: with a 500 m limit, A and B share a stop and C has its own.
    const homes = [home('A', 5000), home('B', 5400), home('C', 5800), home('D', 9000, 100)];
    const placed = stopsForHomes(homes, [stop('far', 0)], 500);
    expect(placed.newStops.map((found) => found.riders.map((rider) => rider.name))).toEqual([
      ['A', 'B'],
      ['C'],
      ['D'],
    ]);
    const [ab] = placed.newStops;
    expect(metresBetween(ab!, at(5200))).toBeLessThan(2);
    // Every home is within the limit of its new stop.
    for (const found of placed.newStops) {
      for (const rider of found.riders) {
        const own = homes.find((candidate) => candidate.rider.name === rider.name)!;
        expect(metresBetween(own, found)).toBeLessThanOrEqual(500);
      }
    }
  });

  it('names new stops after their nearest stop, numbered apart from the titles the zone has', () => {
    const taken = titlesByZone([{ zone: 'z', title: 'New stop 1 near Westside Mall' }]);
    const titles = newStopTitles(
      [
        { zone: 'z', near: 'Westside Mall' },
        { zone: 'z', near: 'Westside Mall' },
        { zone: null, near: null },
      ],
      taken,
      english,
    );
    expect(titles).toEqual(['New stop 2 near Westside Mall', 'New stop 3 near Westside Mall', 'New stop 1']);
  });
});
