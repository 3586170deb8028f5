/**
 * Issue 24 §2's target, as a school gets it: `npm start` on a new embedded database with the demo
 * data, the demo administrator signs in and asks for a plan of the morning routes
 * (POST /api/transport/route-plans/), and the plan is read until it is ready. Prints the time from
 * the request to the ready proposal, and its buses, routes, kilometres and rides beside today's.
 *
 *   node --import tsx bench/route-plans-demo.ts [--seconds 20] [--direction 1]
 */
import { parseArgs } from 'node:util';
import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { DEMO_ACCOUNT } from '../apps/server/src/features/demo/demo-account';
import { stop } from './processes';
import { authHeaders, login, startProduct, withDataDir } from './product';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, direction: { type: 'string', default: '1' } },
});

await withDataDir(async (dataDir) => {
  const { url, child } = await startProduct({ DATA_DIR: dataDir, SEED_DEMO: 'auto' });
  try {
    const auth = await login(url, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const headers = { ...authHeaders(auth), 'content-type': 'application/json' };
    const started = performance.now();
    const response = await fetch(`${url}/api/transport/route-plans/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ direction: Number(values.direction), seconds: Number(values.seconds) }),
    });
    if (response.status !== 202) throw new Error(`${response.status} ${await response.text()}`);
    let plan = (await response.json()) as RoutePlan;
    while (plan.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      plan = (await (
        await fetch(`${url}/api/transport/route-plans/${plan.id}/`, { headers })
      ).json()) as RoutePlan;
    }
    const seconds = (performance.now() - started) / 1000;
    if (plan.state !== 'ready' || !plan.proposal) throw new Error(`plan ${plan.state}: ${plan.error}`);
    const line = (label: string, totals: RoutePlan['current']) =>
      `${label.padEnd(9)} ${String(totals.buses).padStart(5)} ${String(totals.routes).padStart(6)} ` +
      `${totals.kilometres.toFixed(1).padStart(8)} ${totals.longest_ride_minutes.toFixed(1).padStart(12)} ` +
      `${totals.average_ride_minutes.toFixed(1).padStart(12)} ${String(totals.riders).padStart(6)}`;
    console.log(
      `Demo School, direction ${values.direction}, search ${values.seconds} s: ready ${seconds.toFixed(1)} s ` +
        `after the request (detour ${plan.detour_factor}, ${plan.detour_basis}); unplaced ${plan.proposal.unplaced.length}`,
    );
    console.log('          buses routes       km longest ride average ride riders');
    console.log(line('today', plan.current));
    console.log(line('proposal', plan.proposal.totals));
  } finally {
    await stop(child);
  }
});
