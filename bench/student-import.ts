/**
 * The roll import: `POST /api/students/bulk-upload/` with a file of N students (CSV and XLSX, built
 * here), then the restriction import of one restriction per student, on the embedded database and on
 * PostgreSQL, each on a fresh database never analysed, through the product started the README way.
 * Prints the wall time of each whole request (upload, parse, check, write), rows per second, the CPU
 * of the server's processes and of PostgreSQL's backends, and the latencies another school's office
 * saw meanwhile (/api/health and its students list). Prints figures; it is not a test.
 *
 *   node --import tsx bench/student-import.ts [--rows 50000] [--db pglite,postgres] [--format csv,xlsx]
 *
 * Targets: 50,000 rows in under 20 s on PostgreSQL, the embedded database within 3x of that (issue 8);
 * 100,000 rows in under 60 s on the embedded database, other requests' p99 under 1 s (issue 19).
 */
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { STUDENT_IMPORT_COLUMNS } from '../packages/shared/src/students/student-import.schemas';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_IMPORT_PATH,
} from '../packages/shared/src/student-restrictions/student-restriction.schemas';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { academicPeriods, gradeLevels, streams } from '../apps/server/src/db/schema';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { pollLatencies } from './latency';
import { stop, treeCpuMs } from './processes';
import {
  authHeaders,
  backendCpu,
  login,
  startProduct,
  withDataDir,
  withPostgresDatabase,
  type Auth,
} from './product';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    db: { type: 'string', default: 'pglite,postgres' },
    format: { type: 'string', default: 'csv,xlsx' },
  },
});
const ROWS = Number(args.rows);
const PASSWORD = 'bench-password-1';
const EMAIL = 'import-bench@bench.test';
const OTHER_EMAIL = 'other-school@bench.test';
const FIRST = ['Amani', 'Baraka', 'Zawadi', 'Imani', 'Neema', 'Juma', 'Akinyi', 'Kamau', 'Wanjiru', 'Otieno'];
const LAST = ['Otieno', 'Mwangi', 'Kariuki', 'Achieng', 'Njoroge', 'Wekesa', 'Chebet', 'Kiprono', 'Auma'];
const GENDERS = ['Male', 'Female', 'Other'];

/** Row i of the roll: every column filled, distinct admission and transport numbers. */
function student(i: number): string[] {
  const birth = new Date(Date.UTC(2008 + (i % 12), i % 12, 1 + (i % 28))).toISOString().slice(0, 10);
  return [
    `ADM-${String(i).padStart(6, '0')}`,
    `TR-${String(i).padStart(6, '0')}`,
    FIRST[i % FIRST.length]!,
    LAST[(i * 7) % LAST.length]!,
    i % 3 === 0 ? FIRST[(i * 3) % FIRST.length]! : '',
    birth,
    GENDERS[i % GENDERS.length]!,
  ];
}

