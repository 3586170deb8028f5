import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { newVehicle, vehicleInputSchema, vehicleListQuerySchema } from './vehicle.schemas';

const valid = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true };

const errorsOf = (input: unknown) => schemaErrors(vehicleInputSchema, input);

describe('vehicleInputSchema', () => {
  it('accepts a complete vehicle', () => {
    // A vehicle's type is a bus unless said (issue 25 §1).
    expect(vehicleInputSchema.parse(valid)).toEqual({ ...valid, vehicle_type: 'bus' });
    expect(vehicleInputSchema.parse({ ...valid, vehicle_type: 'van' }).vehicle_type).toBe('van');
  });

  it.each([
    [0, false],
    [1, true],
    [100, true],
    [101, false],
  ])('capacity %i is accepted: %s', (max_capacity, accepted) => {
    const errors = errorsOf({ ...valid, max_capacity });
    expect(errors).toEqual(accepted ? {} : { max_capacity: ['Capacity must be between 1 and 100'] });
  });

  it('refuses a fractional capacity and a capacity sent as text', () => {
    expect(errorsOf({ ...valid, max_capacity: 12.5 })).toEqual({
      max_capacity: ['Capacity must be a whole number'],
    });
    expect(errorsOf({ ...valid, max_capacity: '12' })).toEqual({
      max_capacity: ['Capacity must be between 1 and 100'],
    });
  });

  it('needs a code of at least 2 characters, counted after trimming', () => {
    expect(errorsOf({ ...valid, code: 'B' })).toEqual({ code: ['Code must be at least 2 characters'] });
    expect(errorsOf({ ...valid, code: ' B ' })).toEqual({ code: ['Code must be at least 2 characters'] });
    expect(errorsOf({ ...valid, code: 'B1' })).toEqual({});
  });

  it('needs a registration number that is not blank', () => {
    expect(errorsOf({ ...valid, registration_number: '' })).toEqual({
      registration_number: ['Registration number is required'],
    });
    expect(errorsOf({ ...valid, registration_number: '   ' })).toEqual({
      registration_number: ['Registration number is required'],
    });
  });

  it('trims the text fields', () => {
    const parsed = vehicleInputSchema.parse({
      ...valid,
      registration_number: '  KBZ 412A ',
      code: ' BUS-01\t',
    });
    expect(parsed.registration_number).toBe('KBZ 412A');
    expect(parsed.code).toBe('BUS-01');
  });

  it('names every missing field with the spec message', () => {
    expect(errorsOf({})).toEqual({
      registration_number: ['Registration number is required'],
      code: ['Code must be at least 2 characters'],
      max_capacity: ['Capacity must be between 1 and 100'],
      is_active: ['Status must be Active or Inactive'],
    });
  });

  it('refuses the form defaults of a new vehicle until a capacity is chosen', () => {
    expect(errorsOf({ ...newVehicle, registration_number: 'KBZ 412A', code: 'BUS-01' })).toEqual({
      max_capacity: ['Capacity must be between 1 and 100'],
    });
    expect(newVehicle.is_active).toBe(true);
  });
});

describe('vehicleListQuerySchema', () => {
  it('defaults the page and page size', () => {
    expect(vehicleListQuerySchema.parse({})).toEqual({ page: 1, page_size: 50 });
  });

  it('accepts the allowed orderings only', () => {
    expect(vehicleListQuerySchema.parse({ ordering: '-max_capacity' }).ordering).toBe('-max_capacity');
    expect(vehicleListQuerySchema.safeParse({ ordering: 'created_at' }).success).toBe(false);
  });

  it('reads is_active as true or false', () => {
    expect(vehicleListQuerySchema.parse({ is_active: 'false' }).is_active).toBe('false');
    expect(vehicleListQuerySchema.safeParse({ is_active: 'yes' }).success).toBe(false);
  });
});
