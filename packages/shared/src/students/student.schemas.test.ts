import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import {
  studentImportRowSchema,
  studentInputSchema,
  studentListItemSchema,
  studentListQuerySchema,
} from './student.schemas';

const PERIOD = '0b7c6f3e-2a1d-4c5b-9e8f-1a2b3c4d5e6f';
const STREAM = '1c8d7a4f-3b2e-4d6c-8f9a-2b3c4d5e6f7a';
const valid = {
  admission_number: 'ADM-001',
  first_name: 'Baraka',
  last_name: 'Mutua',
  gender: 1,
  date_of_birth: '2015-04-12',
};

const errorsOf = (input: unknown) => errorsOfSchema(studentInputSchema, input);

describe('studentInputSchema', () => {
  it('answers the spec messages for missing fields, each once', () => {
    expect(errorsOf({})).toEqual({
      admission_number: ['Admission number is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      gender: ['Gender is required'],
      date_of_birth: ['Date of birth is required'],
    });
    expect(
      errorsOf({ admission_number: ' ', first_name: '', last_name: '', gender: '', date_of_birth: '' }),
    ).toEqual({
      admission_number: ['Admission number is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      gender: ['Gender is required'],
      date_of_birth: ['Date of birth is required'],
    });
  });

  it('takes gender 1 Male, 2 Female or 3 Other, as a number or as form text', () => {
    expect(studentInputSchema.parse({ ...valid, gender: '2' }).gender).toBe(2);
    expect(errorsOf({ ...valid, gender: 4 })).toEqual({
      gender: ['Gender must be Male, Female or Other, not "4"'],
    });
    expect(errorsOf({ ...valid, gender: 'Unknown' })).toEqual({
      gender: ['Gender must be Male, Female or Other, not "Unknown"'],
    });
    expect(errorsOf({ ...valid, gender: '' })).toEqual({ gender: ['Gender is required'] });
  });

  it('refuses a date of birth in the future and a date that is not one', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(errorsOf({ ...valid, date_of_birth: nextYear })).toEqual({
      date_of_birth: ['Date of birth cannot be in the future'],
    });
    expect(errorsOf({ ...valid, date_of_birth: '2015-02-30' })).toEqual({
      date_of_birth: ['2015-02-30 is not a date: February 2015 has 28 days'],
    });
    expect(errorsOf({ ...valid, date_of_birth: '1899-12-31' })).toEqual({
      date_of_birth: ['Date of birth cannot be before 1900'],
    });
    expect(errorsOf({ ...valid, date_of_birth: '0001-01-01' })).toEqual({
      date_of_birth: ['Date of birth cannot be before 1900'],
    });
    expect(studentInputSchema.parse({ ...valid, date_of_birth: '1900-01-01' }).date_of_birth).toBe(
      '1900-01-01',
    );
  });

  it('reads an empty transport number, period and stream as none', () => {
    expect(
      studentInputSchema.parse({ ...valid, transport_number: ' ', academic_period: '', stream: '' }),
    ).toEqual({
      ...valid,
      other_name: '',
      transport_number: null,
      academic_period: null,
      stream: null,
      remove_photo: false,
    });
  });

  it('takes an enrolment as both period and stream, or neither', () => {
    expect(studentInputSchema.parse({ ...valid, academic_period: PERIOD, stream: STREAM })).toMatchObject({
      academic_period: PERIOD,
      stream: STREAM,
    });
    expect(errorsOf({ ...valid, academic_period: PERIOD })).toEqual({ stream: ['Stream is required'] });
    expect(errorsOf({ ...valid, stream: STREAM })).toEqual({
      academic_period: ['Academic period is required'],
    });
    // Said together with the other fields' messages.
    expect(errorsOf({ ...valid, first_name: '', stream: STREAM })).toEqual({
      first_name: ['First name is required'],
      academic_period: ['Academic period is required'],
    });
  });

  it('refuses a period or stream that cannot be an id', () => {
    expect(errorsOf({ ...valid, academic_period: 'term-1', stream: STREAM })).toEqual({
      academic_period: ['Invalid academic period.'],
    });
    expect(errorsOf({ ...valid, academic_period: PERIOD, stream: 42 })).toEqual({
      stream: ['Invalid stream.'],
    });
  });

  it('answers a body that is not an object without reading its fields', () => {
    for (const body of [undefined, null, 'student', []]) {
      expect(Object.keys(errorsOf(body))).toEqual(['non_field_errors']);
    }
  });

  it('limits numbers to 32 characters', () => {
    expect(
      errorsOf({ ...valid, admission_number: 'A'.repeat(33), transport_number: 'T'.repeat(33) }),
    ).toEqual({
      admission_number: ['Admission number must be at most 32 characters'],
      transport_number: ['Transport number must be at most 32 characters'],
    });
  });
});

describe('the home location of studentInputSchema', () => {
  const home = { home_latitude: -1.2921, home_longitude: 36.8219 };

  it('takes both, as numbers or as form text; none as null; left out as undefined (kept)', () => {
    expect(studentInputSchema.parse({ ...valid, ...home })).toMatchObject(home);
    expect(
      studentInputSchema.parse({ ...valid, home_latitude: ' -1.2921 ', home_longitude: '36.8219' }),
    ).toMatchObject(home);
    expect(studentInputSchema.parse({ ...valid, home_latitude: '1e-7', home_longitude: '0' })).toMatchObject({
      home_latitude: 0.0000001,
      home_longitude: 0,
    });
    expect(studentInputSchema.parse({ ...valid, home_latitude: '', home_longitude: null })).toMatchObject({
      home_latitude: null,
      home_longitude: null,
    });
    const kept = studentInputSchema.parse(valid);
    expect([kept.home_latitude, kept.home_longitude]).toEqual([undefined, undefined]);
    // The import's rows take them as the form does.
    expect(
      studentImportRowSchema.parse({ ...valid, home_latitude: '-1.2921', home_longitude: '36.8219' }),
    ).toMatchObject(home);
  });

  it('takes both or neither, naming the half that is missing, with the other fields', () => {
    expect(errorsOf({ ...valid, home_latitude: -1.2921 })).toEqual({
      home_longitude: ['Home longitude is required when a home latitude is given'],
    });
    expect(errorsOf({ ...valid, first_name: '', home_latitude: '', home_longitude: 36.8219 })).toEqual({
      first_name: ['First name is required'],
      home_latitude: ['Home latitude is required when a home longitude is given'],
    });
    expect(errorsOf({ ...studentImportRowSchema.parse(valid), home_longitude: '36.8' })).toEqual({
      home_latitude: ['Home latitude is required when a home longitude is given'],
    });
  });

  it('checks each as a bus stop’s coordinate: a number, in range, to seven decimals', () => {
    expect(errorsOf({ ...valid, home_latitude: 'north', home_longitude: true })).toEqual({
      home_latitude: ['Home latitude must be a number'],
      home_longitude: ['Home longitude must be a number'],
    });
    expect(errorsOf({ ...valid, home_latitude: '0x10', home_longitude: '1,5' })).toEqual({
      home_latitude: ['Home latitude must be a number'],
      home_longitude: ['Home longitude must be a number'],
    });
    for (const [latitude, longitude] of [
      [-90, -180],
      [90, 180],
    ])
      expect(errorsOf({ ...valid, home_latitude: latitude, home_longitude: longitude })).toEqual({});
    expect(errorsOf({ ...valid, home_latitude: 90.0000001, home_longitude: '-181' })).toEqual({
      home_latitude: ['Home latitude must be between -90 and 90'],
      home_longitude: ['Home longitude must be between -180 and 180'],
    });
    expect(errorsOf({ ...valid, home_latitude: -1.29212345, home_longitude: '36.00000001' })).toEqual({
      home_latitude: ['Home latitude can have at most 7 decimal places'],
      home_longitude: ['Home longitude can have at most 7 decimal places'],
    });
  });

  it('is in the student’s read, not in a list’s row', () => {
    expect(Object.keys(studentListItemSchema.shape)).not.toContain('home_latitude');
    expect(Object.keys(studentListItemSchema.shape)).not.toContain('home_longitude');
  });
});

describe('studentListQuerySchema', () => {
  it('takes the enrolment filters beside search, pages and ordering', () => {
    expect(
      studentListQuerySchema.parse({
        academic_period: PERIOD,
        grade_level: 'g',
        stream: STREAM,
        ordering: '-full_name',
      }),
    ).toMatchObject({ academic_period: PERIOD, grade_level: 'g', stream: STREAM, ordering: '-full_name' });
    expect(studentListQuerySchema.safeParse({ ordering: 'gender' }).success).toBe(false);
  });
});
