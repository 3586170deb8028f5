import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { call, familyFixtures, type TestGuardian } from '../src/features/family/family.test-helpers';
import type { TestTrip } from '../src/features/trip-events/trips.test-helpers';
import { appWithSchool, signedInAs, type SignedIn } from './factories';
import { liveHeaders } from './live-stream';

// Issue 23 §4: two families in one school and a family in another, every family call and the live
// stream, each caller against the others' ids: 0 leaks. Family 1 is a child with two guardians (the
// father's link with trip notifications off); family 2 a guardian with two children; family 3 is
// in another school. Every child rides an active trip of their own, and one shared with another family.
const { t, school } = await appWithSchool();
const other = await signedInAs(t);
const f = familyFixtures(t);

type Family = { guardians: TestGuardian[]; children: { id: string; name: string; trip: TestTrip }[] };
const families: Family[] = [];
let shared: TestTrip;
const absences = new Map<string, string>();

async function family(
  as: SignedIn,
  guardians: number,
  names: string[],
  flags: Record<string, unknown>[] = [],
) {
  const made: Family = { guardians: [], children: [] };
  for (let i = 0; i < guardians; i++) made.guardians.push(await f.guardian(as));
  for (const name of names) {
    const id = (await f.people.student(as, { first_name: name, last_name: 'Privacy' })).id;
    for (const [i, guardian] of made.guardians.entries())
      await f.link(as, id, guardian.guardian, flags[i] ?? {});
    const trip = await f.trips.trip(as, { status: STATUS.active });
    await f.rides(trip, id);
    made.children.push({ id, name, trip });
  }
  return made;
}

beforeAll(async () => {
  families.push(await family(school, 2, ['Amani'], [{}, { relationship: 2, trip_notifications: false }]));
  families.push(await family(school, 1, ['Baraka', 'Chiku']));
  families.push(await family(other, 1, ['Dalia']));
  // Amani and Baraka on one bus too: each family sees their own child's stop on it, never the other's.
  shared = await f.trips.trip(school, { status: STATUS.active });
  await f.rides(shared, families[0]!.children[0]!.id, 0, 2);
  await f.rides(shared, families[1]!.children[0]!.id, 1, 2);
  for (const each of families) {
    for (const child of each.children) {
      const made = await call(t, each.guardians[0]!, 'POST', FAMILY_PATHS.absences(child.id), {
        date: await f.trips.today(school),
        part: 'afternoon',
      });
      expect(made.status).toBe(201);
      absences.set(child.id, made.body.id);
    }
  }
});

const callers = () =>
  families.flatMap((each, index) => each.guardians.map((guardian) => ({ guardian, index })));
const othersOf = (index: number) => families.filter((_, i) => i !== index).flatMap((each) => each.children);

describe('the privacy matrix', () => {
  it('lists each caller their own children and nobody else, whatever the link’s flags', async () => {
    for (const { guardian, index } of callers()) {
      const response = await call(t, guardian, 'GET', FAMILY_PATHS.children);
      expect(response.status).toBe(200);
      expect(response.body.results.map((child: { id: string }) => child.id).sort()).toEqual(
        families[index]!.children.map((child) => child.id).sort(),
      );
    }
  });

  it("answers 404 to every call about another family's child, and leaks no name of theirs", async () => {
    let calls = 0;
    for (const { guardian, index } of callers()) {
      for (const child of othersOf(index)) {
        const attempts = [
          await call(t, guardian, 'GET', FAMILY_PATHS.childTrips(child.id)),
          await call(t, guardian, 'GET', FAMILY_PATHS.childHistory(child.id)),
          await call(t, guardian, 'GET', FAMILY_PATHS.absences(child.id)),
          await call(t, guardian, 'POST', FAMILY_PATHS.absences(child.id), {
            date: await f.trips.today(school),
            part: 'morning',
          }),
          await call(t, guardian, 'DELETE', FAMILY_PATHS.absence(child.id, absences.get(child.id)!)),
        ];
        for (const response of attempts) {
          expect(response.status).toBe(404);
          expect(JSON.stringify(response.body)).not.toContain(child.name);
          calls++;
        }
        const live = await fetch(`${t.url}/api${FAMILY_PATHS.live(child.trip.id)}?child=${child.id}`, {
          headers: liveHeaders(guardian),
        });
        expect(live.status).toBe(404);
        await live.body?.cancel();
      }
    }
    // Family 1's two guardians against three children, family 2 against two, family 3 against three.
    expect(calls).toBe(5 * (2 * 3 + 2 + 3));
  });

  it("answers 404 to one's own child with another family's trip or absence", async () => {
    for (const { guardian, index } of callers()) {
      const own = families[index]!.children[0]!;
      for (const child of othersOf(index)) {
        const live = await fetch(`${t.url}/api${FAMILY_PATHS.live(child.trip.id)}?child=${own.id}`, {
          headers: liveHeaders(guardian),
        });
        expect(live.status).toBe(404);
        await live.body?.cancel();
        const gone = await call(t, guardian, 'DELETE', FAMILY_PATHS.absence(own.id, absences.get(child.id)!));
        expect(gone.status).toBe(404);
      }
    }
  });

  it("shows a child's own stop on a shared bus and never the other riders", async () => {
    const [amani, baraka] = [families[0]!.children[0]!, families[1]!.children[0]!];
    for (const [guardian, child, stop, stranger] of [
      [families[0]!.guardians[1]!, amani, 0, baraka],
      [families[1]!.guardians[0]!, baraka, 1, amani],
    ] as const) {
      const response = await call(t, guardian, 'GET', FAMILY_PATHS.childTrips(child.id));
      expect(response.status).toBe(200);
      const onShared = response.body.trips.find((trip: { trip: string }) => trip.trip === shared.id);
      expect(onShared.stop.trip_stop).toBe(shared.stops[stop]!.id);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(stranger.id);
      expect(text).not.toContain(stranger.name);
    }
  });

  it('opens the bus of a trip only while it is active', async () => {
    const amani = families[0]!.children[0]!;
    const mother = families[0]!.guardians[0]!;
    for (const status of [STATUS.scheduled, STATUS.completed, STATUS.cancelled]) {
      const trip = await f.trips.trip(school, { status });
      await f.rides(trip, amani.id);
      const live = await fetch(`${t.url}/api${FAMILY_PATHS.live(trip.id)}?child=${amani.id}`, {
        headers: liveHeaders(mother),
      });
      expect(live.status).toBe(404);
      await live.body?.cancel();
    }
    const open = await fetch(`${t.url}/api${FAMILY_PATHS.live(amani.trip.id)}?child=${amani.id}`, {
      headers: liveHeaders(mother),
    });
    expect(open.status).toBe(200);
    await open.body?.cancel();
  });
});
