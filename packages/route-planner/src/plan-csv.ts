/**
 * A plan as CSV, one line per stop visit: `bus,order,school,seq,stop` (bus from 1, order = the
 * route's place among its bus's routes from 1, seq = the stop's place in its route from 1). Ids are
 * plain numbers or words: one holding a comma, a quote or a line break is refused rather than
 * quoted, so the file stays one a reader can split by commas.
 */
import type { Plan, PlannedBus } from './problem';

const HEADER = 'bus,order,school,seq,stop';
const UNSAFE_ID = /[",\r\n]/;

/** Throws on an id CSV could not hold plainly, and on an empty bus or route (no line could hold it). */
export function planToCsv(plan: Plan): string {
  const lines = [HEADER];
  plan.buses.forEach((bus, b) => {
    if (bus.routes.length === 0) throw new RangeError(`Bus ${b + 1} has no route: the CSV cannot hold it`);
    bus.routes.forEach((route, r) => {
      if (route.stops.length === 0)
        throw new RangeError(`Bus ${b + 1} route ${r + 1} has no stop: the CSV cannot hold it`);
      const school = plainId(route.school);
      route.stops.forEach((stop, s) => lines.push(`${b + 1},${r + 1},${school},${s + 1},${plainId(stop)}`));
    });
  });
  return `${lines.join('\n')}\n`;
}

function plainId(id: string): string {
  if (id === '' || UNSAFE_ID.test(id))
    throw new RangeError(`Id ${JSON.stringify(id)} is empty or holds a comma, quote or line break`);
  return id;
}

interface Visit {
  line: number;
  bus: number;
  order: number;
  school: string;
  seq: number;
  stop: string;
}

/**
 * Reads what {@link planToCsv} writes, its lines in any order. Throws, naming the line, on a wrong
 * header, a field that is not a whole number from 1, a route with two schools, a repeated place, or a
 * gap in the numbering (a lost line would otherwise pass unseen).
 */
export function planFromCsv(text: string): Plan {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const header = (lines[0] ?? '').replace(/\r$/, '');
  if (header !== HEADER) throw new Error(`line 1: the header is "${header}", not "${HEADER}"`);
  const visits: Visit[] = [];
  lines.slice(1).forEach((raw, index) => {
    const line = index + 2;
    const content = raw.replace(/\r$/, '');
    if (content === '') return;
    const fields = content.split(',');
    if (fields.length !== 5) throw new Error(`line ${line}: ${fields.length} fields, not 5`);
    const [bus = '', order = '', school = '', seq = '', stop = ''] = fields;
    visits.push({
      line,
      bus: counted(line, 'bus', bus),
      order: counted(line, 'order', order),
      school: named(line, 'school', school),
      seq: counted(line, 'seq', seq),
      stop: named(line, 'stop', stop),
    });
  });

  visits.sort((a, b) => a.bus - b.bus || a.order - b.order || a.seq - b.seq);
  const buses: PlannedBus[] = [];
  for (const visit of visits) {
    const where = `line ${visit.line}: bus ${visit.bus}`;
    let bus = buses[visit.bus - 1];
    if (!bus) {
      if (visit.bus !== buses.length + 1)
        throw new Error(`${where} follows bus ${buses.length}: a bus is missing`);
      bus = { routes: [] };
      buses.push(bus);
    }
    let route = bus.routes[visit.order - 1];
    if (!route) {
      if (visit.order !== bus.routes.length + 1)
        throw new Error(
          `${where} route ${visit.order} follows route ${bus.routes.length}: a route is missing`,
        );
      route = { school: visit.school, stops: [] };
      bus.routes.push(route);
    } else if (route.school !== visit.school) {
      throw new Error(
        `${where} route ${visit.order} is for school ${visit.school} here, ${route.school} elsewhere`,
      );
    }
    if (visit.seq !== route.stops.length + 1)
      throw new Error(
        visit.seq <= route.stops.length
          ? `${where} route ${visit.order} has a second seq ${visit.seq}`
          : `${where} route ${visit.order} seq ${visit.seq} follows seq ${route.stops.length}: a stop is missing`,
      );
    route.stops.push(visit.stop);
  }
  return { buses };
}

/** A place number: whole, from 1. */
function counted(line: number, column: string, value: string): number {
  if (!/^[1-9]\d*$/.test(value))
    throw new Error(`line ${line}: ${column} "${value}" is not a whole number from 1`);
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`line ${line}: ${column} ${value} is too large`);
  return parsed;
}

function named(line: number, column: string, value: string): string {
  if (value === '' || value.includes('"'))
    throw new Error(`line ${line}: ${column} "${value}" is not a plain id`);
  return value;
}
