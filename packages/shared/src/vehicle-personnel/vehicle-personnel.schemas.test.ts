import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { vehiclePersonnelInputSchema } from './vehicle-personnel.schemas';

const errorsOf = (input: unknown) => schemaErrors(vehiclePersonnelInputSchema, input);
const valid = {
  vehicle: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  driver: '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  start_date: '2026-01-05',
  end_date: '2026-03-31',
};

describe('vehiclePersonnelInputSchema (spec part 1 §5: Personnel)', () => {
  it('says each missing field is required, in the spec’s words', () => {
    expect(errorsOf({ vehicle: '', driver: '', start_date: '', end_date: '' })).toEqual({
      vehicle: ['Vehicle is required'],
      driver: ['Driver is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
  });

  it('needs the end on or after the start, and defaults to active', () => {
    expect(errorsOf({ ...valid, end_date: '2026-01-04' })).toEqual({
      end_date: ['End date must be on or after the start date'],
    });
    expect(vehiclePersonnelInputSchema.parse({ ...valid, end_date: '2026-01-05' }).is_active).toBe(true);
  });
});
