import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FORM_BODY_MESSAGES, MAX_FORM_FIELD_CHARACTERS } from '@app/shared/common/errors';
import { english } from '@app/shared/i18n/english';
import { appWithSchool } from '../../test/factories';
import { declarationNamed, sampleInput } from '../../test/resources/samples';

// A form's text fields are read whole or refused: one longer than a form takes was cut to its start,
// which a schema could then take for the whole value.
const { t, school } = await appWithSchool();

const employees = declarationNamed('employees');
const PATH = employees.resource.path;
const tooLong = english(FORM_BODY_MESSAGES.fieldTooLong);

/** A new valid employee as a form carries one: every value as text. */
async function valid(): Promise<Record<string, string>> {
  const input = await sampleInput(t, employees, { referencesIn: school });
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)]));
}

function form(fields: Record<string, string>, photo?: Buffer) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo) data.append('photo', new Blob([photo], { type: 'image/png' }), 'me.png');
  return data;
}

async function employeeCount(): Promise<number> {
  return (await t.request('GET', PATH, school.auth)).body.count as number;
}

describe('multipart forms', () => {
  it(`refuses a field longer than ${MAX_FORM_FIELD_CHARACTERS} characters on that field, and stores nothing`, async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const before = await employeeCount();
    for (const long of [
      'x'.repeat(MAX_FORM_FIELD_CHARACTERS + 1),
      'é'.repeat(MAX_FORM_FIELD_CHARACTERS * 3),
    ]) {
      const created = await t.request('POST', PATH, {
        ...school.auth,
        form: form({ ...(await valid()), other_name: long }, photo),
      });
      expect(created).toMatchObject({ status: 400, body: { other_name: [tooLong] } });
      expect(Object.keys(created.body)).toEqual(['other_name']);
    }
    expect(await employeeCount()).toBe(before);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', school.tenantId))).toBe(false);
  });

  it('names every field too long at once, and changes nothing of the record', async () => {
    const created = await t.request('POST', PATH, { ...school.auth, form: form(await valid()) });
    expect(created.status).toBe(201);
    const itemPath = employees.resource.itemPath(created.body.id as string);
    const long = 'y'.repeat(MAX_FORM_FIELD_CHARACTERS + 1);
    const replaced = await t.request('PUT', itemPath, {
      ...school.auth,
      form: form({ ...(await valid()), first_name: long, last_name: 'Otieno', other_name: long }),
    });
    expect(replaced).toMatchObject({ status: 400, body: { first_name: [tooLong], other_name: [tooLong] } });
    expect(Object.keys(replaced.body).sort()).toEqual(['first_name', 'other_name']);
    expect((await t.request('GET', itemPath, school.auth)).body).toEqual(created.body);
  });

  it(`reads a field of exactly ${MAX_FORM_FIELD_CHARACTERS} characters, even of several bytes each, whole`, async () => {
    // It reaches the schema, whose own limit answers; a field cut short would have been checked as such.
    for (const long of ['z'.repeat(MAX_FORM_FIELD_CHARACTERS), '😀'.repeat(MAX_FORM_FIELD_CHARACTERS)]) {
      const created = await t.request('POST', PATH, {
        ...school.auth,
        form: form({ ...(await valid()), other_name: long }),
      });
      expect(created).toMatchObject({
        status: 400,
        body: { other_name: ['Names must be at most 100 characters'] },
      });
    }
  });
});
