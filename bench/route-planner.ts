/**
 * The route engine on the public school bus routing benchmark (issue 24 §1): the 16 instances of
 * shared/bench-data/school-bus-routing at both ride limits, each plan checked by the independent
 * checker, its buses printed against the published methods' and written to
 * bench/results/route-planner/<INSTANCE>-<LIMIT>.csv (bus,order,school,seq,stop) for anyone to check.
 *
 *   node --import tsx bench/route-planner.ts                       every instance, 120 s each
 *   node --import tsx bench/route-planner.ts --instance RSRB01 --limit 2700 --seconds 60
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBenchmarkInstance, readBestKnownBuses } from '../packages/route-planner/src/benchmark-instances';
import { checkPlan } from '../packages/route-planner/src/check-plan';
import { planToCsv } from '../packages/route-planner/src/plan-csv';
import { planRoutes } from '../packages/route-planner/src/plan-routes';

const { values } = parseArgs({
  options: {
    instance: { type: 'string' },
    limit: { type: 'string' },
    seconds: { type: 'string', default: '120' },
    seed: { type: 'string', default: '1' },
    data: {
      type: 'string',
      default: path.resolve(import.meta.dirname, '../../shared/bench-data/school-bus-routing'),
    },
  },
});
const seconds = Number(values.seconds);
const results = path.resolve(import.meta.dirname, 'results/route-planner');
fs.mkdirSync(results, { recursive: true });

const rows = readBestKnownBuses(path.join(values.data, 'best-known-buses.csv')).filter(
  (row) =>
    (values.instance === undefined || row.instance === values.instance) &&
    (values.limit === undefined || row.maxRide === Number(values.limit)),
);
if (rows.length === 0) throw new Error('No instance matches --instance and --limit');
console.log(`route-planner: ${rows.length} runs, at most ${seconds} s each, seed ${values.seed}`);
console.log('instance  limit  buses  park  chen  bird  vs bird  routes  driving h  solve s  cpu s  feasible');

const totals = {
  buses: 0,
  park: 0,
  chen: 0,
  bird: 0,
  fewerThanPark: 0,
  worst: Number.NEGATIVE_INFINITY,
  infeasible: 0,
};
for (const row of rows) {
  const problem = readBenchmarkInstance(path.join(values.data, 'instances', row.instance), row.maxRide);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = planRoutes(problem, { seconds, seed: Number(values.seed) });
  const solveSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const check = checkPlan(problem, result.plan);
  fs.writeFileSync(path.join(results, `${row.instance}-${row.maxRide}.csv`), planToCsv(result.plan));
  const overBird = (check.buses / row.bird - 1) * 100;
  totals.buses += check.buses;
  totals.park += row.park;
  totals.chen += row.chen;
  totals.bird += row.bird;
  totals.worst = Math.max(totals.worst, overBird);
  if (check.buses < row.park) totals.fewerThanPark++;
  if (!check.feasible) totals.infeasible++;
  console.log(
    [
      row.instance.padEnd(8),
      String(row.maxRide).padStart(5),
      String(check.buses).padStart(6),
      String(row.park).padStart(5),
      String(row.chen).padStart(5),
      String(row.bird).padStart(5),
      `${overBird >= 0 ? '+' : ''}${overBird.toFixed(1)}%`.padStart(8),
      String(check.routes).padStart(7),
      (check.drivingSeconds / 3600).toFixed(1).padStart(10),
      solveSeconds.toFixed(1).padStart(8),
      ((cpu.user + cpu.system) / 1e6).toFixed(1).padStart(6),
      check.feasible ? 'yes' : `NO: ${check.violations.slice(0, 3).join('; ')}`,
    ].join('  '),
  );
}
console.log(
  `total buses ${totals.buses} against park ${totals.park}, chen ${totals.chen}, bird ${totals.bird}: ` +
    `${((totals.buses / totals.bird - 1) * 100).toFixed(2)}% over bird; worst instance ` +
    `${totals.worst.toFixed(1)}% over bird; fewer than park on ${totals.fewerThanPark} of ${rows.length}; ` +
    `infeasible ${totals.infeasible}. Plans in ${path.relative(process.cwd(), results)}/`,
);
