import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { employeeInputSchema, employeeListQuerySchema } from './employee.schemas';

const errorsOf = (input: unknown) => errorsOfSchema(employeeInputSchema, input);
const valid = {
  staff_number: 'ST-001',
  first_name: 'Ann',
  last_name: 'Wanjiru',
  gender: 2,
  date_of_birth: '1990-03-14',
};

describe('employeeInputSchema (spec part 2 §5: Employee)', () => {
  it('needs staff number, first name, last name, gender and date of birth', () => {
    expect(errorsOf({ staff_number: '', first_name: '', last_name: '', date_of_birth: '' })).toEqual({
      staff_number: ['Staff number is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      gender: ['Gender is required'],
      date_of_birth: ['Date of birth is required'],
    });
  });

  it('reads a multipart form’s text: gender "2", an empty job role as none, remove_photo "true"', () => {
    expect(
      employeeInputSchema.parse({ ...valid, gender: '2', job_role: '', remove_photo: 'true' }),
    ).toMatchObject({ gender: 2, job_role: null, remove_photo: true, other_name: '' });
    expect(errorsOf({ ...valid, gender: '9' })).toEqual({
      gender: ['Gender must be Male, Female or Other, not "9"'],
    });
  });

  it('refuses a date of birth in the future', () => {
    expect(errorsOf({ ...valid, date_of_birth: '2999-01-01' })).toEqual({
      date_of_birth: ['Date of birth cannot be in the future'],
    });
  });
});

describe('employeeListQuerySchema', () => {
  it('filters on a job role category, and refuses a number that is none', () => {
    expect(employeeListQuerySchema.parse({ job_role_category: '4' })).toMatchObject({ job_role_category: 4 });
    for (const category of ['0', '5', '99999999999', '-1', '1e20', 'abc', '']) {
      expect(errorsOfSchema(employeeListQuerySchema, { job_role_category: category }), category).toEqual({
        job_role_category: ['Unknown category'],
      });
    }
  });
});
