import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors } from '../common/schema-errors.test-helpers';
import { scheduleOf } from '../common/weekdays';
import { studentJourneyInputSchema, studentJourneyListQuerySchema } from './student-journey.schemas';

const STUDENT = '0B7C6F3E-2A1D-4C5B-9E8F-1A2B3C4D5E6F';
const JOURNEY = '1c8d7a4f-3b2e-4d6c-8f9a-2b3c4d5e6f7a';
const STOP = '2d9e8b5a-4c3f-4e7d-9a0b-3c4d5e6f7a8b';
const valid = { student: STUDENT, journey: JOURNEY, pick_point: STOP };

const errorsOf = (input: unknown) => schemaErrors(studentJourneyInputSchema, input);

const days = (...active: number[]) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day_of_week: day, is_active: active.includes(day) }));

describe('studentJourneyInputSchema', () => {
  it('answers the messages for a missing student and route', () => {
    expect(errorsOf({ pick_point: STOP })).toEqual({
      student: ['Student is required'],
      journey: ['Route is required'],
    });
    expect(errorsOf({ ...valid, student: ' ', journey: '' })).toEqual({
      student: ['Student is required'],
      journey: ['Route is required'],
    });
  });

  it('refuses a student, route or stop that cannot be an id', () => {
    expect(errorsOf({ student: 'x', journey: 'routes', pick_point: '1', drop_point: 'stop' })).toEqual({
      student: ['Invalid student.'],
      journey: ['Invalid route.'],
      pick_point: ['Invalid stop.'],
      drop_point: ['Invalid stop.'],
    });
  });

  it('takes either point alone, but not neither', () => {
    expect(errorsOf({ ...valid, pick_point: null, drop_point: STOP })).toEqual({});
    expect(errorsOf({ ...valid, drop_point: '' })).toEqual({});
    expect(errorsOf({ student: STUDENT, journey: JOURNEY })).toEqual({
      pick_point: ['Choose a pick-up or a drop-off stop'],
    });
    expect(errorsOf({ ...valid, pick_point: '', drop_point: null })).toEqual({
      pick_point: ['Choose a pick-up or a drop-off stop'],
    });
  });

  it('defaults to active, sequence 1, Monday to Friday, and lowers the ids', () => {
    expect(studentJourneyInputSchema.parse(valid)).toEqual({
      student: STUDENT.toLowerCase(),
      journey: JOURNEY,
      is_active: true,
      sequence: 1,
      pick_point: STOP,
      drop_point: null,
      schedule: days(1, 2, 3, 4, 5),
    });
  });

  it('keeps a schedule as seven days, Monday first, a day left out not ridden', () => {
    const sent = [
      { day_of_week: 6, is_active: true },
      { day_of_week: 1, is_active: false },
      { day_of_week: 3, is_active: true },
    ];
    expect(studentJourneyInputSchema.parse({ ...valid, schedule: sent }).schedule).toEqual(days(3, 6));
    expect(studentJourneyInputSchema.parse({ ...valid, schedule: scheduleOf(127) }).schedule).toEqual(
      days(1, 2, 3, 4, 5, 6, 7),
    );
  });

  it('wants one weekday at least, each day once, days 1 to 7', () => {
    expect(errorsOf({ ...valid, schedule: days() })).toEqual({ schedule: ['Select at least one weekday'] });
    expect(errorsOf({ ...valid, schedule: [] })).toEqual({ schedule: ['Select at least one weekday'] });
    expect(
      errorsOf({
        ...valid,
        schedule: [
          { day_of_week: 2, is_active: true },
          { day_of_week: 2, is_active: false },
        ],
      }),
    ).toEqual({ schedule: ['Each weekday at most once'] });
    const wrongDay = errorsOf({ ...valid, schedule: [{ day_of_week: 8, is_active: true }] });
    expect(Object.values(wrongDay).flat()).toEqual(['Days are 1 (Monday) to 7 (Sunday), each true or false']);
    expect(errorsOf({ ...valid, schedule: 'weekdays' })).toEqual({
      schedule: ['Days are 1 (Monday) to 7 (Sunday), each true or false'],
    });
  });

  it('wants a sequence from 1 to 999 and a true or false status', () => {
    expect(errorsOf({ ...valid, sequence: 999 })).toEqual({});
    for (const sequence of [0, -1, 1.5, '2', 1000, 2 ** 31]) {
      expect(errorsOf({ ...valid, sequence })).toEqual({
        sequence: ['Sequence must be a whole number from 1 to 999'],
      });
    }
    expect(errorsOf({ ...valid, is_active: 'yes' })).toEqual({
      is_active: ['Status must be Active or Inactive'],
    });
  });
});

describe('studentJourneyListQuerySchema', () => {
  it('filters by route, student and status', () => {
    expect(
      studentJourneyListQuerySchema.parse({ journey: JOURNEY, student: STUDENT, is_active: 'true' }),
    ).toMatchObject({
      journey: JOURNEY,
      student: STUDENT,
      is_active: 'true',
    });
    expect(studentJourneyListQuerySchema.safeParse({ is_active: 'yes' }).success).toBe(false);
  });
});
