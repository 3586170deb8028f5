import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import {
  mapSettings,
  noRoadTimes,
  schoolSettings,
  page,
  PLAN_ID,
  PLANS,
  readyPlan,
  runningPlan,
} from './route-plan-fixtures.test-helpers';
import { RoutePlansPage } from './route-plans-page';

// Plan Routes' start against a fake school server (msw): the form's validation and what it sends, a
// running plan followed until it is ready, the server's refusals, the recent plans, and Kiswahili.

SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;

let plans: RoutePlan[];
let started: unknown[];
let polls: number;
const server = setupServer(
  http.get(PLANS, () => page(plans)),
  http.post(PLANS, async ({ request }) => {
    started.push(await request.json());
    return HttpResponse.json({ ...runningPlan, direction: 2, seconds: 5 }, { status: 202 });
  }),
  // Running at first, half-way at the next poll, ready at the one after.
  http.get(`${PLANS}:id/`, () => {
    polls += 1;
    if (polls === 1) return HttpResponse.json({ ...runningPlan, progress: 0.5, seconds: 5 });
    return HttpResponse.json({ ...readyPlan, seconds: 5 });
  }),
  mapSettings,
  schoolSettings,
  noRoadTimes,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  plans = [];
  started = [];
  polls = 0;
  signInAs(200);
});
afterEach(() => server.resetHandlers());

const open = (locale: 'en' | 'sw' = 'en') =>
  renderScreen(
    <Routes>
      <Route path="/transport/route-plans/:planId?" element={<RoutePlansPage />} />
    </Routes>,
    '/transport/route-plans',
    locale,
  );

describe('RoutePlansPage: starting a plan', () => {
  it('refuses a search time outside 5 to 120 seconds, and an empty one, without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const seconds = await screen.findByRole('textbox', { name: 'Search Time (seconds)' });
    expect((seconds as HTMLInputElement).value).toBe('20');
    await user.clear(seconds);
    await user.type(seconds, '3');
    await user.click(screen.getByRole('button', { name: 'Plan routes' }));
    expect(await screen.findByText('Give the planner from 5 to 120 seconds')).toBeTruthy();
    await user.clear(seconds);
    await user.click(screen.getByRole('button', { name: 'Plan routes' }));
    expect(screen.getByText('Give the planner from 5 to 120 seconds')).toBeTruthy();
    expect(started).toEqual([]);
  });

  it('plans From School for 5 seconds and follows the plan until its proposal is ready', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open();
    await user.click(await screen.findByRole('radio', { name: 'From School' }));
    const seconds = screen.getByRole('textbox', { name: 'Search Time (seconds)' });
    await user.clear(seconds);
    await user.type(seconds, '5');
    await user.click(screen.getByRole('button', { name: 'Plan routes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/transport/route-plans/${PLAN_ID}`));
    expect(started).toEqual([{ direction: 2, seconds: 5 }]);

    const progress = await screen.findByRole('progressbar', { name: 'Planning progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(progress.getAttribute('aria-valuetext')).toBe('50%');
    expect(screen.getByText('Searching for routes: 3 of 5 seconds.')).toBeTruthy();

    // The next poll, a second later, brings the proposal; then the screen stops asking.
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The proposal is ready. Nothing has changed yet: review it, then approve it or download it.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    const totals = screen.getByRole('table', { name: "Today's routes beside the proposal" });
    const row = (measure: string) =>
      within(totals).getByRole('rowheader', { name: measure }).closest('tr')!.textContent;
    expect(row('Buses')).toBe('Buses32');
    expect(row('Kilometres')).toBe('Kilometres61.3 km48 km');
    expect(row('Average ride')).toBe('Average ride31 min28 min');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toBe(2);
  });

  it('says a 409 about the school as an alert with a link to School Settings', async () => {
    server.use(
      http.post(PLANS, () =>
        HttpResponse.json(
          { detail: "Set the school's location in School Settings before planning routes." },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Plan routes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Set the school's location in School Settings before planning routes.",
    );
    expect(within(alert).getByRole('link', { name: 'School Settings' }).getAttribute('href')).toBe(
      '/school/settings',
    );
  });

  it('links a 409 for a plan already running to that plan', async () => {
    server.use(
      http.post(PLANS, () => {
        plans = [runningPlan];
        return HttpResponse.json({ detail: 'Routes are already being planned.' }, { status: 409 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Plan routes' }));
    const alert = await screen.findByRole('alert');
    const link = await within(alert).findByRole('link', { name: 'open it' });
    expect(link.getAttribute('href')).toBe(`/transport/route-plans/${PLAN_ID}`);
  });

  it('lists the recent plans with their direction, state and buses, each to open', async () => {
    plans = [readyPlan, { ...runningPlan, id: 'p2', direction: 2, created_at: '2026-03-01T12:00:00Z' }];
    open();
    const table = await screen.findByRole('table', { name: 'Recent route plans' });
    await within(table).findAllByRole('link', { name: /^Open the plan of/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mon, Mar 2, 06:05To SchoolReady2Open',
      'Sun, Mar 1, 12:00From SchoolRunningNo proposalOpen',
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Open the plan of Mon, Mar 2, 06:05' }).getAttribute('href'),
    ).toBe(`/transport/route-plans/${PLAN_ID}`);
  });

  it('speaks Kiswahili', async () => {
    open('sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panga Njia' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kwenda Shuleni' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Muda wa Kutafuta (sekunde)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mipangilio ya Shule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Panga njia' })).toBeTruthy();
    expect(await screen.findByText('Bado hakuna mipango. Panga wa kwanza hapo juu.')).toBeTruthy();
  });
});
