import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import {
  mapSettings,
  schoolSettings,
  page,
  PLAN_ID,
  PLANS,
  readyPlan,
  runningPlan,
} from './route-plan-fixtures.test-helpers';
import { RoutePlansPage } from './route-plans-page';

// One plan's screen against a fake school server (msw): the proposal's routes and their stops, Approve
// (what it sends, its toast and the new routes' links, a refusal in the modal), Cancel, Download CSV,
// a failed plan, and Kiswahili.

SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;

let plan: RoutePlan;
let approvals: unknown[];
let downloads: number;
const server = setupServer(
  http.get(PLANS, () => page([plan])),
  http.get(`${PLANS}:id/`, () => HttpResponse.json(plan)),
  http.post(`${PLANS}:id/approve/`, async ({ request }) => {
    approvals.push(await request.json());
    plan = { ...plan, state: 'approved' };
    return HttpResponse.json({
      routes: [
        { id: 'r1', code: 'P01-AM' },
        { id: 'r2', code: 'P02-AM' },
      ],
      retired: 3,
    });
  }),
  http.post(`${PLANS}:id/cancel/`, () => {
    plan = { ...plan, state: 'cancelled' };
    return HttpResponse.json(plan);
  }),
  http.get(`${PLANS}:id/csv/`, () => {
    downloads += 1;
    return new HttpResponse('route,vehicle\n1,KBZ 412A\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="plan.csv"' },
    });
  }),
  mapSettings,
  schoolSettings,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  plan = readyPlan;
  approvals = [];
  downloads = 0;
  signInAs(100);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

const open = (locale: 'en' | 'sw' = 'en') =>
  renderScreen(
    <Routes>
      <Route path="/transport/route-plans/:planId?" element={<RoutePlansPage />} />
    </Routes>,
    `/transport/route-plans/${PLAN_ID}`,
    locale,
  );
const routesTable = () => screen.getByRole('table', { name: 'Proposed routes' });

describe('a plan', () => {
  it('lists the proposed routes, and shows a route’s stops with times and riders on its Stops button', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('table', { name: 'Proposed routes' });
    const rows = within(routesTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Route 1KBZ 412A06:40 – 07:40230 / 3321.5 km44 minStops',
      'Route 2KCA 100B06:55 – 07:3519 / 1426.5 km38 minStops',
    ]);
    const button = within(rows[0]!).getByRole('button', { name: 'Stops of route 1' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const stops = screen.getByRole('table', { name: 'Stops of route 1' });
    expect(button.getAttribute('aria-controls')).toBe(stops.closest('[id]')!.id);
    expect(
      within(stops)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1Main Gate06:40Amani Otieno and Brian Kamau',
      '2New stop 1 near Oak RoadNew06:52Chloe Wanjiru',
    ]);
    await user.click(button);
    expect(screen.queryByRole('table', { name: 'Stops of route 1' })).toBeNull();

    // The map names itself and points to the table as its text alternative; the unplaced pupil is listed.
    const map = screen.getByRole('region', { name: 'Map of the proposed routes' });
    const note = document.getElementById(map.getAttribute('aria-describedby')!);
    expect(note?.textContent).toContain('The table of proposed routes below lists every route');
    // Its three stops and the school, where both routes' lines end.
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(4));
    expect(screen.getByText('1 pupil not placed')).toBeTruthy();
    expect(screen.getByText('Esther Njeri')).toBeTruthy();
  });

  it('approves with the retirement chosen: the toast, the new routes’ links and the count retired', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the plan' });
    expect(dialog.querySelector('dl')!.textContent).toBe(
      "Routes2Stops on the routes3New bus stops1Pupils' assignments4",
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: "Retire today's routes of this direction" }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Plan approved: 2 routes created')).toBeTruthy();
    expect(approvals).toEqual([{ retire_current: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'P01-AM' }).getAttribute('href')).toBe('/routes/details/r1');
    expect(screen.getByRole('link', { name: 'P02-AM' }).getAttribute('href')).toBe('/routes/details/r2');
    expect(screen.getByText('3 routes of today were retired.')).toBeTruthy();
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve…' })).toBeNull();
  });

  it('says a refused approval in the modal, which stays open', async () => {
    server.use(
      http.post(`${PLANS}:id/approve/`, () =>
        HttpResponse.json(
          { detail: "The school's routes or riders changed after this plan was made. Plan again." },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      "The school's routes or riders changed after this plan was made. Plan again.",
    );
  });

  it('warns of a route without a vehicle, and does not offer to approve such a plan', async () => {
    const [first, second] = readyPlan.proposal!.routes;
    plan = {
      ...readyPlan,
      proposal: { ...readyPlan.proposal!, routes: [first!, { ...second!, vehicle: null }] },
    };
    const user = userEvent.setup({ delay: null });
    open();
    expect(await screen.findByText(/1 route has no vehicle:/)).toBeTruthy();
    expect(within(routesTable()).getByText('No vehicle')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the plan' });
    expect(
      within(dialog).getByText('Every route needs a vehicle before the plan can be approved.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
  });

  it('downloads the proposal as CSV', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = () => 'blob:plan';
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(downloads).toBe(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('plan.csv');
  });

  it('cancels a running plan', async () => {
    plan = { ...runningPlan, progress: 0.2 };
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Plan cancelled')).toBeTruthy();
    expect(
      (await screen.findByText(/This plan was cancelled before it finished/)).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says why a plan failed', async () => {
    plan = {
      ...runningPlan,
      state: 'failed',
      error: 'Planning stopped when the server restarted. Plan again.',
    };
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The plan failedPlanning stopped when the server restarted. Plan again.');
  });

  it('speaks Kiswahili', async () => {
    open('sw');
    const table = await screen.findByRole('table', { name: 'Njia zinazopendekezwa' });
    expect(within(table).getByRole('button', { name: 'Vituo vya njia 1' })).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Njia za sasa kando ya pendekezo' });
    expect(within(totals).getByRole('rowheader', { name: 'Mabasi' }).closest('tr')!.textContent).toBe(
      'Mabasi32',
    );
    expect(screen.getByRole('button', { name: 'Idhinisha…' })).toBeTruthy();
    expect(screen.getByText('Mwanafunzi 1 hajapangiwa njia')).toBeTruthy();
    expect(screen.getByText(/Pendekezo liko tayari/)).toBeTruthy();
  });
});
