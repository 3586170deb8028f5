import { describe, expect, it } from 'vitest';
import { PING_SOURCE } from '../ping';
import { GPS_MESSAGES as M } from './ping-fields';
import { refusal } from './ping-refusal.test-helpers';
import { parseTraccarForward } from './traccar-forward';

/** What Traccar 6 posts with forward.type json: its Position and Device as its API writes them. */
function forwarded(position: Record<string, unknown> = {}, device: Record<string, unknown> = {}) {
  return {
    position: {
      id: 1,
      attributes: { batteryLevel: 80, distance: 12.5, totalDistance: 4521.3, motion: true },
      deviceId: 7,
      protocol: 'h02',
      serverTime: '2026-11-28T04:10:02.000+00:00',
      deviceTime: '2026-11-28T04:10:00.000+00:00',
      fixTime: '2026-11-28T04:10:00.000+00:00',
      outdated: false,
      valid: true,
      latitude: -1.2921,
      longitude: 36.8219,
      altitude: 1700,
      speed: 12.5,
      course: 90,
      address: null,
      accuracy: 0,
      network: null,
      geofenceIds: null,
      ...position,
    },
    device: {
      id: 7,
      attributes: {},
      groupId: 0,
      calendarId: 0,
      name: 'Bus 4',
      uniqueId: '359710049012345',
      status: 'online',
      lastUpdate: '2026-11-28T04:10:02.000+00:00',
      positionId: 1,
      phone: null,
      model: null,
      contact: null,
      category: 'bus',
      disabled: false,
      expirationTime: null,
      ...device,
    },
  };
}

describe('parseTraccarForward', () => {
  it("reads a forwarded position, the tracker's uniqueId as identifier and knots as m/s", () => {
    expect(parseTraccarForward(forwarded())).toEqual({
      identifier: '359710049012345',
      time: new Date('2026-11-28T04:10:00Z'),
      latitude: -1.2921,
      longitude: 36.8219,
      speed: expect.closeTo(6.430556, 6),
      heading: 90,
      altitude: 1700,
      accuracy: null,
      battery: 80,
      source: PING_SOURCE.traccarForward,
    });
  });

  it('takes fixTime, not deviceTime or serverTime, in either offset style', () => {
    const ping = parseTraccarForward(forwarded({ fixTime: '2026-11-28T07:09:58.500+0300' }));
    expect(ping!.time).toEqual(new Date('2026-11-28T04:09:58.500Z'));
  });

  it('reads an accuracy other than 0, and leaves a battery level that is not a percent unknown', () => {
    expect(parseTraccarForward(forwarded({ accuracy: 12.5 }))!.accuracy).toBe(12.5);
    expect(parseTraccarForward(forwarded({ attributes: { batteryLevel: '80' } }))!.battery).toBeNull();
    expect(parseTraccarForward(forwarded({ attributes: { batteryLevel: 255 } }))!.battery).toBeNull();
    expect(parseTraccarForward(forwarded({ attributes: undefined }))!.battery).toBeNull();
  });

  it('answers nothing for a position Traccar marks not valid: no fix, the last place repeated', () => {
    expect(parseTraccarForward(forwarded({ valid: false }))).toBeNull();
  });

  it('refuses a body that is not an object, for the whole body', () => {
    for (const body of ['position', [forwarded()], null])
      expect(refusal(() => parseTraccarForward(body))).toEqual({ non_field_errors: [M.bodyNotObject] });
  });

  it('refuses a body without position or device', () => {
    expect(refusal(() => parseTraccarForward({ position: forwarded().position }))).toEqual({
      device: [M.objectRequired],
    });
    expect(refusal(() => parseTraccarForward({ device: forwarded().device, position: [] }))).toEqual({
      position: [M.objectRequired],
    });
  });

  it('names bad values by their path in the body', () => {
    const body = forwarded(
      {
        fixTime: 1764303000000,
        latitude: 95,
        longitude: '36.8',
        speed: -3,
        course: 400,
      },
      { uniqueId: '3597 1004 9012 345' },
    );
    expect(refusal(() => parseTraccarForward(body))).toEqual({
      'device.uniqueId': [M.identifierInvalid],
      'position.fixTime': [M.timeInvalid],
      'position.latitude': [M.latitudeRange],
      'position.longitude': [M.longitudeRange],
      'position.speed': [M.speedInvalid],
      'position.course': [M.headingRange],
    });
  });

  it('requires the uniqueId and the fixTime', () => {
    const body = forwarded({ fixTime: undefined }, { uniqueId: undefined });
    expect(refusal(() => parseTraccarForward(body))).toEqual({
      'device.uniqueId': [M.identifierRequired],
      'position.fixTime': [M.timeRequired],
    });
  });
});
