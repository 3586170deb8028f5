import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BENCHMARK_RULES, readBenchmarkInstance, readBestKnownBuses } from './benchmark-instances';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const benchData = path.resolve(repoRoot, '../shared/bench-data/school-bus-routing');
const present = fs.existsSync(benchData);

describe('readBenchmarkInstance', () => {
  it.skipIf(!present)('reads RSRB01 under the README rules', () => {
    const problem = readBenchmarkInstance(path.join(benchData, 'instances/RSRB01'), 2700);
    expect(problem.schools).toHaveLength(6);
    expect(problem.stops).toHaveLength(250);
    // 200003 starts at 810: 08:10.
    expect(problem.schools.find((school) => school.id === '200003')).toEqual({
      id: '200003',
      x: 173_784,
      y: 157_683,
      arrival: 8 * 3600 + 10 * 60,
    });
    expect(problem.stops[0]).toEqual({ id: '100001', x: 168.07, y: 118_471, school: '200001', riders: 16 });
    expect(problem.stops.reduce((sum, stop) => sum + stop.riders, 0)).toBe(3409);
    expect(problem).toMatchObject({
      depot: { x: 105_600, y: 105_600 },
      capacity: 66,
      maxRide: 2700,
      stopFixed: 19,
      stopPerRider: 2.6,
      unload: 154.4,
      travel: { kind: 'manhattan', speed: 88 / 3 },
    });
    expect(BENCHMARK_RULES.speed).toBeCloseTo(29.333, 3);
  });

  describe('on malformed files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchmark-instance-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (schools: string, stops: string) => {
      fs.writeFileSync(path.join(dir, 'Schools.txt'), schools);
      fs.writeFileSync(path.join(dir, 'Stops.txt'), stops);
    };
    const schoolsHeader = 'ID\tX\tY\tAMEARLY\tAMLATE\r\n';
    const stopsHeader = 'ID\tX_COORD\tY_COORD\tEP_ID\tSTUDENT_COUNT\r\n';

    it('reads a well-formed pair', () => {
      write(`${schoolsHeader}1\t0\t0\t745\t800\r\n`, `${stopsHeader}7\t10\t20\t1\t3\r\n\r\n`);
      const problem = readBenchmarkInstance(dir, 5400);
      expect(problem.schools).toEqual([{ id: '1', x: 0, y: 0, arrival: 7 * 3600 + 45 * 60 }]);
      expect(problem.stops).toEqual([{ id: '7', x: 10, y: 20, school: '1', riders: 3 }]);
    });

    it.each([
      [
        'a field that is not a number',
        `${schoolsHeader}1\t0\t0\t745\t800\r\n2\tx\t0\t745\t800\r\n`,
        'line 3',
      ],
      ['a missing field', `${schoolsHeader}1\t0\t0\t745\t800\r\n2\t0\t0\t745\r\n`, 'line 3'],
      ['a time that is not HHMM', `${schoolsHeader}1\t0\t0\t775\t800\r\n`, 'line 2'],
      ['a repeated id', `${schoolsHeader}1\t0\t0\t745\t800\r\n1\t5\t5\t745\t800\r\n`, 'line 3'],
      ['a header without AMEARLY', 'ID\tX\tY\tAMLATE\r\n1\t0\t0\t800\r\n', 'line 1'],
    ])('refuses %s in Schools.txt, naming file and line', (_, schools, line) => {
      write(schools, `${stopsHeader}7\t10\t20\t1\t3\r\n`);
      expect(() => readBenchmarkInstance(dir, 2700)).toThrow(`${path.join(dir, 'Schools.txt')}, ${line}:`);
    });

    it.each([
      ['a riders count that is not whole', `${stopsHeader}7\t10\t20\t1\t3.5\r\n`],
      ['a stop of an unknown school', `${stopsHeader}7\t10\t20\t9\t3\r\n`],
    ])('refuses %s in Stops.txt', (_, stops) => {
      write(`${schoolsHeader}1\t0\t0\t745\t800\r\n`, stops);
      expect(() => readBenchmarkInstance(dir, 2700)).toThrow(`${path.join(dir, 'Stops.txt')}, line 2:`);
    });
  });
});

describe('readBestKnownBuses', () => {
  it.skipIf(!present)('reads the 32 rows of the published results', () => {
    const rows = readBestKnownBuses(path.join(benchData, 'best-known-buses.csv'));
    expect(rows).toHaveLength(32);
    expect(rows).toContainEqual({ instance: 'RSRB01', maxRide: 2700, park: 38, chen: 31, bird: 31 });
  });
});
