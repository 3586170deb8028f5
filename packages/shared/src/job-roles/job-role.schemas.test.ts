import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { jobRoleInputSchema } from './job-role.schemas';

const errorsOf = (input: unknown) => errorsOfSchema(jobRoleInputSchema, input);

describe('jobRoleInputSchema (spec part 2 §3: Job role)', () => {
  it('needs a title and a category', () => {
    expect(errorsOf({ title: '' })).toEqual({
      title: ['Title is required'],
      category: ['Category is required'],
    });
  });

  it('takes only the spec’s categories (1 Teacher, 2 Principal, 3 Director, 4 Driver, 100 Other)', () => {
    for (const category of [1, 2, 3, 4, 100]) expect(errorsOf({ title: 'Role', category })).toEqual({});
    for (const category of [0, 5, 99]) {
      expect(errorsOf({ title: 'Role', category })).toEqual({ category: ['Unknown category'] });
    }
  });
});
