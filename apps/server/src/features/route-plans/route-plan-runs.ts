import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ref } from '@app/shared/i18n/message-ref';
import type { TenantContext } from '../../http/tenant-context';
import { planFleet, type EngineRunner, type SearchControl } from './plan-search';
import type { PlanningInput } from './planning-input-types';
import { proposalOf, type StoredProposal } from './proposal';
import { routePlans } from './route-plans.table';

/** How often a running plan's progress (and so its heartbeat, updated_at) is written. */
const PROGRESS_EVERY_MS = 1000;

type Scope = Pick<TenantContext, 'db' | 'tenantId'>;

interface Run {
  control: SearchControl;
  done: Promise<void>;
}

/**
 * The plans this process is making, each searching in the background after the request that asked
 * for it has been answered (the engine in a worker thread: route-planner-thread.ts). Each writes its
 * progress to its row about once a second, in its school's scope, and its proposal (or why it
 * failed) when done; a row that is no longer running (cancelled, perhaps by another process) stops
 * its search. Closing the server cancels them all, each answered as interrupted.
 */
export class PlanRuns {
  private readonly runs = new Map<string, Run>();

  constructor(
    private readonly runner: EngineRunner,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The ids of the plans running here (their rows' heartbeats may lag while the process is busy). */
  ids(): string[] {
    return [...this.runs.keys()];
  }

  start(scope: Scope, plan: { id: string; seconds: number; input: PlanningInput }): void {
    const control: SearchControl = { cancelled: false };
    const stop = () => {
      control.cancelled = true;
      control.run?.cancel();
    };
    const started = performance.now();
    let writing: Promise<void> | undefined;
    const heartbeat = setInterval(() => {
      if (writing) return;
      const progress = Math.min(0.99, (performance.now() - started) / (plan.seconds * 1000));
      writing = this.writeProgress(scope, plan.id, progress)
        .then((running) => {
          if (!running) stop();
        })
        .catch((error: unknown) =>
          this.log.warn({ err: error, plan: plan.id }, 'route plan progress not written'),
        )
        .finally(() => {
          writing = undefined;
        });
    }, PROGRESS_EVERY_MS);
    heartbeat.unref();
    const done = (async () => {
      try {
        const found = await planFleet(plan.input, plan.seconds, this.runner, control);
        clearInterval(heartbeat);
        await writing;
        if (found)
          await this.finish(scope, plan.id, { state: 'ready', proposal: proposalOf(plan.input, found) });
        // Cancelled: by its caller (whose cancel already wrote the state, so this changes nothing), or by
        // the server's closing.
        else await this.finish(scope, plan.id, { state: 'failed', error: ref('routePlans.interrupted') });
      } catch (error) {
        this.log.error({ err: error, plan: plan.id }, 'route plan failed');
        await this.finish(scope, plan.id, { state: 'failed', error: ref('routePlans.failed') }).catch(
          (failure: unknown) =>
            this.log.error({ err: failure, plan: plan.id }, 'route plan failure not written'),
        );
      } finally {
        clearInterval(heartbeat);
        this.runs.delete(plan.id);
      }
    })();
    // The search's end (which deletes its entry) comes after an await at the least, so after this.
    this.runs.set(plan.id, { control, done });
  }

  /** Stops the search of a plan running here (its row says cancelled already). */
  cancel(id: string): void {
    const run = this.runs.get(id);
    if (!run) return;
    run.control.cancelled = true;
    run.control.run?.cancel();
  }

  /** Cancels every search and waits for each to write how it ended. */
  async close(): Promise<void> {
    const runs = [...this.runs.values()];
    for (const run of runs) {
      run.control.cancelled = true;
      run.control.run?.cancel();
    }
    await Promise.all(runs.map((run) => run.done));
  }

  /** True while the row is still running. */
  private async writeProgress(scope: Scope, id: string, progress: number): Promise<boolean> {
    const written = await scope.db
      .update(routePlans)
      .set({ progress, updated_at: sql`now()` })
      .where(
        and(eq(routePlans.tenant_id, scope.tenantId), eq(routePlans.id, id), eq(routePlans.state, 'running')),
      )
      .returning({ id: routePlans.id });
    return written.length > 0;
  }

  private async finish(
    scope: Scope,
    id: string,
    end: { state: 'ready'; proposal: StoredProposal } | { state: 'failed'; error: string },
  ): Promise<void> {
    await scope.db
      .update(routePlans)
      .set({
        ...end,
        ...(end.state === 'ready' && { progress: 1 }),
        finished_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(eq(routePlans.tenant_id, scope.tenantId), eq(routePlans.id, id), eq(routePlans.state, 'running')),
      );
  }
}
