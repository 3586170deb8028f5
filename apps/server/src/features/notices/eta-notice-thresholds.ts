import { sql } from 'drizzle-orm';
import { DEFAULT_NOTICE_SETTINGS } from '@app/shared/family/family.schemas';
import type { TripEta } from '@app/shared/positions/live.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { uuidArray } from '../../db/uuid-array';

/**
 * What a trip's families wait for (per stop, the guardians' distinct minutes before; the school's late
 * minutes) as read at `readAt`, and the crossings this process has decided for it.
 */
type TripPlan = {
  readAt: number;
  heardAt: number;
  lateMinutes: number;
  stops: Map<string, number[]>;
  done: Set<string>;
};

/**
 * How long a trip's plan is trusted: a guardian who changes their minutes, or a child linked, while
 * the trip runs is seen within this (the decision itself always reads the settings of the moment).
 */
const PLAN_KEPT_MS = 60_000;
/** A trip not heard of for this long is forgotten (it ended, or another process hears its bus). */
const TRIP_FORGOTTEN_MS = 30 * 60_000;
/** The key of a trip's 'running late' among its decided crossings (a stop's are `stop|minutes`). */
const LATE = 'late';

/** A crossing to mark once decided. */
type Crossing = { trip: string; key: string };

/**
 * Which of the ETAs can make a notice now (issue 23 §3, ADR 022): a stop whose ETA is within the
 * minutes of one of its guardians that this process has not decided yet, and every stop of a trip
 * whose delay passed the school's late minutes for the first time. Only those go to the deciding
 * statement, so a round of a district's buses costs the few stops that crossed, not every stop
 * still ahead of every bus again at each ping (those made no notice: already decided, or not yet
 * near). A filter only: what is decided, and for whom, is the statement's (decideEtaNotices); a
 * crossing this process did not mark (a failed round, another process) is decided again there, once.
 */
export class EtaNoticeThresholds {
  private plans = new Map<string, TripPlan>();

  /** The ETAs cut to the stops that can make a notice, and what to mark once they are decided. */
  async candidates(
    db: Db,
    tenant: string,
    etas: TripEta[],
  ): Promise<{ etas: TripEta[]; crossed: Crossing[] }> {
    const now = Date.now();
    this.forgetQuiet(now);
    const stale = etas.filter(
      (eta) => !(now - (this.plans.get(eta.trip)?.readAt ?? -Infinity) < PLAN_KEPT_MS),
    );
    await this.readPlans(
      db,
      tenant,
      stale.map((eta) => eta.trip),
    );
    const crossed: Crossing[] = [];
    const kept: TripEta[] = [];
    for (const eta of etas) {
      const plan = this.plans.get(eta.trip)!;
      plan.heardAt = now;
      const late = (eta.delay_seconds ?? 0) > plan.lateMinutes * 60 && !plan.done.has(LATE);
      if (late) crossed.push({ trip: eta.trip, key: LATE });
      const from = Date.parse(eta.from_position_at);
      const stops = eta.stops.filter((stop) => {
        const away = (Date.parse(stop.eta) - from) / 1000;
        const keys = (plan.stops.get(stop.trip_stop) ?? [])
          .filter((minutes) => away <= minutes * 60)
          .map((minutes) => `${stop.trip_stop}|${minutes}`)
          .filter((key) => !plan.done.has(key));
        crossed.push(...keys.map((key) => ({ trip: eta.trip, key })));
        return plan.stops.has(stop.trip_stop) && (late || keys.length > 0);
      });
      if (stops.length > 0) kept.push({ ...eta, stops });
    }
    return { etas: kept, crossed };
  }

  /** The crossings a committed round decided: not sent to the statement again. */
  decided(crossed: Crossing[]): void {
    for (const { trip, key } of crossed) this.plans.get(trip)?.done.add(key);
  }

  private async readPlans(db: Db, tenant: string, trips: string[]): Promise<void> {
    if (trips.length === 0) return;
    // Every stop a child of the trip boards or leaves at (a few more than the families' own stops,
    // which the statement picks): enough to know which ETAs can matter.
    const rows = await queryRows<{
      trip_id: string;
      stop_id: string;
      minutes: number[];
      late_minutes: number;
    }>(
      db,
      sql`select ts.trip_id::text, ts.id::text as stop_id,
                 array_agg(distinct coalesce(g.minutes_before, ${DEFAULT_NOTICE_SETTINGS.minutes_before})) as minutes,
                 min(n.late_notice_minutes)::int as late_minutes
            from trip_stops ts
            join tenants n on n.id = ts.tenant_id
            cross join lateral unnest(ts.pick_students || ts.drop_students) as r(student)
            join student_guardians l on l.tenant_id = ${tenant} and l.student_id = r.student and l.trip_notifications
            left join guardian_notice_settings g on g.tenant_id = ${tenant} and g.guardian_id = l.guardian_id
           where ts.tenant_id = ${tenant} and ts.trip_id = any(${uuidArray(trips)})
           group by ts.trip_id, ts.id`,
    );
    const readAt = Date.now();
    for (const trip of trips) {
      const done = this.plans.get(trip)?.done ?? new Set<string>();
      this.plans.set(trip, { readAt, heardAt: readAt, lateMinutes: Infinity, stops: new Map(), done });
    }
    for (const row of rows) {
      const plan = this.plans.get(row.trip_id)!;
      plan.lateMinutes = row.late_minutes;
      plan.stops.set(row.stop_id, row.minutes);
    }
  }

  private forgetQuiet(now: number): void {
    for (const [trip, plan] of this.plans)
      if (now - plan.heardAt >= TRIP_FORGOTTEN_MS) this.plans.delete(trip);
  }
}
