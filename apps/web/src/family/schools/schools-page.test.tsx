import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { DEFAULT_NOTICE_SETTINGS } from '@app/shared/family/family.schemas';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readProfileId, readTenantId, writeAuthData, writeSelection } from '../../lib/session';
import { FAMILY_API, loginAnswer, renderFamily, signInAsGuardian } from '../family-render.test-helpers';
import { reloadSession } from '../family-session';

/** Each school's child: the server answers the school the call names (X-TENANT-ID), as the real one does. */
const CHILDREN: Record<string, { id: string; first_name: string; full_name: string }> = {
  t1: { id: 'c1', first_name: 'Amani', full_name: 'Amani Wanjiru' },
  t2: { id: 'c2', first_name: 'Baraka', full_name: 'Baraka Wanjiru' },
};
let schoolsAnswered = 2;
let chosen: unknown[];
const server = setupServer(
  http.post('*/api/user/login/', () =>
    HttpResponse.json(loginAnswer(GUARDIAN_PROFILE_TYPE, schoolsAnswered as 1 | 2)),
  ),
  http.post('*/api/tenants/users/set-active-profile/', async ({ request }) => {
    chosen.push(await request.json());
    return HttpResponse.json({ detail: 'ok' });
  }),
  http.get(`${FAMILY_API}/family/children/`, ({ request }) => {
    const child = CHILDREN[request.headers.get('x-tenant-id') ?? ''];
    if (!child) return HttpResponse.json({ detail: 'No such school.' }, { status: 403 });
    const linked = { relationship: 1, is_primary: true, emergency_contact: true, trip_notifications: true };
    return HttpResponse.json({ results: [{ ...child, ...linked }] });
  }),
  http.get(`${FAMILY_API}/family/settings/`, () => HttpResponse.json(DEFAULT_NOTICE_SETTINGS)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  chosen = [];
  schoolsAnswered = 2;
  reloadSession();
});
afterEach(() => server.resetHandlers());

async function signInByEmail(locale: 'en' | 'sw' = 'en') {
  const user = userEvent.setup({ delay: null });
  const view = renderFamily('/family/sign-in', locale);
  const sw = locale === 'sw';
  await user.click(
    await screen.findByRole('button', {
      name: sw ? 'Ingia kwa barua pepe na nenosiri badala yake' : 'Sign in with e-mail and password instead',
    }),
  );
  await user.type(screen.getByLabelText(sw ? 'Barua pepe' : 'E-mail'), 'grace@family.test');
  await user.type(screen.getByLabelText(sw ? 'Nenosiri' : 'Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: sw ? 'Ingia' : 'Sign in' }));
  return { user, ...view };
}

describe('a guardian at one school', () => {
  it('goes straight to their children, and has no school to choose or change', async () => {
    schoolsAnswered = 1;
    const { location } = await signInByEmail();
    expect(await screen.findByRole('link', { name: 'Amani Wanjiru' })).toBeTruthy();
    expect(location.history).not.toContain('/family/schools');
    expect(chosen).toEqual([{ tenant: 't1', profile: 'p1' }]);
    expect(screen.queryByRole('link', { name: 'Change school' })).toBeNull();
    expect(screen.queryByText('School: Hillside')).toBeNull();
  });

  it('is sent on from the choice of school, which is not theirs to make', async () => {
    signInAsGuardian();
    const { location } = renderFamily('/family/schools');
    expect(await screen.findByRole('link', { name: 'Amani Wanjiru' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/family');
  });
});

describe('a guardian at two schools', () => {
  it('chooses a school after sign-in, and sees that school’s child only', async () => {
    const { user, location } = await signInByEmail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a school' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/family/schools');
    // No school is chosen for them: none is stored nor told to the server until they choose.
    expect(readProfileId()).toBeNull();
    expect(chosen).toEqual([]);
    // Signed in but not yet in a school: no header with a school's screens, but a way out.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hillside', 'Lakeside']);

    await user.click(within(list).getByRole('button', { name: 'Lakeside' }));
    expect(await screen.findByRole('link', { name: 'Baraka Wanjiru' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amani Wanjiru' })).toBeNull();
    expect(screen.getByText('School: Lakeside')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/family');
    expect([readTenantId(), readProfileId()]).toEqual(['t2', 'p2']);
    expect(chosen).toEqual([{ tenant: 't2', profile: 'p2' }]);
  });

  it('comes back to the choice when the app opens before they chose, and may sign out from it', async () => {
    writeAuthData(loginAnswer(GUARDIAN_PROFILE_TYPE, 2));
    // A choice stored that is none of this account's guardian profiles (the console's, say) is no choice.
    writeSelection('t9', 'p9');
    reloadSession();
    const user = userEvent.setup({ delay: null });
    server.use(http.post('*/api/user/logout/', () => HttpResponse.json({ detail: 'Signed out.' })));
    const { location } = renderFamily('/family/children/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a school' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/family/schools');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('keeps either school’s stored choice: the app opens in the school chosen last', async () => {
    writeAuthData(loginAnswer(GUARDIAN_PROFILE_TYPE, 2));
    writeSelection('t2', 'p2');
    reloadSession();
    const { location } = renderFamily('/family/sign-in');
    expect(await screen.findByRole('link', { name: 'Baraka Wanjiru' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/family');
  });

  it('changes school from the settings: nothing of the school left stays on screen', async () => {
    signInAsGuardian(2);
    const user = userEvent.setup({ delay: null });
    const { location } = renderFamily('/family');
    expect(await screen.findByRole('link', { name: 'Amani Wanjiru' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByLabelText('Minutes before the bus reaches the stop')).toBeTruthy();
    expect(screen.getByText('School: Hillside')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Change school' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a school' })).toBeTruthy();
    // Changing, the guardian keeps the app's header (to go back) and sees which school is shown now.
    expect(screen.getByRole('navigation')).toBeTruthy();
    const current = screen.getByRole('button', { name: 'Hillside Shown now' });
    expect(current.getAttribute('aria-current')).toBe('true');
    // The other school's children come slowly: until then, the app says it is loading, not the last ones.
    const askedAs: (string | null)[] = [];
    server.use(
      http.get(`${FAMILY_API}/family/children/`, async ({ request }) => {
        askedAs.push(request.headers.get('x-profile-id'));
        await delay(200);
        return HttpResponse.json({ results: [{ ...CHILDREN.t2, relationship: 1, is_primary: true }] });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Lakeside' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your children' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amani Wanjiru' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('link', { name: 'Baraka Wanjiru' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amani Wanjiru' })).toBeNull();
    expect(location.history.at(-1)).toBe('/family');
    expect(askedAs).toEqual(['p2']);
    expect(chosen).toEqual([{ tenant: 't2', profile: 'p2' }]);
  });

  it('in Kiswahili: the choice and the school shown', async () => {
    const { user } = await signInByEmail('sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chagua shule' })).toBeTruthy();
    expect(screen.getByText(/Wewe ni mlezi katika shule zaidi ya moja/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hillside' }));
    expect(await screen.findByRole('link', { name: 'Amani Wanjiru' })).toBeTruthy();
    expect(screen.getByText('Shule: Hillside')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Badilisha shule' }));
    expect(await screen.findByRole('button', { name: 'Hillside Inaonyeshwa sasa' })).toBeTruthy();
  });
});
