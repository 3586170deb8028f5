import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../common/dates';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { english } from '../i18n/english';
import {
  closedTripMessage,
  eventTimeOffDayMessage,
  tripEventInputSchema,
  tripEventListQuerySchema,
} from './trip-event.schemas';

const trip = '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d';
const stop = '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e';
const student = '8d3f9c0a-5b79-4c0a-9f7d-2e8b3c4d5e6f';
const valid = { trip, event_type: 6, client_key: 'run-sheet-1' };
const errorsOf = (input: Record<string, unknown>) => errorsOfSchema(tripEventInputSchema, input);

describe('tripEventInputSchema (POST /transport/trip-events/)', () => {
  it('needs a trip, an event type from 1 to 9 and a client key', () => {
    expect(errorsOf({})).toEqual({
      trip: ['Trip is required'],
      event_type: ['Event type must be a number from 1 to 9'],
      client_key: ['Client key is required'],
    });
    for (const event_type of [0, 10, 2.5, '6']) {
      expect(errorsOf({ ...valid, event_type })).toEqual({
        event_type: ['Event type must be a number from 1 to 9'],
      });
    }
    expect(errorsOf({ ...valid, trip: 'x' })).toEqual({ trip: ['Invalid trip.'] });
    expect(errorsOf({ ...valid, client_key: ' ' })).toEqual({ client_key: ['Client key is required'] });
    expect(errorsOf({ ...valid, client_key: 'k'.repeat(101) })).toEqual({
      client_key: ['Client key must be at most 100 characters'],
    });
  });

  it('leaves out what is not sent: no stop, no student, empty notes, no time, no place', () => {
    expect(tripEventInputSchema.parse(valid)).toEqual({
      ...valid,
      journey_stop: null,
      student: null,
      notes: '',
      empty_bus_checked: false,
    });
  });

  it('needs a stop for arrivals and departures, a student for pick-ups, drop-offs and absences', () => {
    for (const event_type of [2, 4]) {
      expect(errorsOf({ ...valid, event_type })).toEqual({
        journey_stop: ['Choose the stop this event happened at.'],
      });
    }
    for (const event_type of [3, 5, 8]) {
      expect(errorsOf({ ...valid, event_type, journey_stop: stop })).toEqual({
        student: ['Choose the student this event is about.'],
      });
      expect(errorsOf({ ...valid, event_type, journey_stop: stop, student })).toEqual({});
    }
    expect(errorsOf({ ...valid, journey_stop: 'x', student: 'y' })).toEqual({
      journey_stop: ['Invalid stop.'],
      student: ['Invalid student.'],
    });
  });

  it('checks notes, time, coordinates and odometer', () => {
    expect(errorsOf({ ...valid, notes: 'x'.repeat(1001) })).toEqual({
      notes: ['Notes must be at most 1000 characters'],
    });
    expect(errorsOf({ ...valid, notes: 'Line one\nline two' })).toEqual({});
    for (const event_time of ['2026-03-02', '2026-03-02T07:10:00', 'soon']) {
      expect(errorsOf({ ...valid, event_time })).toEqual({
        event_time: ['Enter the event time as an ISO 8601 timestamp with its zone'],
      });
    }
    expect(errorsOf({ ...valid, event_time: '2026-03-02T07:10:00+03:00' })).toEqual({});
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    expect(errorsOf({ ...valid, event_time: '9999-12-31T07:10:00Z' })).toEqual({ event_time: [outside] });
    expect(errorsOf({ ...valid, event_time: '0001-01-01T07:10:00Z' })).toEqual({ event_time: [outside] });
    expect(errorsOf({ ...valid, latitude: -90.1, longitude: 180.1 })).toEqual({
      latitude: ['Latitude must be a number between -90 and 90'],
      longitude: ['Longitude must be a number between -180 and 180'],
    });
    expect(errorsOf({ ...valid, longitude: 36.8 })).toEqual({
      latitude: ['Send both latitude and longitude, or neither.'],
    });
    expect(errorsOf({ ...valid, event_type: 1, odometer: -3 })).toEqual({
      odometer: ['Odometer reading must be a whole number from 0 to 9,999,999'],
    });
  });

  it('says why a closed trip takes only incidents', () => {
    expect(english(closedTripMessage(4))).toBe(
      'This trip is cancelled: only an incident can be recorded on it now.',
    );
  });
});

describe('eventTimeOffDayMessage', () => {
  it("names the trip's day as the console shows dates", () => {
    expect(english(eventTimeOffDayMessage('2026-11-27'))).toBe(
      "The event time must be on the trip's day, November 27, 2026, in the school's time zone.",
    );
  });
});

describe('tripEventListQuerySchema', () => {
  it('needs the trip whose events are read', () => {
    expect(errorsOfSchema(tripEventListQuerySchema, {})).toEqual({
      trip: ['Trip is required'],
    });
    expect(tripEventListQuerySchema.parse({ trip, page_size: '500' })).toEqual({
      trip,
      page: 1,
      page_size: 500,
    });
  });
});
