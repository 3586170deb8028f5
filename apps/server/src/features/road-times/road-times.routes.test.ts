import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_ROAD_TIME_PAIRS,
  ROAD_TIME_PLACES_PATH,
  ROAD_TIMES_PATH,
} from '@app/shared/route-plans/road-times.schemas';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { expectFileRefusals, imageBytes } from '../student-import/import-files.test-helpers';
import { tenants } from '../tenants/tenants.table';
import { roadTimesAmong } from './road-times.reads';
import { roadTimeFixtures } from './road-times.test-helpers';

// A school's road time matrix (issue 24 §2): uploaded whole as CSV, checked row by row before
// anything is written, replaced or removed whole, and read by the planner among its places.
const { t, school } = await appWithSchool();
const f = roadTimeFixtures(t);
const [birch, acacia, cedar] = await f.stops(school, [
  { title: 'Birch', latitude: 0.5143, longitude: 35.2698 },
  { title: 'Acacia', latitude: -1.2751, longitude: 36.81 },
  { title: 'Cedar', latitude: -1.29, longitude: 36.795 },
]);
const other = await signedInAs(t);
const [theirs] = await f.stops(other, [{ title: 'Theirs', latitude: -1.3, longitude: 36.7 }]);
const everyPlace = ['school', birch!, acacia!, cedar!, theirs!];

const csv = (rows: string[], header = 'from,to,seconds') => ({
  name: 'matrix.csv',
  data: [header, ...rows].join('\n') + '\n',
});
const stored = () => roadTimesAmong(t.database.db, school.tenantId, everyPlace);

describe('the road time matrix', () => {
  it('is empty until one is uploaded', async () => {
    expect(await f.summary(school)).toMatchObject({
      status: 200,
      body: { pairs: 0, places: 0, uploaded_at: null },
    });
    expect(await stored()).toEqual({});
  });

  it("takes a CSV of 'school' and the school's stops, seconds rounded, with one audit entry", async () => {
    const response = await f.upload(
      school,
      csv([
        `school,${birch},120.4`,
        `${birch},School,119.5`,
        `${birch!.toUpperCase()},${acacia},0`,
        `${acacia},${birch},21600`,
        '',
        `SCHOOL,${cedar},1e2`,
      ]),
    );
    expect(response).toMatchObject({ status: 200, body: { pairs: 5, places: 4 } });
    expect(Date.parse(response.body.uploaded_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await f.summary(school)).toMatchObject({ body: response.body });
    expect(await stored()).toEqual({
      school: { [birch!]: 120, [cedar!]: 100 },
      [birch!]: { school: 120, [acacia!]: 0 },
      [acacia!]: { [birch!]: 21600 },
    });
    const log = await t.request('GET', '/school/audit-log/?record_type=road-times', school.auth);
    expect(log.body.results).toMatchObject([
      { action: 'import', record_id: null, record_label: 'matrix.csv', count: 5 },
    ]);
  });

  it("replaces the whole matrix, a ';' file with decimal commas read as Excel writes one", async () => {
    const response = await f.upload(school, {
      name: 'semicolons.CSV',
      data: `From;TO;Seconds\r\nschool;${acacia};12,6\r\n${acacia};school;30\r\n`,
    });
    expect(response).toMatchObject({ status: 200, body: { pairs: 2, places: 2 } });
    expect(await stored()).toEqual({ school: { [acacia!]: 13 }, [acacia!]: { school: 30 } });
  });

  it('refuses a wrong row by its number, with every message of the row, and changes nothing', async () => {
    const before = await f.summary(school);
    const row = (n: number, ...messages: string[]) => messages.map((text) => `Row ${n}: ${text}`);
    await expectFileRefusals(
      (file) => f.upload(school, file),
      [
        [
          csv([
            `school,${birch},60`,
            `nowhere,${birch},60`,
            `school,${theirs},60`,
            `school,${cedar},abc`,
            `${cedar},school,-5`,
            `${cedar},${birch},21601`,
            `${cedar},${cedar},10`,
            `${birch},school,60`,
            `School,${birch},61`,
            `,${acacia},`,
            `${acacia},${cedar},12,5`,
          ]),
          {
            file: [
              '9 rows have errors, so the road times were not changed.',
              ...row(3, 'from “nowhere” is neither “school” nor a bus stop of this school'),
              ...row(4, `to “${theirs}” is neither “school” nor a bus stop of this school`),
              ...row(5, 'seconds must be a number from 0 to 21,600'),
              ...row(6, 'seconds must be a number from 0 to 21,600'),
              ...row(7, 'seconds must be a number from 0 to 21,600'),
              ...row(8, 'from and to are the same place'),
              ...row(10, 'the same pair of places is also on row 2'),
              ...row(11, 'from is empty', 'seconds must be a number from 0 to 21,600'),
              ...row(12, 'more than 3 cells (a decimal comma in a comma-separated file?)'),
            ],
          },
        ],
        [
          csv([`school,${birch},60`], 'from,to'),
          { file: ['The first row must be the columns from, to, seconds, in this order'] },
        ],
        [
          csv([`${birch},school,60`], 'to,from,seconds'),
          { file: ['The first row must be the columns from, to, seconds, in this order'] },
        ],
        [csv([]), { file: ['The file has no road time rows'] }],
        [{ name: 'matrix.csv', data: '' }, { file: ['The file has no road time rows'] }],
        [
          { name: 'matrix.csv', data: await imageBytes() },
          { file: ['This file is not a CSV file: save the road times as CSV'] },
        ],
        [{ name: 'matrix.xlsx', data: 'from,to,seconds\n' }, { file: ['Choose a .csv file'] }],
        [null, { file: ['Please select a file'] }],
      ],
    );
    expect((await f.summary(school)).body).toEqual(before.body);
    expect(await stored()).toEqual({ school: { [acacia!]: 13 }, [acacia!]: { school: 30 } });
  });

  it('lists the first 20 wrong rows of many, and says how many there are', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `school,stop-${i},60`);
    const response = await f.upload(school, csv(rows));
    expect(response.status).toBe(400);
    const messages: string[] = response.body.file;
    expect(messages[0]).toBe(
      '25 rows have errors, so the road times were not changed. The first 20 are listed.',
    );
    expect(messages).toHaveLength(21);
    expect(messages.at(-1)).toBe('Row 21: to “stop-19” is neither “school” nor a bus stop of this school');
  });

  it('refuses a file of more rows than a matrix may hold', async () => {
    const response = await f.upload(
      school,
      csv(Array.from({ length: MAX_ROAD_TIME_PAIRS + 1 }, () => 'a,b,1')),
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        file: [
          "The file has more than 200,000 rows: a school's road times may hold at most that many pairs of places",
        ],
      },
    });
    expect((await f.summary(school)).body.pairs).toBe(2);
  });

  it('reads for the planner only the pairs among the places asked for', async () => {
    expect(await roadTimesAmong(t.database.db, school.tenantId, ['school', acacia!, acacia!])).toEqual({
      school: { [acacia!]: 13 },
      [acacia!]: { school: 30 },
    });
    expect(await roadTimesAmong(t.database.db, school.tenantId, ['school', birch!])).toEqual({});
    expect(await roadTimesAmong(t.database.db, school.tenantId, [])).toEqual({});
    expect(await roadTimesAmong(t.database.db, other.tenantId, everyPlace)).toEqual({});
  });

  it('is removed whole, with an audit entry when there was one', async () => {
    expect((await t.request('DELETE', ROAD_TIMES_PATH, school.auth)).status).toBe(204);
    expect(await f.summary(school)).toMatchObject({ body: { pairs: 0, places: 0, uploaded_at: null } });
    expect(await stored()).toEqual({});
    expect((await t.request('DELETE', ROAD_TIMES_PATH, school.auth)).status).toBe(204);
    const log = await t.request('GET', '/school/audit-log/?record_type=road-times', school.auth);
    expect(log.body.results.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'import',
      'import',
    ]);
    expect(log.body.results[0]).toMatchObject({ record_label: 'Road times', count: 2 });
  });
});

