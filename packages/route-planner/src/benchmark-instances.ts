/**
 * Reads the public school bus routing instances of Park, Tae & Kim (shared/bench-data/
 * school-bus-routing, see its README) into a {@link Problem}, and the best-known bus counts. For the
 * bench and the tests only: it reads files with node:fs, which the engine never does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem, School, Stop } from './problem';

/** The constants under which the published results were computed (the README's "The problem"). */
export const BENCHMARK_RULES = {
  /** Feet per second: the README's 29.333 ft/s is 20 mph, 88/3 exactly. */
  speed: 88 / 3,
  stopFixed: 19,
  stopPerRider: 2.6,
  unload: 154.4,
  capacity: 66,
  depot: { x: 105_600, y: 105_600 },
} as const;

/** One row of best-known-buses.csv: buses needed under a ride limit, by method (lower is better). */
interface BestKnownBuses {
  instance: string;
  maxRide: number;
  park: number;
  chen: number;
  bird: number;
}

/** A data line: its number in the file (from 1) and its fields by column name. */
interface Row {
  line: number;
  field: (column: string) => string;
}

/** `directory` holds Schools.txt and Stops.txt; `maxRide` is the setting's limit (2700 or 5400 s). */
export function readBenchmarkInstance(directory: string, maxRide: number): Problem {
  const schoolsFile = path.join(directory, 'Schools.txt');
  const schoolIds = new Set<string>();
  const schools: School[] = readRows(schoolsFile, '\t', ['ID', 'X', 'Y', 'AMEARLY']).map((row) => ({
    id: newId(schoolsFile, row, schoolIds),
    x: decimal(schoolsFile, row, 'X'),
    y: decimal(schoolsFile, row, 'Y'),
    // The README's runs deliver by the start of each school's window.
    arrival: clockSeconds(schoolsFile, row, 'AMEARLY'),
  }));

  const stopsFile = path.join(directory, 'Stops.txt');
  const columns = ['ID', 'X_COORD', 'Y_COORD', 'EP_ID', 'STUDENT_COUNT'];
  const stopIds = new Set<string>();
  const stops: Stop[] = readRows(stopsFile, '\t', columns).map((row) => {
    const school = text(stopsFile, row, 'EP_ID');
    if (!schoolIds.has(school))
      throw malformed(stopsFile, row.line, `school ${school} is not in Schools.txt`);
    return {
      id: newId(stopsFile, row, stopIds),
      x: decimal(stopsFile, row, 'X_COORD'),
      y: decimal(stopsFile, row, 'Y_COORD'),
      school,
      riders: whole(stopsFile, row, 'STUDENT_COUNT'),
    };
  });

  return {
    schools,
    stops,
    depot: { ...BENCHMARK_RULES.depot },
    capacity: BENCHMARK_RULES.capacity,
    maxRide,
    stopFixed: BENCHMARK_RULES.stopFixed,
    stopPerRider: BENCHMARK_RULES.stopPerRider,
    unload: BENCHMARK_RULES.unload,
    travel: { kind: 'manhattan', speed: BENCHMARK_RULES.speed },
  };
}

/** The rows of best-known-buses.csv (instance, max_ride_seconds, park_lbh_, chen_, bird_best_buses). */
export function readBestKnownBuses(csvPath: string): BestKnownBuses[] {
  const columns = ['instance', 'max_ride_seconds', 'park_lbh_buses', 'chen_buses', 'bird_best_buses'];
  return readRows(csvPath, ',', columns).map((row) => ({
    instance: text(csvPath, row, 'instance'),
    maxRide: whole(csvPath, row, 'max_ride_seconds'),
    park: whole(csvPath, row, 'park_lbh_buses'),
    chen: whole(csvPath, row, 'chen_buses'),
    bird: whole(csvPath, row, 'bird_best_buses'),
  }));
}

const malformed = (file: string, line: number, problem: string) =>
  new Error(`${file}, line ${line}: ${problem}`);

/** The file's data lines after a header naming at least `columns`; blank lines are skipped. */
function readRows(file: string, separator: string, columns: string[]): Row[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const header = (lines[0] ?? '')
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '')
    .split(separator);
  for (const column of columns)
    if (!header.includes(column)) throw malformed(file, 1, `the header has no column ${column}`);
  const rows: Row[] = [];
  lines.slice(1).forEach((raw, index) => {
    const line = index + 2;
    const content = raw.replace(/\r$/, '');
    if (content.trim() === '') return;
    const values = content.split(separator);
    if (values.length !== header.length)
      throw malformed(file, line, `${values.length} fields where the header has ${header.length}`);
    rows.push({ line, field: (column) => (values[header.indexOf(column)] ?? '').trim() });
  });
  return rows;
}

function text(file: string, row: Row, column: string): string {
  const value = row.field(column);
  if (value === '') throw malformed(file, row.line, `${column} is empty`);
  return value;
}

function decimal(file: string, row: Row, column: string): number {
  const value = row.field(column);
  const parsed = Number(value);
  if (value === '' || !Number.isFinite(parsed))
    throw malformed(file, row.line, `${column} "${value}" is not a number`);
  return parsed;
}

function whole(file: string, row: Row, column: string): number {
  const value = decimal(file, row, column);
  if (!Number.isInteger(value) || value < 0)
    throw malformed(file, row.line, `${column} ${value} is not a whole number`);
  return value;
}

/** HHMM as seconds of the day: 810 is 08:10, 29 400 s. */
function clockSeconds(file: string, row: Row, column: string): number {
  const hhmm = whole(file, row, column);
  const hours = Math.floor(hhmm / 100);
  const minutes = hhmm % 100;
  if (minutes >= 60 || hours >= 24) throw malformed(file, row.line, `${column} ${hhmm} is not a time HHMM`);
  return hours * 3600 + minutes * 60;
}

/** The row's ID, which no earlier row of the file has. */
function newId(file: string, row: Row, seen: Set<string>): string {
  const id = text(file, row, 'ID');
  if (seen.has(id)) throw malformed(file, row.line, `ID ${id} appears twice`);
  seen.add(id);
  return id;
}
