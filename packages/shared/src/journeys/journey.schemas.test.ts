import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { journeyInputSchema } from './journey.schemas';

const errorsOf = (input: unknown) => schemaErrors(journeyInputSchema, input);
const valid = {
  title: 'Westlands Morning',
  code: 'WL-01',
  direction: 1,
  start_time: '06:30',
  end_time: '07:45',
  default_vehicle: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  academic_period: '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
};

describe('journeyInputSchema (spec part 2 §5: Journey)', () => {
  it('says each missing field is required, in the spec’s words', () => {
    const blank = {
      title: '',
      code: '',
      start_time: '',
      end_time: '',
      default_vehicle: '',
      academic_period: '',
    };
    expect(errorsOf(blank)).toEqual({
      title: ['Journey name is required'],
      code: ['Journey code is required'],
      direction: ['Direction must be 1 (To School) or 2 (From School)'],
      start_time: ['Start time is required'],
      end_time: ['End time is required'],
      default_vehicle: ['Default vehicle is required'],
      academic_period: ['Academic period is required'],
    });
  });

  it('takes the direction as the number 1 or 2', () => {
    for (const direction of ['1', 0, 3, 1.5]) {
      expect(errorsOf({ ...valid, direction })).toEqual({
        direction: ['Direction must be 1 (To School) or 2 (From School)'],
      });
    }
    expect(errorsOf({ ...valid, direction: 2 })).toEqual({});
  });

  it('needs the end after the start, said beside the other fields’ messages', () => {
    expect(errorsOf({ ...valid, end_time: '06:30:00' })).toEqual({
      end_time: ['End time must be after the start time'],
    });
    expect(errorsOf({ ...valid, title: '', end_time: '06:00' })).toEqual({
      title: ['Journey name is required'],
      end_time: ['End time must be after the start time'],
    });
    expect(errorsOf({ ...valid, start_time: '24:00' })).toEqual({ start_time: ['Enter a time as HH:MM'] });
  });

  it('takes an optional attendant and defaults to active, with times as HH:MM:SS', () => {
    const parsed = journeyInputSchema.parse({ ...valid, attendant: '' });
    expect(parsed).toMatchObject({ attendant: null, is_active: true, start_time: '06:30:00' });
    expect(errorsOf({ ...valid, attendant: 'Grace' })).toEqual({ attendant: ['Invalid attendant.'] });
    expect(errorsOf({ ...valid, default_vehicle: 'KBZ 100A' })).toEqual({
      default_vehicle: ['Invalid vehicle.'],
    });
  });
});
