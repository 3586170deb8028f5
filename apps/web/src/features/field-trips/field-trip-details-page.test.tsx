import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { FieldTripDetailsPage } from './field-trip-details-page';
import {
  approvedTrip,
  BUS,
  DRIVER,
  fieldTrip,
  fieldTripHandlers,
  OTHER_DRIVER,
  scheduledTrip,
  STEP_ONE,
  TRIP_ID,
  TRIPS,
  VAN,
  type Sent,
} from './field-trips.test-helpers';

// One field trip's screen against a fake school server (msw): its steps, and each action the reader
// may take, with the server's refusals said in the modal.

const state: { trip: FieldTripDetail } = { trip: fieldTrip() };
let sent: Sent;
let answer: (path: string, body: Record<string, unknown>) => Response | undefined;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state.trip = fieldTrip();
  sent = { lists: [], calls: [] };
  answer = () => undefined;
  server.use(...fieldTripHandlers(state, sent, (path, body) => answer(path, body)));
  signInAs(100);
});
afterEach(() => server.resetHandlers());

type User = ReturnType<typeof userEvent.setup>;
// The page reads its id from the route, as the console's router gives it.
const render = () =>
  renderScreen(
    <Routes>
      <Route path="/trips/field-trips/:tripId" element={<FieldTripDetailsPage />} />
    </Routes>,
    `/trips/field-trips/${TRIP_ID}`,
  );

