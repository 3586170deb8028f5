import { chainRoutes, type TimedRoute } from './bus-chains';
import { type CompiledProblem, schoolPlace, travel } from './compiled-problem';
import { randomInt } from './random';
import { routeDuration, type SchoolRoute } from './school-route';
import type { SchoolRouteSearch } from './school-route-search';

/** One school's routes under one cap, as the buses see them. */
export interface Choice {
  routes: readonly SchoolRoute[];
  timed: TimedRoute[];
  /** Seconds its routes drive. */
  travel: number;
}

export function choiceOf(compiled: CompiledProblem, school: number, search: SchoolRouteSearch): Choice {
  const arrival = compiled.arrival[school]!;
  const end = schoolPlace(compiled, school);
  return {
    routes: search.routes,
    travel: search.travel,
    timed: search.routes.map((route) => ({
      first: route.stops[0]!,
      end,
      start: arrival - routeDuration(search.context, route),
      arrival,
    })),
  };
}

export interface Evaluation {
  buses: number;
  /** Buses first (a bus outweighs any driving), then every second driven. */
  score: number;
  routes: TimedRoute[];
  next: Int32Array;
}

const BUS_WEIGHT = 1e9;

/**
 * Chooses which cap's routes each school runs so the district needs the fewest buses: a hill climb
 * (a school at a time tries its other caps and keeps the first that scores better), and, while
 * there is time, iterated local search (Lourenço, Martin and Stützle, 2003): a few schools moved
 * to other caps at random, climbed again, kept if no worse.
 */
export class CapChooser {
  /** Each school's chosen cap (an index into its choices). */
  readonly chosen: number[];
  private choices: Choice[][] = [];
  private score = Number.POSITIVE_INFINITY;
  // The last matching, by route: the next evaluation starts from it (most routes are the same).
  private readonly lastSuccessor = new WeakMap<TimedRoute, TimedRoute>();

  constructor(
    private readonly compiled: CompiledProblem,
    private readonly random: () => number,
    schoolCount: number,
  ) {
    this.chosen = Array.from({ length: schoolCount }, () => 0);
  }

  get buses(): number {
    return Math.floor(this.score / BUS_WEIGHT);
  }

  /** New routes for the caps (the searches went on): the choice stays, its score is taken again. */
  update(choices: Choice[][]): void {
    this.choices = choices;
    this.score = this.evaluate().score;
  }

  current(): Choice[] {
    return this.chosen.map((cap, school) => this.choices[school]![cap]!);
  }

  evaluate(): Evaluation {
    const { compiled } = this;
    const chosen = this.current();
    const routes = chosen.flatMap((choice) => choice.timed);
    const indexOf = new Map(routes.map((route, index) => [route, index]));
    const hint = Int32Array.from(routes, (route) => {
      const successor = this.lastSuccessor.get(route);
      return successor === undefined ? -1 : (indexOf.get(successor) ?? -1);
    });
    const next = chainRoutes(routes, compiled, hint);
    let buses = routes.length;
    let driving = chosen.reduce((sum, choice) => sum + choice.travel, 0);
    const hasPrevious = new Uint8Array(routes.length);
    next.forEach((to, from) => {
      if (to === -1) {
        this.lastSuccessor.delete(routes[from]!);
        return;
      }
      this.lastSuccessor.set(routes[from]!, routes[to]!);
      buses--;
      hasPrevious[to] = 1;
      driving += travel(compiled, routes[from]!.end, routes[to]!.first);
    });
    hasPrevious.forEach((has, index) => {
      if (!has) driving += travel(compiled, compiled.depot, routes[index]!.first);
    });
    return { buses, score: buses * BUS_WEIGHT + driving, routes, next };
  }

  /** Climbs until a whole pass over the schools changes nothing; calls `report` on each gain. */
  climb(stopped: () => boolean, report: (buses: number) => void): void {
    for (let changed = true; changed && !stopped();) {
      changed = false;
      for (const school of this.shuffledSchools()) {
        if (stopped()) break;
        const kept = this.chosen[school]!;
        for (let cap = 0; cap < this.choices[school]!.length; cap++) {
          if (cap === kept) continue;
          this.chosen[school] = cap;
          const score = this.evaluate().score;
          if (score < this.score - 1e-6) {
            this.score = score;
            changed = true;
            report(this.buses);
            break;
          }
          this.chosen[school] = kept;
        }
      }
    }
  }

  /** Moves one to three schools to other caps at random and climbs; undoes it if the score is worse. */
  kick(stopped: () => boolean, report: (buses: number) => void): void {
    const saved = [...this.chosen];
    const savedScore = this.score;
    for (let moves = randomInt(this.random, 1, 3); moves > 0; moves--) {
      const school = Math.floor(this.random() * this.chosen.length);
      this.chosen[school] = Math.floor(this.random() * this.choices[school]!.length);
    }
    this.score = this.evaluate().score;
    this.climb(stopped, () => undefined);
    if (this.score <= savedScore + 1e-6) {
      if (this.score < savedScore - 1e-6) report(this.buses);
      return;
    }
    saved.forEach((cap, school) => (this.chosen[school] = cap));
    this.score = savedScore;
  }

  private shuffledSchools(): number[] {
    const order = this.chosen.map((_, school) => school);
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(this.random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    return order;
  }
}
