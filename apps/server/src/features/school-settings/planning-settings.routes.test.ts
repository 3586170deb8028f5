import { describe, expect, it } from 'vitest';
import { PLANNING_DEFAULTS, SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';

// Route planning's settings (issue 24) on GET and PUT /schools/settings/: the defaults, a change, a
// client that knows none of them (or some), the school's place, and the field messages.

const { t, school: admin } = await appWithSchool();

const base = { name: 'Hillside Primary', time_zone: 'Africa/Nairobi', cost_per_km: 120, currency: 'KES' };
const read = async (as = admin) => (await t.request('GET', SCHOOL_SETTINGS_PATH, as.auth)).body;
const put = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request('PUT', SCHOOL_SETTINGS_PATH, { ...admin.auth, body, ...(headers && { headers }) });

describe('the route planning settings of /schools/settings/', () => {
  it('starts every school on the defaults, and reads and changes all five', async () => {
    const other = await signedInAs(t);
    for (const as of [admin, other])
      expect(await read(as)).toMatchObject({
        arrival_window_start: '07:15',
        arrival_window_end: '07:45',
        dismissal_time: '15:30',
        max_ride_minutes: 45,
        walk_limit_metres: 800,
      });
    const planning = {
      arrival_window_start: '06:50',
      arrival_window_end: '07:30',
      dismissal_time: '16:05',
      max_ride_minutes: 60,
      walk_limit_metres: 1200,
    };
    const changed = await put({ ...base, ...planning });
    expect(changed).toMatchObject({ status: 200, body: { ...base, ...planning } });
    expect(await read()).toEqual(changed.body);
    // Another school keeps its own.
    expect(await read(other)).toMatchObject(PLANNING_DEFAULTS);
  });

  it('keeps each setting a change leaves out: a client that knows none of them, or some', async () => {
    const before = await read();
    const kept = await put({ ...base, name: 'Hillside Academy' });
    expect(kept).toMatchObject({ status: 200 });
    expect(kept.body).toEqual({ ...before, name: 'Hillside Academy' });
    const some = await put({ ...base, dismissal_time: '15:00', walk_limit_metres: 500 });
    expect(some.body).toEqual({ ...before, ...base, dismissal_time: '15:00', walk_limit_metres: 500 });
    expect(await read()).toEqual(some.body);
  });

  it('moves one end of the arrival window alone while it stays open, and refuses it otherwise', async () => {
    await put({ ...base, arrival_window_start: '07:00', arrival_window_end: '07:40' });
    expect((await put({ ...base, arrival_window_end: '08:10' })).body).toMatchObject({
      arrival_window_start: '07:00',
      arrival_window_end: '08:10',
    });
    expect((await put({ ...base, arrival_window_start: '07:55' })).body).toMatchObject({
      arrival_window_start: '07:55',
      arrival_window_end: '08:10',
    });
    const before = await read();
    const message = 'The arrival window must end after it starts';
    for (const [body, field] of [
      [{ arrival_window_start: '08:10' }, 'arrival_window_start'],
      [{ arrival_window_start: '09:00', name: 'Changed' }, 'arrival_window_start'],
      [{ arrival_window_end: '07:30' }, 'arrival_window_end'],
    ] as const) {
      const refused = await put({ ...base, ...body });
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { [field]: [message] } });
      expect(Object.keys(refused.body)).toEqual([field]);
    }
    expect(await read()).toEqual(before);
  });

  it('refuses wrong values with each field’s message, in the caller’s language, and changes nothing', async () => {
    const before = await read();
    const time = 'Enter a time as HH:MM';
    const ride = 'Longest ride must be a whole number of minutes from 5 to 180';
    const walk = 'Longest walk to a stop must be a whole number of metres from 50 to 5,000';
    for (const [body, field, message] of [
      [{ arrival_window_start: '7:15' }, 'arrival_window_start', time],
      [{ arrival_window_end: '07:45:00' }, 'arrival_window_end', time],
      [{ dismissal_time: '25:00' }, 'dismissal_time', time],
      [{ dismissal_time: null }, 'dismissal_time', time],
      [
        { arrival_window_start: '08:00', arrival_window_end: '08:00' },
        'arrival_window_end',
        'The arrival window must end after it starts',
      ],
      [{ max_ride_minutes: 4 }, 'max_ride_minutes', ride],
      [{ max_ride_minutes: 181 }, 'max_ride_minutes', ride],
      [{ max_ride_minutes: 30.5 }, 'max_ride_minutes', ride],
      [{ max_ride_minutes: '45' }, 'max_ride_minutes', ride],
      [{ walk_limit_metres: 49 }, 'walk_limit_metres', walk],
      [{ walk_limit_metres: 5001 }, 'walk_limit_metres', walk],
      [{ walk_limit_metres: null }, 'walk_limit_metres', walk],
    ] as const) {
      const response = await put({ ...base, ...body });
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, body: { [field]: [message] } });
      expect(Object.keys(response.body)).toEqual([field]);
    }
    const inSwahili = await put({ ...base, walk_limit_metres: 10 }, { 'accept-language': 'sw' });
    expect(inSwahili).toMatchObject({
      status: 400,
      body: {
        walk_limit_metres: ['Umbali mrefu zaidi wa kutembea hadi kituo uwe mita kamili kati ya 50 na 5,000'],
      },
    });
    expect(await read()).toEqual(before);
  });

  it("sets, keeps and clears the school's place, both or neither", async () => {
    const other = await signedInAs(t);
    expect(await read(other)).toMatchObject({ school_latitude: null, school_longitude: null });
    const place = { school_latitude: -0.2851234, school_longitude: 36.0681234 };
    expect(await put({ ...base, ...place })).toMatchObject({ status: 200, body: place });
    expect(await read()).toMatchObject(place);
    expect((await put(base)).body).toMatchObject(place);
    const before = await read();
    for (const [body, field, message] of [
      [
        { school_latitude: -1 },
        'school_longitude',
        'School longitude is required when a school latitude is given',
      ],
      [
        { school_latitude: null, school_longitude: 36 },
        'school_latitude',
        'School latitude is required when a school longitude is given',
      ],
      [
        { school_latitude: 91, school_longitude: 36 },
        'school_latitude',
        'School latitude must be between -90 and 90',
      ],
      [
        { school_latitude: -1, school_longitude: 36.12345678 },
        'school_longitude',
        'School longitude can have at most 7 decimal places',
      ],
    ] as const) {
      const refused = await put({ ...base, ...body });
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { [field]: [message] } });
      expect(Object.keys(refused.body)).toEqual([field]);
    }
    expect(await read()).toEqual(before);
    const cleared = await put({ ...base, school_latitude: null, school_longitude: null });
    expect(cleared.body).toMatchObject({ school_latitude: null, school_longitude: null });
  });

  it('takes the ends of the allowed ranges', async () => {
    const edges = {
      arrival_window_start: '00:00',
      arrival_window_end: '23:59',
      dismissal_time: '23:59',
      max_ride_minutes: 5,
      walk_limit_metres: 5000,
    };
    expect(await put({ ...base, ...edges })).toMatchObject({ status: 200, body: edges });
    const other = { max_ride_minutes: 180, walk_limit_metres: 50 };
    expect(await put({ ...base, ...other })).toMatchObject({ status: 200, body: other });
  });
});
