import { z } from 'zod';
import { ref } from '../i18n/message-ref';

/**
 * A school's road time matrix (issue 24 §2): seconds a bus drives from one of its places to another,
 * made outside the product (docs/road-times.md: pgRouting on OpenStreetMap) and uploaded as CSV.
 * Route planning uses a pair's road time where one is given and straight-line distance times the
 * detour factor for every other leg.
 */
export const ROAD_TIMES_PATH = '/transport/road-times/';
/** The school's places as CSV (`place,title,latitude,longitude`): what a matrix is computed for. */
export const ROAD_TIME_PLACES_PATH = `${ROAD_TIMES_PATH}places/`;

/**
 * The places file's columns, a file format (fixed English identifiers, whatever the reader's
 * language): `place` as the upload names it ('school' or a bus stop's id), the school's name or the
 * stop's title, and WGS 84 degrees (empty for the school until its location is set). The school
 * comes first, then every bus stop of the school by title.
 */
export const ROAD_TIME_PLACE_COLUMNS = ['place', 'title', 'latitude', 'longitude'] as const;

/** A place of a matrix: the school itself, or one of its bus stops by id. */
export const SCHOOL_PLACE = 'school';

/**
 * The upload's columns, in this order: from place, to place, seconds driven. A file format: its
 * first row is exactly these (any case); ',', ';' or a tab between cells (the first row says
 * which); seconds may have decimals (rounded), with '.' or, in a ';' file, ','.
 */
export const ROAD_TIME_COLUMNS = ['from', 'to', 'seconds'] as const;

/**
 * The most pairs one school's matrix may hold: every pair among about 450 places. Bounded by the
 * upload's size rather than the planner: a whole request must arrive within the server's request
 * timeout (30 s by default), as a roll import must.
 */
export const MAX_ROAD_TIME_PAIRS = 200_000;

/** The largest upload: MAX_ROAD_TIME_PAIRS lines of two ids and seconds with decimals fit in it. */
export const MAX_ROAD_TIMES_FILE_BYTES = 20 * 1024 * 1024;

/** How many wrong rows a refused upload lists, each with its messages; the total is always given. */
export const MAX_LISTED_ROAD_TIME_ERRORS = 20;

/** The longest one leg may take: 6 hours (a larger figure is a unit mistake, e.g. milliseconds). */
export const MAX_LEG_SECONDS = 6 * 3600;

export const roadTimesSummarySchema = z.object({
  /** Pairs of places with a road time; 0 when the school has given none. */
  pairs: z.number().int(),
  /** Distinct places among them (the school and bus stops). */
  places: z.number().int(),
  /** When the matrix was uploaded; null when there is none. */
  uploaded_at: z.string().nullable(),
});
export type RoadTimesSummary = z.infer<typeof roadTimesSummarySchema>;

/** The upload's 400 messages (all under `file`), each row's naming its row number as a spreadsheet shows it. */
export const ROAD_TIMES_MESSAGES = {
  fileRequired: ref('roadTimes.fileRequired'),
  fileType: ref('roadTimes.fileType'),
  notCsv: ref('roadTimes.notCsv'),
  empty: ref('roadTimes.empty'),
  tooLarge: ref('roadTimes.tooLarge', { megabytes: MAX_ROAD_TIMES_FILE_BYTES / 1024 / 1024 }),
  tooManyRows: ref('roadTimes.tooManyRows', { max: MAX_ROAD_TIME_PAIRS }),
  header: ref('roadTimes.header', { columns: ROAD_TIME_COLUMNS.join(', ') }),
  rowsRefused: (rows: number, listed: number) =>
    listed < rows
      ? ref('roadTimes.rowsRefusedFirstListed', { rows, listed })
      : ref('roadTimes.rowsRefused', { rows }),
  /** `column` is the file's own identifier ('from' or 'to'). */
  unknownPlace: (row: number, column: string, value: string) =>
    ref('roadTimes.unknownPlace', { row, column, value }),
  missingPlace: (row: number, column: string) => ref('roadTimes.missingPlace', { row, column }),
  seconds: (row: number) => ref('roadTimes.seconds', { row, max: MAX_LEG_SECONDS }),
  samePlace: (row: number) => ref('roadTimes.samePlace', { row }),
  duplicate: (row: number, firstRow: number) => ref('roadTimes.duplicate', { row, firstRow }),
  extraCells: (row: number) => ref('roadTimes.extraCells', { row, count: ROAD_TIME_COLUMNS.length }),
  /** The label of the audit entry of a removal (an upload's is its file's name). */
  auditRemoved: ref('roadTimes.auditRemoved'),
} as const;
