import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FieldTrip } from '@app/shared/field-trips/field-trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { FieldTripsPage } from './field-trips-page';
import { fieldTrip, OTHER_ID, scheduledTrip, TRIP_ID, TRIPS } from './field-trips.test-helpers';

// Trips → Field Trips as a month's calendar against a fake school server (msw): trips on two days of
// November 2026, the months around asked for by Previous and Next, and the phone's list of days.

const museum: FieldTrip = scheduledTrip();
const choir: FieldTrip = {
  ...fieldTrip(),
  id: OTHER_ID,
  title: 'Choir festival',
  trip_date: '2026-11-20',
  departs_at: '07:45:00',
  returns_at: '12:00:00',
};
const science: FieldTrip = {
  ...fieldTrip(),
  id: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c6f',
  title: 'Science fair',
  trip_date: '2026-11-12',
  departs_at: '07:00:00',
  status: 'rejected',
};
let asked: string[];
const server = setupServer(
  http.get(`${TRIPS}calendar/`, ({ request }) => {
    const month = new URL(request.url).searchParams.get('month')!;
    asked.push(month);
    return HttpResponse.json({ month, trips: month === '2026-11' ? [museum, choir, science] : [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked = [];
  signInAs(200);
});
afterEach(() => {
  server.resetHandlers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const NOVEMBER = '/trips/field-trips?view=calendar&month=2026-11';
/** The grid's cell of a day, found by the date it says to assistive technology. */
const dayCell = (grid: HTMLElement, date: string) => within(grid).getByText(date).closest('td')!;

describe('FieldTripCalendar', () => {
  it('shows a month as weeks from Monday, each day with its trips as links, coloured and signed by status', async () => {
    renderScreen(<FieldTripsPage />, NOVEMBER);
    const grid = await screen.findByRole('table', { name: 'November 2026' });
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // November 1, 2026 is a Sunday: the first row's last cell.
    expect(within(grid).getAllByRole('row')[1]!.lastElementChild!.textContent).toContain(
      'Sunday, November 1, 2026',
    );

    const twelfth = dayCell(grid, 'Thursday, November 12, 2026');
    const links = within(twelfth).getAllByRole('link');
    // The day's trips in the order they leave, each saying its time, purpose and status.
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '07:00 Science fair, Rejected',
      '08:30 Grade 6 museum visit, Scheduled',
    ]);
    expect(links[1]!.getAttribute('href')).toBe(`/trips/field-trips/${TRIP_ID}`);
    expect((links[1] as HTMLElement).style.getPropertyValue('--entry-color')).toContain('blue');
    expect((links[0] as HTMLElement).style.getPropertyValue('--entry-color')).toContain('red');
    const twentieth = dayCell(grid, 'Friday, November 20, 2026');
    expect(within(twentieth).getByRole('link', { name: '07:45 Choir festival, Requested' }).textContent).toBe(
      '07:45 Choir festival',
    );
    expect(within(dayCell(grid, 'Wednesday, November 11, 2026')).queryByRole('link')).toBeNull();
    expect(asked).toEqual(['2026-11']);
  });

  it('goes to the previous and next months, and back to this one', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<FieldTripsPage />, NOVEMBER);
    await screen.findByRole('table', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const october = await screen.findByRole('table', { name: 'October 2026' });
    expect(within(october).queryByRole('link')).toBeNull();
    expect(router.state.location.search).toContain('month=2026-10');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('table', { name: 'December 2026' });
    // November was asked again on the way through (this test's queries are stale at once).
    expect([...new Set(asked)]).toEqual(['2026-11', '2026-10', '2026-12']);
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=calendar'));
  });

  it('lists the days that have trips on a narrow screen, in Kiswahili too', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('600px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList;
    renderScreen(<FieldTripsPage />, NOVEMBER, 'sw');
    const days = await screen.findByRole('list', { name: 'Novemba 2026' });
    expect(
      within(days)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Alhamisi, 12 Novemba', 'Ijumaa, 20 Novemba']);
    expect(within(days).getByRole('link', { name: '07:45 Choir festival, Imeombwa' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
