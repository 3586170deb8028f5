import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE_SETTINGS as DEFAULTS } from '@app/shared/family/family.schemas';
import { readAuthData } from '../../lib/session';
import { FAMILY_API, renderFamily, signInAsGuardian } from '../family-render.test-helpers';

let saved: unknown[];
let language: unknown[];
const server = setupServer(
  http.get(`${FAMILY_API}/family/settings/`, () => HttpResponse.json(DEFAULTS)),
  http.put(`${FAMILY_API}/family/settings/`, async ({ request }) => {
    const body = await request.json();
    saved.push(body);
    return HttpResponse.json(body);
  }),
  http.put('*/api/user/language/', async ({ request }) => {
    const body = (await request.json()) as { language: string };
    language.push(body);
    return HttpResponse.json(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  saved = [];
  language = [];
  signInAsGuardian();
});
afterEach(() => server.resetHandlers());

describe('settings', () => {
  it('saves minutes, channels, quiet hours and the language, and the app then speaks it', async () => {
    const user = userEvent.setup({ delay: null });
    // The app's own language choice: the browser's (jsdom: English) until the account has one.
    renderFamily('/family/settings', 'app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    // jsdom has no service worker: the app says so rather than offering a switch that cannot work.
    expect(screen.getByText(/This browser cannot show notifications/)).toBeTruthy();
    const minutes = await screen.findByLabelText('Minutes before the bus reaches the stop');
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.type(screen.getByLabelText('From'), '21:00');
    await user.type(screen.getByLabelText('Until'), '06:00');
    await user.selectOptions(screen.getByLabelText('Language'), 'Kiswahili');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mipangilio' })).toBeTruthy();
    expect(screen.getByText('Mipangilio imehifadhiwa.')).toBeTruthy();
    expect(saved).toEqual([
      {
        minutes_before: 10,
        push: true,
        sms: false,
        email: true,
        quiet_from: '21:00',
        quiet_until: '06:00',
        language: 'sw',
      },
    ]);
    expect(language).toEqual([{ language: 'sw' }]);
    expect(readAuthData()?.user.language).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('in Kiswahili: the schema’s messages before sending, the server’s at their field after', async () => {
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/settings', 'sw');
    const minutes = await screen.findByLabelText('Dakika kabla basi halijafika kituoni');
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.type(screen.getByLabelText('Kuanzia'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Hifadhi' }));
    expect(await screen.findByText('Dakika kabla lazima ziwe namba kamili kuanzia 1 hadi 60')).toBeTruthy();
    const until = screen.getByLabelText('Hadi');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Weka mwanzo na mwisho wa saa za kimya, au usiweke yoyote')).toBeTruthy();
    expect(saved).toEqual([]);

    server.use(
      http.put(`${FAMILY_API}/family/settings/`, () =>
        HttpResponse.json({ quiet_from: ['Weka saa kama HH:MM'] }, { status: 400 }),
      ),
    );
    await user.clear(minutes);
    await user.type(minutes, '7');
    await user.type(until, '06:00');
    await user.click(screen.getByRole('button', { name: 'Hifadhi' }));
    expect(await screen.findByText('Weka saa kama HH:MM')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Kuanzia').getAttribute('aria-invalid')).toBe('true'));
    expect(language).toEqual([]);
  });
});
