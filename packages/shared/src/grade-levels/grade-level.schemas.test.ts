import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrorsOf } from '../common/schema-errors.test-helpers';
import { gradeLevelInputSchema } from './grade-level.schemas';

const errorsOf = (input: unknown) => schemaErrorsOf(gradeLevelInputSchema, input);

describe('gradeLevelInputSchema (spec part 2 §5: Grade level)', () => {
  it('says each missing or blank field is required, in the spec’s words', () => {
    const required = { title: ['Grade level name is required'], short_title: ['Short title is required'] };
    expect(errorsOf({})).toEqual(required);
    expect(errorsOf({ title: '', short_title: '' })).toEqual(required);
  });

  it('accepts a grade level and bounds the lengths', () => {
    expect(errorsOf({ title: 'Grade 4', short_title: 'G4' })).toEqual({});
    expect(errorsOf({ title: 'x'.repeat(101), short_title: 'x'.repeat(21) })).toEqual({
      title: ['Grade level name must be at most 100 characters'],
      short_title: ['Short title must be at most 20 characters'],
    });
  });
});
