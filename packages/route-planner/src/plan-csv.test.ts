import { describe, expect, it } from 'vitest';
import { planFromCsv, planToCsv } from './plan-csv';
import type { Plan } from './problem';

const plan: Plan = {
  buses: [
    {
      routes: [
        { school: '200001', stops: ['100001', '100007'] },
        { school: '200003', stops: ['100003'] },
      ],
    },
    { routes: [{ school: '200002', stops: ['100002', '100005', '100004'] }] },
  ],
};

const csv = [
  'bus,order,school,seq,stop',
  '1,1,200001,1,100001',
  '1,1,200001,2,100007',
  '1,2,200003,1,100003',
  '2,1,200002,1,100002',
  '2,1,200002,2,100005',
  '2,1,200002,3,100004',
  '',
].join('\n');

describe('planToCsv and planFromCsv', () => {
  it('writes one line per stop visit and reads it back', () => {
    expect(planToCsv(plan)).toBe(csv);
    expect(planFromCsv(csv)).toEqual(plan);
  });

  it('reads lines in any order, with CRLF line ends', () => {
    const [header = '', ...rows] = csv.trim().split('\n');
    expect(planFromCsv([header, ...rows.toReversed()].join('\r\n'))).toEqual(plan);
  });

  it('refuses a wrong header', () => {
    expect(() => planFromCsv('bus,route,school,seq,stop\n1,1,A,1,a\n')).toThrow('line 1: the header');
    expect(() => planFromCsv('')).toThrow('line 1: the header');
  });

  it.each(['1.5', '-1', '0', 'x', '', '1e3'])('refuses the place number "%s"', (value) => {
    expect(() => planFromCsv(`bus,order,school,seq,stop\n1,1,A,${value},a\n`)).toThrow(
      `line 2: seq "${value}" is not a whole number from 1`,
    );
  });

  it('refuses a line with another number of fields, an empty id and inconsistent places', () => {
    const header = 'bus,order,school,seq,stop\n';
    expect(() => planFromCsv(`${header}1,1,A,1,a,b\n`)).toThrow('line 2: 6 fields, not 5');
    expect(() => planFromCsv(`${header}1,1,A,1,\n`)).toThrow('line 2: stop "" is not a plain id');
    expect(() => planFromCsv(`${header}1,1,A,1,a\n1,1,B,2,b\n`)).toThrow(
      'line 3: bus 1 route 1 is for school B',
    );
    expect(() => planFromCsv(`${header}1,1,A,1,a\n1,1,A,1,b\n`)).toThrow('a second seq 1');
    expect(() => planFromCsv(`${header}1,1,A,1,a\n1,1,A,3,b\n`)).toThrow(
      'line 3: bus 1 route 1 seq 3 follows seq 1',
    );
    expect(() => planFromCsv(`${header}1,1,A,1,a\n1,3,B,1,b\n`)).toThrow(
      'line 3: bus 1 route 3 follows route 1',
    );
    expect(() => planFromCsv(`${header}2,1,A,1,a\n`)).toThrow('line 2: bus 2 follows bus 0');
  });

  it.each(['a,b', 'say "a"', 'a\nb', 'a\r', ''])('refuses to write the id %j', (id) => {
    expect(() => planToCsv({ buses: [{ routes: [{ school: 'A', stops: [id] }] }] })).toThrow(RangeError);
    expect(() => planToCsv({ buses: [{ routes: [{ school: id, stops: ['a'] }] }] })).toThrow(RangeError);
  });

  it('refuses to write an empty bus or route, which no line could hold', () => {
    expect(() => planToCsv({ buses: [{ routes: [] }] })).toThrow('Bus 1 has no route');
    expect(() => planToCsv({ buses: [{ routes: [{ school: 'A', stops: [] }] }] })).toThrow(
      'Bus 1 route 1 has no stop',
    );
  });
});
