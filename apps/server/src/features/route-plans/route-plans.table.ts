import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DIRECTIONS } from '@app/shared/journeys/journey.schemas';
import { ROUTE_PLAN_STATES, type PlanTotals } from '@app/shared/route-plans/route-plan.schemas';
import { sqlCodes } from '../../db/sql-codes';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';
import type { PlanningInput } from './planning-input-types';
import type { StoredProposal } from './proposal';

// The states are code's own words (lower-case letters only), never a request's: safe as literals.
const states = sql.raw(ROUTE_PLAN_STATES.map((state) => `'${state}'`).join(', '));

/**
 * A school's request for a plan of one direction's routes (issue 24 §2) and its answer: what it was
 * planned from (`input`, so the proposal can be checked and approved against what the school had),
 * today's totals beside it, and the proposal once the engine is done. `updated_at` is the running
 * plan's heartbeat: its progress is written about once a second, so a row left running by a process
 * that died is found (route-plan-runs.ts).
 */
export const routePlans = pgTable(
  'route_plans',
  {
    ...tenantColumns(),
    direction: smallint('direction').notNull(),
    state: text('state').notNull(),
    /** 0 to 1 of the time given to the search. */
    progress: real('progress').notNull().default(0),
    seconds: smallint('seconds').notNull(),
    input: jsonb('input').$type<PlanningInput>().notNull(),
    current: jsonb('current').$type<PlanTotals>().notNull(),
    proposal: jsonb('proposal').$type<StoredProposal>(),
    /** Why a failed plan failed: a message ref, worded when read. */
    error: text('error'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey(t),
    // At most one plan of a school searching at a time, decided by PostgreSQL when two requests race.
    uniqueIndex('route_plans_running_idx')
      .on(t.tenant_id)
      .where(sql`${t.state} = 'running'`),
    // The school's last plans, newest first.
    index('route_plans_created_idx').on(t.tenant_id, t.created_at.desc()),
    check('route_plans_state_check', sql`${t.state} in (${states})`),
    check(
      'route_plans_direction_check',
      sql`${t.direction} in (${sqlCodes(DIRECTIONS.map(({ id }) => id))})`,
    ),
    check('route_plans_progress_check', sql`${t.progress} between 0 and 1`),
  ],
);
