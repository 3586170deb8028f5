import {
  MAX_LEG_SECONDS,
  MAX_LISTED_ROAD_TIME_ERRORS,
  ROAD_TIME_COLUMNS,
  ROAD_TIMES_MESSAGES as m,
  SCHOOL_PLACE,
} from '@app/shared/route-plans/road-times.schemas';
import { FieldErrors } from '../../http/errors';
import type { Sheet } from '../student-import/spreadsheet';

/** A checked matrix as three columns, row by row: what one INSERT ... unnest takes. */
export type RoadTimeColumns = { from: string[]; to: string[]; seconds: number[] };

// Digits with '.' or (in a ';' file, where Excel writes one) ',' as the decimal mark; an exponent as
// a float's text may have one (1e-05). No sign: a negative figure is refused like any other wrong one.
const SECONDS = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/** The seconds of a cell, rounded (routing engines give float costs); undefined when it is not 0 to the most. */
function secondsOf(cell: string): number | undefined {
  if (!SECONDS.test(cell)) return undefined;
  const value = Number(cell.replace(',', '.'));
  return Number.isFinite(value) && value <= MAX_LEG_SECONDS ? Math.round(value) : undefined;
}

/** The first row is exactly the columns, in any case (cells come trimmed); empty cells after them aside. */
function checkHeader(header: readonly string[]): void {
  const cells = [...header];
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  const exact =
    cells.length === ROAD_TIME_COLUMNS.length &&
    cells.every((cell, index) => cell.toLowerCase() === ROAD_TIME_COLUMNS[index]);
  if (!exact) throw new FieldErrors({ file: [m.header] });
}

/** Wrong rows, counted all, their messages kept for the first few only (a file may have 200,000). */
class RefusedRows {
  private readonly listed = new Map<number, string[]>();
  private count = 0;
  private last = 0;

  add(row: number, message: string): void {
    if (row !== this.last) {
      this.last = row;
      this.count += 1;
    }
    if (this.count > MAX_LISTED_ROAD_TIME_ERRORS) return;
    const messages = this.listed.get(row) ?? [];
    messages.push(message);
    this.listed.set(row, messages);
  }

  /** One 400 under `file`: how many rows are wrong, then the listed rows' messages in row order. */
  throwIfAny(): void {
    if (this.count === 0) return;
    const messages = [...this.listed.values()].flat();
    throw new FieldErrors({ file: [m.rowsRefused(this.count, this.listed.size), ...messages] });
  }
}

/** A cell's text as a message quotes it: a long one cut, so that a garbled file gives short messages. */
const quoted = (cell: string) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/**
 * Checks every row of an upload against the school's places ('school' and `stopIds`, its bus
 * stops' ids) before anything is written: each place known, from and to different, seconds from 0
 * to MAX_LEG_SECONDS, no pair twice. Answers the rows with places as stored ('school', ids in lower
 * case); throws one 400 naming the wrong rows otherwise.
 */
export function checkRoadTimeRows(sheet: Sheet, stopIds: readonly string[]): RoadTimeColumns {
  checkHeader(sheet.header);
  const places = [SCHOOL_PLACE, ...stopIds.map((id) => id.toLowerCase())];
  const indexOf = new Map(places.map((place, index) => [place, index]));
  // A pair by its places' indexes as one number: cheaper than a string key for 200,000 pairs.
  const firstRowOf = new Map<number, number>();
  const refused = new RefusedRows();
  const rows: RoadTimeColumns = { from: [], to: [], seconds: [] };
  for (const { number, cells } of sheet.rows) {
    const [from, to] = ROAD_TIME_COLUMNS.slice(0, 2).map((column, at) => {
      const cell = cells[at] ?? '';
      const index = indexOf.get(cell.toLowerCase());
      if (cell === '') refused.add(number, m.missingPlace(number, column));
      else if (index === undefined) refused.add(number, m.unknownPlace(number, column, quoted(cell)));
      return index;
    });
    const seconds = secondsOf(cells[2] ?? '');
    if (seconds === undefined) refused.add(number, m.seconds(number));
    if (cells.slice(ROAD_TIME_COLUMNS.length).some((cell) => cell !== '')) {
      refused.add(number, m.extraCells(number));
    }
    if (from === undefined || to === undefined) continue;
    if (from === to) {
      refused.add(number, m.samePlace(number));
      continue;
    }
    const pair = from * places.length + to;
    const first = firstRowOf.get(pair);
    if (first !== undefined) refused.add(number, m.duplicate(number, first));
    else firstRowOf.set(pair, number);
    if (seconds === undefined || first !== undefined) continue;
    rows.from.push(places[from]!);
    rows.to.push(places[to]!);
    rows.seconds.push(seconds);
  }
  refused.throwIfAny();
  return rows;
}
