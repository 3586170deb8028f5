import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { journeyStopInputSchema, journeyStopsReorderSchema } from './journey-stop.schemas';

const errorsOf = (input: unknown) => schemaErrors(journeyStopInputSchema, input);
const valid = {
  journey: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  bus_stop: '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  sequence: 1,
  expected_time: '06:45',
};

describe('journeyStopInputSchema (spec part 2 §5: Journey stop)', () => {
  it('says each missing field is required, in the spec’s words', () => {
    expect(errorsOf({ journey: '', bus_stop: '', expected_time: '' })).toEqual({
      journey: ['Route is required'],
      bus_stop: ['Bus stop is required'],
      sequence: ['Sequence number is required and must be positive'],
      expected_time: ['Expected time is required'],
    });
  });

  it('needs a whole sequence of 1 or more', () => {
    for (const sequence of [0, -1]) {
      expect(errorsOf({ ...valid, sequence })).toEqual({
        sequence: ['Sequence number is required and must be positive'],
      });
    }
    expect(errorsOf({ ...valid, sequence: 1.5 })).toEqual({
      sequence: ['Sequence number must be a whole number'],
    });
    expect(errorsOf({ ...valid, sequence: 1000 })).toEqual({
      sequence: ['Sequence number must be at most 999'],
    });
  });

  it('drops the zone, which is only a filter of the bus stops', () => {
    const parsed = journeyStopInputSchema.parse({ ...valid, zone: '1f0e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e' });
    expect(parsed).toEqual({ ...valid, expected_time: '06:45:00' });
    expect(errorsOf({ ...valid, bus_stop: 'Main Gate' })).toEqual({ bus_stop: ['Invalid bus stop.'] });
  });
});

describe('journeyStopsReorderSchema', () => {
  it('takes a route and a list of stop ids', () => {
    expect(journeyStopsReorderSchema.safeParse({ journey: valid.journey, stops: [] }).success).toBe(false);
    const parsed = journeyStopsReorderSchema.parse({ journey: valid.journey, stops: ['AB', 'cd'] });
    expect(parsed.stops).toEqual(['ab', 'cd']);
  });
});
