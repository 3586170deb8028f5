import { randomInt } from './random';
import { greedyRepair, regretRepair, type Repair, ROUTE_WEIGHT } from './route-repairs';
import { randomRemoval, relatedRemoval, type Removal, routeRemoval, worstRemoval } from './route-removals';
import { savingsRoutes } from './savings';
import { routeTravel, type RouteContext, type SchoolRoute } from './school-route';

const REMOVALS: Removal[] = [randomRemoval, relatedRemoval, routeRemoval, worstRemoval];
const REPAIRS: Repair[] = [greedyRepair, regretRepair];
// Ropke and Pisinger's scores: a new best, better than the current, accepted though worse.
const SCORE = { best: 33, better: 9, accepted: 13 } as const;
const SEGMENT = 100;
const REACTION = 0.1;

const clone = (routes: readonly SchoolRoute[]) =>
  routes.map((route) => ({ stops: [...route.stops], load: route.load, ride: route.ride }));

/**
 * One school's routes under one ride cap, improved by adaptive large neighbourhood search (Ropke and
 * Pisinger, 2006): each step takes some stops out (at random, related, a whole route, the costliest)
 * and puts them back (greedy with noise, or regret-2); the operators that led to better plans are
 * chosen more often; a worse plan is kept with simulated annealing's chance. Fewer routes first,
 * then fewer seconds driven. The search can be resumed: `improve` goes on from where it stopped.
 */
export class SchoolRouteSearch {
  private current: SchoolRoute[];
  private currentCost: number;
  private bestRoutes: SchoolRoute[];
  private bestCost: number;
  private temperature: number;
  private readonly removalWeights = REMOVALS.map(() => 1);
  private readonly repairWeights = REPAIRS.map(() => 1);
  private readonly removalScores = REMOVALS.map(() => ({ score: 0, uses: 0 }));
  private readonly repairScores = REPAIRS.map(() => ({ score: 0, uses: 0 }));
  private iterations = 0;

  constructor(
    readonly context: RouteContext,
    private readonly stops: readonly number[],
    private readonly random: () => number,
  ) {
    this.current = savingsRoutes(context, stops);
    this.currentCost = this.cost(this.current);
    this.bestRoutes = clone(this.current);
    this.bestCost = this.currentCost;
    // A plan 2% longer in driving is kept half the time at the start.
    this.temperature = (0.02 * this.travel) / Math.LN2 + 1e-9;
  }

  get routes(): readonly SchoolRoute[] {
    return this.bestRoutes;
  }

  /** Seconds driven by the best routes so far. */
  get travel(): number {
    return this.bestCost - ROUTE_WEIGHT * this.bestRoutes.length;
  }

  private cost(routes: readonly SchoolRoute[]): number {
    return routes.reduce((sum, route) => sum + ROUTE_WEIGHT + routeTravel(this.context, route.stops), 0);
  }

  /** `steps` more steps of the search; the temperature falls by `cooling` each. */
  improve(steps: number, cooling = 0.999): void {
    const stopCount = this.stops.length;
    if (stopCount < 2) return;
    const most = Math.max(2, Math.min(20, Math.ceil(0.4 * stopCount)));
    for (let step = 0; step < steps; step++) {
      const removal = this.pick(this.removalWeights);
      const repair = this.pick(this.repairWeights);
      const candidate = clone(this.current);
      const removed = REMOVALS[removal]!(
        this.context,
        candidate,
        randomInt(this.random, 2, most),
        this.random,
      );
      REPAIRS[repair]!(this.context, candidate, removed, this.random);
      const cost = this.cost(candidate);
      let score = 0;
      if (cost < this.bestCost - 1e-6) {
        this.bestRoutes = clone(candidate);
        this.bestCost = cost;
        score = SCORE.best;
      }
      if (cost < this.currentCost - 1e-6) {
        score ||= SCORE.better;
        this.accept(candidate, cost);
      } else if (this.random() < Math.exp((this.currentCost - cost) / this.temperature)) {
        score ||= SCORE.accepted;
        this.accept(candidate, cost);
      }
      this.record(removal, repair, score);
      this.temperature *= cooling;
    }
  }

  private accept(routes: SchoolRoute[], cost: number) {
    this.current = routes;
    this.currentCost = cost;
  }

  private pick(weights: readonly number[]): number {
    let draw = this.random() * weights.reduce((sum, weight) => sum + weight, 0);
    for (let index = 0; index < weights.length; index++) {
      draw -= weights[index]!;
      if (draw <= 0) return index;
    }
    return weights.length - 1;
  }

  private record(removal: number, repair: number, score: number) {
    this.removalScores[removal]!.score += score;
    this.removalScores[removal]!.uses += 1;
    this.repairScores[repair]!.score += score;
    this.repairScores[repair]!.uses += 1;
    if (++this.iterations % SEGMENT !== 0) return;
    for (const [weights, scores] of [
      [this.removalWeights, this.removalScores],
      [this.repairWeights, this.repairScores],
    ] as const) {
      scores.forEach((entry, index) => {
        if (entry.uses > 0) {
          weights[index] = Math.max(
            0.05,
            (1 - REACTION) * weights[index]! + (REACTION * entry.score) / entry.uses,
          );
        }
        entry.score = 0;
        entry.uses = 0;
      });
    }
  }
}
