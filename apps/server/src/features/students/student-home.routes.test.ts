import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import { STUDENT_IMPORT_PATH } from '@app/shared/students/student-import.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { studentRows } from './students.table';

// A student's home location (issue 24): read and written on the student's own calls, both or neither,
// kept when a change leaves it out, never in a list, and named by the audit trail without its values.
const { t, school } = await appWithSchool();

const PATH = studentsResource.path;
const home = { home_latitude: -1.2864123, home_longitude: 36.8172456 };
let serial = 0;
const valid = () => ({
  admission_number: `H-${++serial}`,
  first_name: 'Imani',
  last_name: 'Wekesa',
  gender: 2,
  date_of_birth: '2016-02-11',
});
const post = (body: unknown, as = school) => t.request('POST', PATH, { ...as.auth, body });
const put = (id: string, body: unknown, as = school) =>
  t.request('PUT', studentsResource.itemPath(id), { ...as.auth, body });
const readHome = async (id: string, as = school) => {
  const { body } = await t.request('GET', studentsResource.itemPath(id), as.auth);
  return { home_latitude: body.home_latitude, home_longitude: body.home_longitude };
};
const asForm = (fields: Record<string, unknown>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
};

describe("a student's home location", () => {
  it('is written and read as degrees to seven decimals, null when not known', async () => {
    const created = await post({ ...valid(), ...home });
    expect(created).toMatchObject({ status: 201, body: home });
    expect(await readHome(created.body.id)).toEqual(home);
    const none = await post(valid());
    expect(none.body).toMatchObject({ home_latitude: null, home_longitude: null });
    const [stored] = await t.database.db
      .select({ latitude: studentRows.home_latitude })
      .from(studentRows)
      .where(eq(studentRows.id, created.body.id));
    expect(stored!.latitude).toBe('-1.2864123');
  });

  it('is kept when a change leaves it out, and cleared by null or empty fields', async () => {
    const { body: student } = await post({ ...valid(), ...home });
    const { home_latitude: _lat, home_longitude: _lon, ...fields } = { ...valid(), ...home };
    // A client that predates the home location keeps it (JSON or a form without the fields).
    expect(
      (await put(student.id, { ...fields, admission_number: student.admission_number })).body,
    ).toMatchObject(home);
    const asConsole = asForm({ ...fields, admission_number: student.admission_number });
    const kept = await t.request('PUT', studentsResource.itemPath(student.id), {
      ...school.auth,
      form: asConsole,
    });
    expect(kept).toMatchObject({ status: 200, body: home });
    // The console's form: the degrees as text, then both emptied.
    const moved = asForm({
      ...fields,
      admission_number: student.admission_number,
      home_latitude: '-1.3',
      home_longitude: '36.9',
    });
    expect(
      (await t.request('PUT', studentsResource.itemPath(student.id), { ...school.auth, form: moved })).body,
    ).toMatchObject({ home_latitude: -1.3, home_longitude: 36.9 });
    const emptied = asForm({
      ...fields,
      admission_number: student.admission_number,
      home_latitude: '',
      home_longitude: '',
    });
    expect(
      (await t.request('PUT', studentsResource.itemPath(student.id), { ...school.auth, form: emptied })).body,
    ).toMatchObject({ home_latitude: null, home_longitude: null });
    await put(student.id, { ...fields, admission_number: student.admission_number, ...home });
    const cleared = await put(student.id, {
      ...fields,
      admission_number: student.admission_number,
      home_latitude: null,
      home_longitude: null,
    });
    expect(cleared).toMatchObject({ status: 200, body: { home_latitude: null, home_longitude: null } });
  });

  it('takes both or neither and checks each as a bus stop’s coordinate; a refusal changes nothing', async () => {
    const { body: student } = await post({ ...valid(), ...home });
    const same = { ...valid(), admission_number: student.admission_number };
    for (const [body, errors] of [
      [
        { home_latitude: -1.3 },
        { home_longitude: ['Home longitude is required when a home latitude is given'] },
      ],
      [
        { home_latitude: null, home_longitude: 36.9 },
        { home_latitude: ['Home latitude is required when a home longitude is given'] },
      ],
      [
        { home_latitude: 91, home_longitude: -180.5 },
        {
          home_latitude: ['Home latitude must be between -90 and 90'],
          home_longitude: ['Home longitude must be between -180 and 180'],
        },
      ],
      [
        { home_latitude: -1.29212345, home_longitude: 'east' },
        {
          home_latitude: ['Home latitude can have at most 7 decimal places'],
          home_longitude: ['Home longitude must be a number'],
        },
      ],
    ] as const) {
      const refused = await put(student.id, { ...same, ...body });
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: errors });
      expect(Object.keys(refused.body).sort()).toEqual(Object.keys(errors).sort());
      expect((await post({ ...valid(), ...body })).status).toBe(400);
    }
    expect(await readHome(student.id)).toEqual(home);
  });

  it('is in no list, searched or not: only the student’s own read has it', async () => {
    const { body: student } = await post({ ...valid(), first_name: 'Listed', ...home });
    for (const query of ['', '?search=Listed', '?ordering=-full_name', '?page_size=1']) {
      const list = await t.request('GET', `${PATH}${query}`, school.auth);
      expect(list.status).toBe(200);
      expect(list.body.results.length).toBeGreaterThan(0);
      for (const row of list.body.results) {
        expect(Object.keys(row)).not.toContain('home_latitude');
        expect(Object.keys(row)).not.toContain('home_longitude');
      }
      expect(JSON.stringify(list.body)).not.toContain('36.8172456');
    }
    expect((await t.request('GET', studentsResource.itemPath(student.id), school.auth)).body).toMatchObject(
      home,
    );
  });

  it("is another school's secret: their student is a 404, and a write there never reaches it", async () => {
    const other = await signedInAs(t);
    const { body: theirs } = await post({ ...valid(), ...home }, other);
    expect((await t.request('GET', studentsResource.itemPath(theirs.id), school.auth)).status).toBe(404);
    const attempt = await put(theirs.id, { ...valid(), home_latitude: 0, home_longitude: 0 });
    expect(attempt.status).toBe(404);
    expect(await readHome(theirs.id, other)).toEqual(home);
  });

  it('is named by the audit trail, set, changed and cleared, never with its degrees', async () => {
    const { body: student } = await post({ ...valid(), ...home });
    const same = { ...valid(), admission_number: student.admission_number };
    await put(student.id, { ...same, home_latitude: -1.3, home_longitude: 36.8172456 });
    await put(student.id, { ...same, home_latitude: null, home_longitude: null });
    const log = async (language = 'en') =>
      (
        await t.request('GET', `/school/audit-log/?record_type=student&record_id=${student.id}`, {
          ...school.auth,
          headers: { 'accept-language': language },
        })
      ).body.results.reverse() as {
        action: string;
        changes: Record<string, { old?: unknown; new?: unknown }>;
      }[];
    const entries = await log();
    const hidden = 'Not shown (private)';
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(entries[0]!.changes).toMatchObject({
      home_latitude: { new: hidden },
      home_longitude: { new: hidden },
    });
    // Only the latitude moved; the trail says so without either value.
    expect(entries[1]!.changes).toEqual({ home_latitude: { old: hidden, new: hidden } });
    expect(entries[2]!.changes).toEqual({
      home_latitude: { old: hidden, new: null },
      home_longitude: { old: hidden, new: null },
    });
    // What was written, not when: an entry's time ("09:58:01.348Z") can hold "1.3" too.
    const text = JSON.stringify(entries.map((entry) => entry.changes));
    for (const degrees of ['1.2864123', '36.8172456', '1.3']) expect(text).not.toContain(degrees);
    expect((await log('sw'))[0]!.changes.home_latitude).toEqual({ new: 'Haionyeshwi (siri)' });
    // A delete names it too, as it was there.
    const { body: again } = await post({ ...valid(), ...home });
    await t.request('DELETE', studentsResource.itemPath(again.id), school.auth);
    const removal = (
      await t.request('GET', `/school/audit-log/?record_type=student&record_id=${again.id}`, school.auth)
    ).body.results[0];
    expect(removal).toMatchObject({
      action: 'delete',
      changes: { home_latitude: { old: hidden }, home_longitude: { old: hidden } },
    });
  });
});