async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  const select = within(scope).getByRole('combobox', { name: label });
  await user.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('FieldTripDetailsPage', () => {
  it('shows the request and its approval steps in order, whose turn it is and who decided', async () => {
    state.trip = fieldTrip({
      approvals: approvedTrip().approvals.map((step, index) =>
        index === 0 ? step : { ...step, status: 'pending', decided_by_name: null, decided_at: null },
      ),
      current_step_title: 'Transport manager',
      current_step_role: 200,
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grade 6 museum visit' })).toBeTruthy();
    expect(screen.getByText('National Museum, Nairobi')).toBeTruthy();
    expect(screen.getByText('Thursday, November 12, 2026')).toBeTruthy();
    expect(screen.getByText('08:30–15:00')).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Approval steps' });
    expect(within(steps).getByText('Head teacher')).toBeTruthy();
    expect(within(steps).getByText('Approved by Ann Bee on November 3, 2026 at 6:00 AM')).toBeTruthy();
    expect(within(steps).getByText('“Enjoy the museum”')).toBeTruthy();
    expect(within(steps).getByText('Transport Manager')).toBeTruthy();
    expect(within(steps).getAllByText('Awaiting decision')).toHaveLength(1);
    // The second step's turn: its badge sits beside its title.
    const current = within(steps).getByText('Awaiting decision').closest('.mantine-Timeline-item')!;
    expect(current.textContent).toContain('Transport manager');
    expect(current.textContent).not.toContain('Head teacher');
  });

  it('approves the step whose turn it is, with an optional note', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Field Trip' });
    expect(
      within(dialog).getByText('Your decision as “Head teacher” on “Grade 6 museum visit”.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Field trip approved')).toBeTruthy();
    expect(sent.calls).toEqual([
      { path: 'decision', body: { decision: 'approved', note: '', step: STEP_ONE } },
    ]);
    // The trip as the server now says: approved, nothing more to decide.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Assign Vehicles' })).toBeTruthy();
  });

  it('asks why before it rejects', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Field Trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the request is rejected')).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Why is it rejected/), 'Exams that week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Field trip rejected')).toBeTruthy();
    expect(sent.calls).toEqual([
      { path: 'decision', body: { decision: 'rejected', note: 'Exams that week', step: STEP_ONE } },
    ]);
  });

  it('says in the modal when the step is not the reader’s', async () => {
    answer = () =>
      HttpResponse.json({ detail: 'The step “Head teacher” is not yours to decide.' }, { status: 403 });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Field Trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The step “Head teacher” is not yours to decide.',
    );
  });

  it('assigns a vehicle and driver per vehicle needed, showing seats against passengers, and says a double booking in the modal', async () => {
    state.trip = approvedTrip();
    const booked =
      'KBZ 412A is booked for the field trip “Choir festival” on November 12, 2026 from 08:00 to 12:00.';
    answer = (path, body) => {
      const rows = body.assignments as { vehicle: string }[] | undefined;
      return path === 'assignments' &&
        rows?.[0]?.vehicle === BUS &&
        rows[1]?.vehicle === VAN &&
        sent.calls.length === 1
        ? HttpResponse.json({ detail: booked }, { status: 409 })
        : undefined;
    };
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Assign Vehicles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Vehicles and Drivers' });
    // Nothing chosen: each row says what it lacks.
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignments' }));
    expect(await within(dialog).findAllByText('Vehicle is required')).toHaveLength(2);
    expect(within(dialog).getAllByText('Driver is required')).toHaveLength(2);

    const first = within(dialog).getByRole('group', { name: 'Vehicle 1 of 2' });
    const second = within(dialog).getByRole('group', { name: 'Vehicle 2 of 2' });
    await choose(user, first, 'Vehicle', 'KBZ 412A (BUS-01) · 52 seats');
    await choose(user, first, 'Driver', 'Juma Otieno');
    expect(within(dialog).getByText('52 seats for 60 passengers')).toBeTruthy();
    await choose(user, second, 'Vehicle', 'KCA 100B (VAN-02) · 14 seats');
    await choose(user, second, 'Driver', 'Mary Njeri');
    expect(within(dialog).getByText('66 seats for 60 passengers')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignments' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(booked);
    expect(sent.calls[0]).toEqual({
      path: 'assignments',
      body: {
        assignments: [
          { vehicle: BUS, driver: DRIVER },
          { vehicle: VAN, driver: OTHER_DRIVER },
        ],
      },
    });

    // Sent again (another booking freed meanwhile), it is taken.
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignments' }));
    expect(await screen.findByText('Vehicles and drivers assigned')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const vehicles = await screen.findByRole('table', { name: 'Vehicles and drivers' });
    expect(within(vehicles).getByText('Mary Njeri')).toBeTruthy();
  }, 60_000);

  it('asks a manager for a reason when an expired document blocks the assignment', async () => {
    state.trip = { ...approvedTrip(), vehicles_needed: 1 };
    const licence = "Juma Otieno's Driving Licence expired on November 3, 2026.";
    const hint = 'A School Administrator or Transport Manager can go ahead anyway by giving a reason.';
    answer = (path, body) =>
      path === 'assignments' && !body.document_override_reason
        ? HttpResponse.json(
            { 'assignments.0.driver': [licence], document_override_reason: [hint] },
            { status: 400 },
          )
        : undefined;
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Assign Vehicles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Vehicles and Drivers' });
    await choose(user, dialog, 'Vehicle', 'KBZ 412A (BUS-01) · 52 seats');
    await choose(user, dialog, 'Driver', 'Juma Otieno');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignments' }));
    expect(await within(dialog).findByText(licence)).toBeTruthy();
    expect(within(dialog).getByText(hint)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Override with a reason' }), 'Renewal seen');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignments' }));
    expect(await screen.findByText('Vehicles and drivers assigned')).toBeTruthy();
    expect(sent.calls.map((call) => (call.body as Record<string, unknown>).document_override_reason)).toEqual(
      [undefined, 'Renewal seen'],
    );
  }, 60_000);

  it('downloads the trip sheet of a scheduled trip', async () => {
    state.trip = scheduledTrip();
    const sheets: string[] = [];
    server.use(
      http.get(`${TRIPS}:id/trip-sheet/`, ({ params }) => {
        sheets.push(String(params.id));
        return new HttpResponse('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="field-trip-2026-11-12.pdf"',
          },
        });
      }),
    );
    URL.createObjectURL = () => 'blob:sheet';
    URL.revokeObjectURL = () => {};
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Trip Sheet' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sheets).toEqual([TRIP_ID]);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('field-trip-2026-11-12.pdf');
    clicked.mockRestore();
  });

  it('completes a scheduled trip and shows what it cost in the school’s currency', async () => {
    state.trip = scheduledTrip();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Field Trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText(
        'Distance must be a number of km from 0 to 10,000, with at most one decimal',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Time must be a whole number of minutes from 1 to 10,080')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Distance driven/), '84.5');
    await user.type(within(dialog).getByLabelText(/Time out/), '390');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    // 84.5 km at 120 and 6.5 hours at 500.
    expect(
      await within(dialog).findByText('Completed: 84.5 km in 390 min. The trip cost KES 13,390.00.'),
    ).toBeTruthy();
    expect(sent.calls).toEqual([
      { path: 'complete', body: { actual_distance_km: 84.5, actual_minutes: 390 } },
    ]);
    // The modal's own Close, not its corner's.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cost = await screen.findByText('KES 13,390.00');
    expect(cost.closest('div')!.textContent).toContain('Cost');
    expect(screen.getByText('KES 120.00 per km, KES 500.00 per hour')).toBeTruthy();
  }, 60_000);

  it('cancels with a reason, and says why not when the server refuses', async () => {
    state.trip = scheduledTrip();
    let refuse = true;
    answer = (path) => {
      if (path !== 'cancel' || !refuse) return undefined;
      refuse = false;
      return HttpResponse.json(
        { detail: 'A completed, rejected or cancelled field trip cannot be cancelled.' },
        { status: 409 },
      );
    };
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel Field Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Field Trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Field Trip' }));
    expect(await within(dialog).findByText('Say why it is cancelled')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Museum closed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Field Trip' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A completed, rejected or cancelled field trip cannot be cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Field Trip' }));
    expect(await screen.findByText('Field trip cancelled')).toBeTruthy();
    expect(sent.calls.map((call) => call.body)).toEqual([
      { reason: 'Museum closed' },
      { reason: 'Museum closed' },
    ]);
    expect(await screen.findByText('Museum closed')).toBeTruthy();
  }, 60_000);

  it('gives a teacher no office actions on their scheduled trip', async () => {
    signInAs(404);
    state.trip = { ...scheduledTrip(), can_decide: false };
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grade 6 museum visit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign Vehicles' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Field Trip' })).toBeTruthy();
  });
});
