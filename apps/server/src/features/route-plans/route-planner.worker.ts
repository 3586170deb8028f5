import { parentPort, workerData } from 'node:worker_threads';
import { planRoutes } from '@app/route-planner/plan-routes';
import type { Problem } from '@app/route-planner/problem';

/** What the thread is given: the problem, its time, and a flag the server sets to cancel. */
export interface PlannerWorkerData {
  problem: Problem;
  seconds: number;
  seed: number;
  /** One Int32: 1 once the plan is cancelled. Read between the search's steps. */
  cancel: SharedArrayBuffer;
}

export type PlannerWorkerMessage =
  | { type: 'progress'; done: number; buses: number | undefined }
  | { type: 'result'; result: ReturnType<typeof planRoutes> };

// Progress at most every half second: the search reports after every round and every gain.
const PROGRESS_EVERY_MS = 500;

const data = workerData as PlannerWorkerData;
const cancelled = new Int32Array(data.cancel);
let lastProgress = 0;
let buses: number | undefined;
const result = planRoutes(data.problem, {
  seconds: data.seconds,
  seed: data.seed,
  shouldStop: () => Atomics.load(cancelled, 0) === 1,
  onProgress: (progress) => {
    buses = progress.buses ?? buses;
    const now = performance.now();
    if (now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    parentPort!.postMessage({ type: 'progress', done: progress.done, buses } satisfies PlannerWorkerMessage);
  },
});
parentPort!.postMessage({ type: 'result', result } satisfies PlannerWorkerMessage);
