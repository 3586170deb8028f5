import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrorsOf } from '../common/schema-errors.test-helpers';
import { streamInputSchema } from './stream.schemas';

const errorsOf = (input: unknown) => schemaErrorsOf(streamInputSchema, input);
const valid = {
  title: 'North',
  grade_level: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  short_title: '4N',
  student_capacity: 40,
};

describe('streamInputSchema (spec part 2 §5: Stream)', () => {
  it('says each missing field is required, in the spec’s words', () => {
    expect(errorsOf({ title: '', grade_level: '', short_title: '' })).toEqual({
      title: ['Stream name is required'],
      grade_level: ['Grade level is required'],
      short_title: ['Short title is required'],
      student_capacity: ['Student capacity must be greater than 0'],
    });
  });

  it('needs a capacity above 0, whole, and not absurd', () => {
    for (const capacity of [0, -3]) {
      expect(errorsOf({ ...valid, student_capacity: capacity })).toEqual({
        student_capacity: ['Student capacity must be greater than 0'],
      });
    }
    expect(errorsOf({ ...valid, student_capacity: 12.5 })).toEqual({
      student_capacity: ['Student capacity must be a whole number'],
    });
    expect(errorsOf({ ...valid, student_capacity: 1001 })).toEqual({
      student_capacity: ['Student capacity must be at most 1000'],
    });
    expect(errorsOf(valid)).toEqual({});
  });
});
