import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SchoolSettings } from '@app/shared/school-settings/school-settings.schemas';
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
    currency: 'KES',
    default_language: 'en',
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
});
