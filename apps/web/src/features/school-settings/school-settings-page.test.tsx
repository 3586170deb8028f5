import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLANNING_DEFAULTS, type SchoolSettings } from '@app/shared/school-settings/school-settings.schemas';
import { readAuthData } from '../../lib/session';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { SchoolSettingsPage } from './school-settings-page';

// School Settings against a fake school server (msw): its texts in Kiswahili, and the school's default
// language chosen, saved and kept with the stored sign-in answer.

const PATH = `${API}/schools/settings/`;
let settings: SchoolSettings;
let bodies: unknown[];

const server = setupServer(
  http.get(PATH, () => HttpResponse.json(settings)),
  http.put(PATH, async ({ request }) => {
    const body = (await request.json()) as SchoolSettings;
    bodies.push(body);
    settings = { ...settings, ...body };
    return HttpResponse.json(settings);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  settings = {
    name: 'Hillside',
    time_zone: 'Africa/Nairobi',
    cost_per_km: 120,
    cost_per_hour: 500,
    currency: 'KES',
    default_language: 'en',
    ...PLANNING_DEFAULTS,
    school_latitude: null,
    school_longitude: null,
    pre_trip_inspection_required: false,
  };
  bodies = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

describe('SchoolSettingsPage', () => {
  it('is in Kiswahili: heading, labels and button', async () => {
    renderScreen(<SchoolSettingsPage />, '/', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mipangilio ya Shule' })).toBeTruthy();
    expect(await screen.findByLabelText(/^Jina la Shule/)).toBeTruthy();
    expect(screen.getByLabelText(/^Lugha ya Kawaida/, { selector: 'input' })).toBeTruthy();
    expect(screen.getByText('Sarafu ya gharama katika ripoti.')).toBeTruthy();
    expect(screen.getByText(/^Sasa ni .* katika Africa\/Nairobi\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hifadhi Mipangilio' })).toBeTruthy();
  });

  it('words a validation message in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />, '/', 'sw');
    const name = await screen.findByLabelText(/^Jina la Shule/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Hifadhi Mipangilio' }));
    expect(await screen.findByText('Jina la shule linahitajika')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("changes the school's default language and keeps it with the stored school", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />);
    const language = await screen.findByLabelText(/^Default Language/, { selector: 'input' });
    expect((language as HTMLInputElement).value).toBe('English');
    await user.click(language);
    // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
    await user.click(await screen.findByRole('option', { name: 'Kiswahili', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('School settings saved')).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ default_language: 'sw' })]);
    await waitFor(() =>
      expect(readAuthData()?.user.tenants[0]).toMatchObject({ tenant: 't1', default_language: 'sw' }),
    );
  });

  it('shows the route planning settings as a section, and saves a change of them', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />);
    const section = await screen.findByRole('group', { name: 'Route planning' });
    const field = (name: RegExp) => within(section).getByLabelText(name) as HTMLInputElement;
    expect(field(/^Arrival Window Starts/).value).toBe('07:15');
    expect(field(/^Arrival Window Ends/).value).toBe('07:45');
    expect(field(/^Dismissal Time/).value).toBe('15:30');
    expect(field(/^Longest Ride/).value).toBe('45');
    expect(field(/^Longest Walk/).value).toBe('800');
    await user.clear(field(/^Longest Ride/));
    await user.type(field(/^Longest Ride/), '60');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('School settings saved')).toBeTruthy();
    expect(bodies).toEqual([{ ...settings, ...PLANNING_DEFAULTS, max_ride_minutes: 60 }]);
  });

  it('says what is wrong with a planning setting before sending it, and shows the server’s messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />);
    const walk = await screen.findByLabelText(/^Longest Walk/);
    await user.clear(walk);
    await user.type(walk, '20');
    const start = screen.getByLabelText(/^Arrival Window Starts/);
    // A time field takes its value as the browser's time picker gives it.
    fireEvent.change(start, { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Longest walk to a stop must be a whole number of metres from 50 to 5,000'),
    ).toBeTruthy();
    expect(screen.getByText('The arrival window must end after it starts')).toBeTruthy();
    expect(bodies).toEqual([]);

    server.use(
      http.put(PATH, () => HttpResponse.json({ dismissal_time: ['Enter a time as HH:MM'] }, { status: 400 })),
    );
    await user.clear(walk);
    await user.type(walk, '600');
    fireEvent.change(start, { target: { value: '07:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a time as HH:MM')).toBeTruthy();
  });

  it("sets the school's place, both halves or neither", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />);
    const section = await screen.findByRole('group', { name: 'Route planning' });
    const latitude = within(section).getByLabelText('School Latitude') as HTMLInputElement;
    const longitude = within(section).getByLabelText('School Longitude') as HTMLInputElement;
    expect([latitude.value, longitude.value]).toEqual(['', '']);
    await user.type(latitude, '-0.285');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('School longitude is required when a school latitude is given'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.type(longitude, '36.068');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('School settings saved')).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ school_latitude: -0.285, school_longitude: 36.068 })]);
  });

  it('is in Kiswahili: the route planning section, its fields and a message', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />, '/', 'sw');
    const section = await screen.findByRole('group', { name: 'Kupanga njia' });
    for (const label of [
      /^Latitudo ya Shule/,
      /^Longitudo ya Shule/,
      /^Kufika Shuleni Kuanzia/,
      /^Kufika Shuleni Hadi/,
      /^Muda wa Kutoka Shuleni/,
      /^Safari Ndefu Zaidi \(dakika\)/,
      /^Umbali wa Kutembea Hadi Kituo \(mita\)/,
    ])
      expect(within(section).getByLabelText(label)).toBeTruthy();
    const ride = within(section).getByLabelText(/^Safari Ndefu Zaidi/);
    await user.clear(ride);
    await user.type(ride, '200');
    await user.click(screen.getByRole('button', { name: 'Hifadhi Mipangilio' }));
    expect(await screen.findByText('Safari ndefu zaidi iwe dakika kamili kati ya 5 na 180')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('requires a pre-trip inspection before a start when switched on, and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />);
    const required = (await screen.findByRole('switch', {
      name: /^Pre-trip inspection required/,
    })) as HTMLInputElement;
    expect(required.checked).toBe(false);
    await user.click(required);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('School settings saved')).toBeTruthy();
    expect(bodies).toMatchObject([{ pre_trip_inspection_required: true }]);
  });

  it('keeps a cost per hour beside the cost per km, checked as the server checks it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SchoolSettingsPage />);
    const perHour = (await screen.findByLabelText(/^Cost per hour/)) as HTMLInputElement;
    expect(perHour.value).toBe('500.00');
    expect((screen.getByLabelText(/^Cost per km/) as HTMLInputElement).value).toBe('120.00');
    await user.clear(perHour);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Cost per hour must be a number')).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.type(perHour, '750.5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('School settings saved')).toBeTruthy();
    expect(bodies).toMatchObject([{ cost_per_km: 120, cost_per_hour: 750.5 }]);
  });

  it('names the cost per hour in Kiswahili', async () => {
    renderScreen(<SchoolSettingsPage />, '/', 'sw');
    expect(await screen.findByLabelText(/^Gharama kwa saa/)).toBeTruthy();
  });
});