describe('the places file', () => {
  it('lists the school first, then its bus stops by title, as the upload names them', async () => {
    await f.locate(school, -1.28, 36.8);
    const response = await t.request('GET', ROAD_TIME_PLACES_PATH, school.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="road-time-places.csv"');
    const [tenant] = await t.database.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, school.tenantId));
    expect(response.body).toBe(
      [
        'place,title,latitude,longitude',
        `school,${tenant!.name},-1.28,36.8`,
        `${acacia},Acacia,-1.2751,36.81`,
        `${birch},Birch,0.5143,35.2698`,
        `${cedar},Cedar,-1.29,36.795`,
        '',
      ].join('\n'),
    );
  });

  it("leaves the school's location empty until it is set", async () => {
    const response = await t.request('GET', ROAD_TIME_PLACES_PATH, other.auth);
    expect(response.body).toMatch(
      /^place,title,latitude,longitude\nschool,School \w+,,\n[\w-]+,Theirs,-1.3,36.7\n$/,
    );
  });
});

describe('access', () => {
  it('is for the transport office: a transport officer reads and writes, a driver or teacher is refused', async () => {
    const officer = await signedInAs(t, { role: ROLE_IDS.transportOfficer, tenantId: school.tenantId });
    expect((await f.summary(officer)).status).toBe(200);
    expect((await f.upload(officer, csv([`school,${cedar},60`]))).status).toBe(200);
    for (const role of [ROLE_IDS.driver, ROLE_IDS.teacher]) {
      const refused = await signedInAs(t, { role, tenantId: school.tenantId });
      for (const [method, path] of [
        ['GET', ROAD_TIMES_PATH],
        ['DELETE', ROAD_TIMES_PATH],
        ['GET', ROAD_TIME_PLACES_PATH],
      ] as const) {
        expect((await t.request(method, path, refused.auth)).status, `${role} ${method} ${path}`).toBe(403);
      }
      expect((await f.upload(refused, csv([`school,${birch},1`]))).status).toBe(403);
    }
    expect(await stored()).toEqual({ school: { [cedar!]: 60 } });
  });
});