describe('the roll import', () => {
  it('takes the home location columns, both or neither, as the form does', async () => {
    const post201 = async (path: string, body: unknown) =>
      (await t.request('POST', path, { ...school.auth, body })).body;
    const period = await post201(academicPeriodsResource.path, {
      title: 'Year H',
      start_date: '2026-01-05',
      end_date: '2026-11-30',
    });
    const grade = await post201(gradeLevelsResource.path, { title: 'Grade H', short_title: 'GH' });
    const stream = await post201(streamsResource.path, {
      title: 'Home',
      grade_level: grade.es_grade_level,
      short_title: 'H',
      student_capacity: 40,
    });
    const upload = (...rows: string[]) => {
      const form = new FormData();
      form.set('academic_period_id', period.id);
      form.set('stream_id', stream.id);
      const header =
        'Admission Number,First Name,Last Name,Date of Birth,Gender,Home Latitude,Home Longitude';
      form.set('file', new Blob([[header, ...rows].join('\n')]), 'roll.csv');
      return t.request('POST', STUDENT_IMPORT_PATH, { ...school.auth, form });
    };
    const refused = await upload(
      'IH-1,Amani,Otieno,2015-03-14,Female,-1.2864123,',
      'IH-2,Baraka,Mwangi,2015-05-01,Male,north,36.8',
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        'rows.2.home_longitude': ['Home longitude is required when a home latitude is given'],
        'rows.3.home_latitude': ['Home latitude must be a number'],
      },
    });
    const imported = await upload(
      'IH-1,Amani,Otieno,2015-03-14,Female,-1.2864123,36.8172456',
      'IH-2,Baraka,Mwangi,2015-05-01,Male,,',
    );
    expect(imported).toMatchObject({ status: 201, body: { imported: 2 } });
    const found = await t.request('GET', `${PATH}?search=IH-`, school.auth);
    const ids = Object.fromEntries(
      found.body.results.map((row: { admission_number: string; id: string }) => [
        row.admission_number,
        row.id,
      ]),
    );
    expect(await readHome(ids['IH-1'])).toEqual(home);
    expect(await readHome(ids['IH-2'])).toEqual({ home_latitude: null, home_longitude: null });
  });
});
