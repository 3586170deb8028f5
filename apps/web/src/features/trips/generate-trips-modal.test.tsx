import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { page, scheduled } from '../../test/trip-fixtures.test-helpers';
import { TripsPage } from './trips-page';

// Generate Trips from Trip Management against a fake school server (msw): the spec's messages, what is
// sent, the running bar, the answer in the toast, and the list fetched again.

const TRIPS = `${API}/transport/trips/`;
const GENERATE = `${TRIPS}generate-trips/`;
let listCalls: number;
let sent: unknown[];
let answer: () => Promise<Response> | Response;
const server = setupServer(
  http.get(TRIPS, () => {
    listCalls += 1;
    return page([scheduled]);
  }),
  http.post(GENERATE, async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  listCalls = 0;
  sent = [];
  answer = () => HttpResponse.json({ created: 10, skipped: 2, start_date: '', end_date: '' });
  signInAs(200);
});
afterEach(() => server.resetHandlers());

// Two days of this month: the calendar opens on it.
const first = dayjs().startOf('month').add(1, 'day');
const last = first.add(6, 'day');

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<TripsPage />, '/trips/trips');
  await screen.findByText('1 trip found');
  await user.click(screen.getByRole('button', { name: 'Generate Trips' }));
  return screen.getByRole('dialog', { name: 'Generate Trips' });
}

async function pickDate(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  day: dayjs.Dayjs,
) {
  await user.click(within(dialog).getByRole('button', { name: label }));
  await user.click(await screen.findByRole('button', { name: day.format('D MMMM YYYY') }));
}

describe('GenerateTripsModal', () => {
  it("asks for both dates with the spec's messages", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('switch', { name: /Skip weekends/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('End date is required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the range and the weekend choice, runs a bar meanwhile, and says how many were made', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json({ created: 10, skipped: 2, start_date: '', end_date: '' });
    };
    const dialog = await openModal(user);
    await pickDate(user, dialog, 'Start Date', first);
    await pickDate(user, dialog, 'End Date', last);
    expect(within(dialog).getByRole('button', { name: 'Start Date' }).textContent).toBe(
      first.format('MMMM D, YYYY'),
    );
    await user.click(within(dialog).getByRole('switch', { name: /Skip weekends/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Generating trips' })).toBeTruthy();
    expect(within(dialog).getByText('Generating trips…')).toBeTruthy();
    expect(sent).toEqual([
      { start_date: first.format('YYYY-MM-DD'), end_date: last.format('YYYY-MM-DD'), skip_weekends: false },
    ]);
    // The answer is awaited: Escape does not close the modal.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Generate Trips' })).toBeTruthy();
    const listed = listCalls;

    release();
    expect(
      await screen.findByText('Trips generated successfully! 10 created, 2 already existed'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generate Trips' })).toBeNull());
    await waitFor(() => expect(listCalls).toBeGreaterThan(listed));
  });

  it("puts the server's field messages under their fields", async () => {
    const user = userEvent.setup({ delay: null });
    answer = () => HttpResponse.json({ end_date: ['A range may cover at most 366 days.'] }, { status: 400 });
    const dialog = await openModal(user);
    await pickDate(user, dialog, 'Start Date', first);
    await pickDate(user, dialog, 'End Date', last);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('A range may cover at most 366 days.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Generate Trips' })).toBeTruthy();
  });

  it("says 'Failed to generate trips. Please try again.' when the server gives no reason", async () => {
    const user = userEvent.setup({ delay: null });
    answer = () => new HttpResponse(null, { status: 500 });
    const dialog = await openModal(user);
    await pickDate(user, dialog, 'Start Date', first);
    await pickDate(user, dialog, 'End Date', last);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Failed to generate trips. Please try again.')).toBeTruthy();
    // Still open, with the dates, to try again.
    expect(within(dialog).getByRole('button', { name: 'End Date' }).textContent).toBe(
      last.format('MMMM D, YYYY'),
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
  it('asks for both dates in Kiswahili when the reader chose it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TripsPage />, '/trips/trips', 'sw');
    await screen.findByText('Safari 1 imepatikana');
    await user.click(screen.getByRole('button', { name: 'Tengeneza Safari' }));
    const dialog = screen.getByRole('dialog', { name: 'Tengeneza Safari' });
    await user.click(within(dialog).getByRole('button', { name: 'Tengeneza' }));
    expect(within(dialog).getByText('Tarehe ya kuanza inahitajika')).toBeTruthy();
    expect(within(dialog).getByText('Tarehe ya mwisho inahitajika')).toBeTruthy();
  });
});
