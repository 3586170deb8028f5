import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { busStopInputSchema } from './bus-stop.schemas';

const errorsOf = (input: unknown) => schemaErrors(busStopInputSchema, input);
const valid = {
  zone: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  title: 'Kilimani Gate',
  latitude: -1.2921,
  longitude: 36.8219,
};

describe('busStopInputSchema (spec part 2 §5: Bus stop)', () => {
  it('says each missing field is required, in the spec’s words (a blank number field too)', () => {
    const required = {
      zone: ['Zone is required'],
      title: ['Title is required'],
      latitude: ['Latitude is required'],
      longitude: ['Longitude is required'],
    };
    expect(errorsOf({})).toEqual(required);
    expect(errorsOf({ zone: '', title: ' ', latitude: '', longitude: null })).toEqual(required);
  });

  it('refuses coordinates that are not numbers', () => {
    expect(errorsOf({ ...valid, latitude: '-1.29', longitude: true })).toEqual({
      latitude: ['Latitude must be a number'],
      longitude: ['Longitude must be a number'],
    });
  });

  it('keeps latitude within [-90, 90] and longitude within [-180, 180], ends included', () => {
    for (const [latitude, longitude] of [
      [-90, -180],
      [90, 180],
      [0, 0],
    ]) {
      expect(errorsOf({ ...valid, latitude, longitude })).toEqual({});
    }
    for (const [latitude, longitude] of [
      [90.0000001, -180.0000001],
      [-91, 181],
    ]) {
      expect(errorsOf({ ...valid, latitude, longitude })).toEqual({
        latitude: ['Latitude must be between -90 and 90'],
        longitude: ['Longitude must be between -180 and 180'],
      });
    }
  });

  it('takes coordinates to the step of 0.0000001 degrees, not finer', () => {
    expect(errorsOf({ ...valid, latitude: -1.2921234, longitude: 36.8219999 })).toEqual({});
    expect(errorsOf({ ...valid, latitude: 0.0000001, longitude: -179.9999999 })).toEqual({});
    expect(errorsOf({ ...valid, latitude: -1.29212345, longitude: 36.00000001 })).toEqual({
      latitude: ['Latitude can have at most 7 decimal places'],
      longitude: ['Longitude can have at most 7 decimal places'],
    });
  });

  it('refuses a zone that cannot be an id, and defaults to no description, active and a 40 m radius', () => {
    expect(errorsOf({ ...valid, zone: 'north' })).toEqual({ zone: ['Invalid zone.'] });
    expect(busStopInputSchema.parse(valid)).toEqual({
      ...valid,
      description: '',
      is_active: true,
      arrival_radius: 40,
    });
  });

  it('takes an arrival radius of whole metres from 10 to 500, ends included', () => {
    for (const arrival_radius of [10, 75, 500]) {
      expect(busStopInputSchema.parse({ ...valid, arrival_radius }).arrival_radius).toBe(arrival_radius);
    }
    for (const arrival_radius of [9, 501, 0, -40, 40.5, '40', null, true]) {
      expect(errorsOf({ ...valid, arrival_radius })).toEqual({
        arrival_radius: ['Arrival radius must be a whole number of metres from 10 to 500'],
      });
    }
  });
});
