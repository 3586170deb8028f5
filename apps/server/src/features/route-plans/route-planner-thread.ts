import { Worker } from 'node:worker_threads';
import type { PlanResult } from '@app/route-planner/plan-routes';
import type { Problem } from '@app/route-planner/problem';
import { workerEntry } from '../../server/worker-entry';
import type { PlannerWorkerData, PlannerWorkerMessage } from './route-planner.worker';

export interface PlannerRun {
  /** The plan, or undefined when it was cancelled. */
  result: Promise<PlanResult | undefined>;
  cancel(): void;
}

/**
 * Plans in a worker thread, off the request path: the search takes the thread's core for up to
 * `seconds` while the server's own thread goes on answering. Cancel sets a shared flag the search
 * reads between its steps, so it stops within milliseconds; the thread ends with it.
 */
export function runPlanner(
  problem: Problem,
  options: { seconds: number; seed?: number; onProgress?: (done: number, buses: number | undefined) => void },
): PlannerRun {
  const cancel = new SharedArrayBuffer(4);
  const flag = new Int32Array(cancel);
  const workerData: PlannerWorkerData = {
    problem,
    seconds: options.seconds,
    seed: options.seed ?? 1,
    cancel,
  };
  const worker = new Worker(workerEntry(import.meta.url, 'route-planner'), { workerData });
  const result = new Promise<PlanResult | undefined>((resolve, reject) => {
    worker.on('message', (message: PlannerWorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.done, message.buses);
      else resolve(Atomics.load(flag, 0) === 1 ? undefined : message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (Atomics.load(flag, 0) === 1) resolve(undefined);
      else reject(new Error(`The route planner's thread ended with code ${code} before its plan`));
    });
  });
  return {
    result,
    cancel: () => Atomics.store(flag, 0, 1),
  };
}