async function buildFile(format: string): Promise<{ name: string; data: Buffer }> {
  const header = STUDENT_IMPORT_COLUMNS.map((column) => column.header);
  if (format === 'csv') {
    const lines = [header.join(',')];
    for (let i = 1; i <= ROWS; i += 1) lines.push(student(i).join(','));
    return { name: 'roll.csv', data: Buffer.from(lines.join('\n') + '\n') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(header);
  for (let i = 1; i <= ROWS; i += 1) sheet.addRow(student(i));
  return { name: 'roll.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** A school with a period and a stream to enrol into; returns their ids. */
async function seed(target: { url?: string; dataDir?: string }) {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    // The school whose office keeps working while the other imports.
    await createSchool(database.db, {
      name: 'Other School',
      admin_email: OTHER_EMAIL,
      admin_password: PASSWORD,
    });
    const school = await createSchool(database.db, {
      name: 'Import Bench School',
      admin_email: EMAIL,
      admin_password: PASSWORD,
    });
    const tenant = school.tenant_id;
    const [period] = await database.db
      .insert(academicPeriods)
      .values({ tenant_id: tenant, title: 'Bench Year', start_date: '2026-01-01', end_date: '2026-12-31' })
      .returning({ id: academicPeriods.id });
    const [grade] = await database.db
      .insert(gradeLevels)
      .values({ tenant_id: tenant, title: 'Grade 5', short_title: 'G5' })
      .returning({ id: gradeLevels.id });
    const [stream] = await database.db
      .insert(streams)
      .values({
        tenant_id: tenant,
        grade_level_id: grade!.id,
        title: 'Grade 5 East',
        short_title: 'G5E',
        student_capacity: 1000,
      })
      .returning({ id: streams.id });
    return { period: period!.id as string, stream: stream!.id as string };
  } finally {
    await database.close();
  }
}

async function studentCount(url: string, auth: Auth): Promise<number> {
  const response = await fetch(`${url}/api/students/?page_size=1`, { headers: authHeaders(auth) });
  return ((await response.json()) as { count: number }).count;
}

/** The restriction import's file: one pick-up restriction for each student of the roll. */
function restrictionsFile(): { name: string; data: Buffer } {
  const lines = [RESTRICTION_IMPORT_COLUMNS.map((column) => column.header).join(',')];
  for (let i = 1; i <= ROWS; i += 1)
    lines.push(`ADM-${String(i).padStart(6, '0')},Pickup,Sick,2026-12-01,2026-12-04,Yes,`);
  return { name: 'restrictions.csv', data: Buffer.from(lines.join('\n') + '\n') };
}

/** A multipart POST with no client timeout (fetch gives up on a request after 300 s without headers). */
async function postForm(
  url: string,
  headers: Record<string, string>,
  form: FormData,
): Promise<{ ok: boolean; status: number; body: string }> {
  const encoded = new Response(form);
  const data = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': encoded.headers.get('content-type')! } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, body });
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

async function importOnce(
  db: string,
  env: Record<string, string>,
  ids: { period: string; stream: string },
  file: { name: string; data: Buffer },
  pgDatabase: string | null,
): Promise<void> {
  const { url, child } = await startProduct(env);
  try {
    const auth = await login(url, EMAIL, PASSWORD);
    const other = await login(url, OTHER_EMAIL, PASSWORD);
    const before = await studentCount(url, auth);
    const timed = async (path: string, name: string, fields: Record<string, string>, data: Buffer) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set('file', new Blob([data]), name);
      const pgCpu = pgDatabase ? await backendCpu(pgDatabase) : null;
      const node0 = treeCpuMs(child.pid!);
      const poller = pollLatencies([
        { url: `${url}/api/health` },
        { url: `${url}/api/students/?page_size=25`, headers: authHeaders(other) },
      ]);
      const started = performance.now();
      const response = await postForm(`${url}/api${path}`, authHeaders(auth), form);
      const body = response.body;
      const seconds = (performance.now() - started) / 1000;
      const others = await poller.stop();
      const nodeSeconds = (treeCpuMs(child.pid!) - node0) / 1000;
      const pgSeconds = pgCpu ? (await pgCpu.stop()) / 1000 : null;
      if (!response.ok) throw new Error(`import failed: ${response.status} ${body.slice(0, 500)}`);
      console.log(
        `${db.padEnd(9)} ${name.padEnd(16)} ${String(ROWS).padStart(7)} rows  ` +
          `${seconds.toFixed(2).padStart(6)} s  ${Math.round(ROWS / seconds)
            .toString()
            .padStart(6)} rows/s  ` +
          `node cpu ${nodeSeconds.toFixed(2)} s  pg cpu ${pgSeconds === null ? '-' : pgSeconds.toFixed(2) + ' s'}  ` +
          `file ${(data.length / 1024 / 1024).toFixed(1)} MB\n          ${others}`,
      );
    };
    const enrolment = { academic_period_id: ids.period, stream_id: ids.stream };
    await timed('/students/bulk-upload/', file.name, enrolment, file.data);
    console.log(`          students added: ${(await studentCount(url, auth)) - before}`);
    const restrictions = restrictionsFile();
    await timed(RESTRICTION_IMPORT_PATH, restrictions.name, {}, restrictions.data);
  } finally {
    await stop(child);
  }
}

console.log(`student-import: ${ROWS} rows, ${os.cpus().length} cores, node ${process.version}\n`);
const files = await Promise.all(args.format.split(',').map(buildFile));
for (const file of files) {
  if (args.db.includes('pglite')) {
    await withDataDir(async (dataDir) => {
      const ids = await seed({ dataDir });
      await importOnce('embedded', { DATA_DIR: dataDir }, ids, file, null);
    });
  }
  if (args.db.includes('postgres')) {
    await withDataDir((dataDir) =>
      withPostgresDatabase(async (url, name) => {
        const ids = await seed({ url });
        await importOnce('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }, ids, file, name);
      }),
    );
  }
}
