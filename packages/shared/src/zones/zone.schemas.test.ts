import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { zoneInputSchema } from './zone.schemas';

const errorsOf = (input: unknown) => schemaErrors(zoneInputSchema, input);

describe('zoneInputSchema (spec part 2 §5: Zone)', () => {
  it('says a missing or blank title is required, in the spec’s words', () => {
    for (const input of [{}, { title: '' }, { title: '   ' }, { title: null }]) {
      expect(errorsOf(input)).toEqual({ title: ['Zone title is required'] });
    }
  });

  it('keeps titles and descriptions to a sensible length', () => {
    expect(errorsOf({ title: 'x'.repeat(101), description: 'y'.repeat(501) })).toEqual({
      title: ['Zone title must be at most 100 characters'],
      description: ['Description must be at most 500 characters'],
    });
  });

  it('defaults to no description and active, and trims the title', () => {
    expect(zoneInputSchema.parse({ title: ' North ' })).toEqual({
      title: 'North',
      description: '',
      is_active: true,
    });
    expect(errorsOf({ title: 'North', is_active: 'yes' })).toEqual({
      is_active: ['Status must be Active or Inactive'],
    });
  });
});
