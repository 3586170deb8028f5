import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Journey } from '@app/shared/journeys/journey.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { JourneysPage } from './journeys-page';
import { karen, page, westlands } from './route-fixtures.test-helpers';

// The Routes screen against a fake school server (msw): the spec's columns and states, what the
// Add Route form sends and shows, and that edit and delete call the server (beyond the spec).

const LIST = `${API}/transport/journeys/`;
let journeys: Journey[];
let listCalls: URL[];
let writes: { method: string; url: string; body: unknown }[];
const record = async (request: Request) => {
  const body = request.method === 'DELETE' ? null : await request.json();
  writes.push({ method: request.method, url: request.url, body });
  return body as Record<string, unknown>;
};

const server = setupServer(
  http.get(LIST, ({ request }) => {
    listCalls.push(new URL(request.url));
    return page(journeys);
  }),
  http.post(LIST, async ({ request }) => {
    const body = await record(request);
    return HttpResponse.json({ ...westlands, ...body, id: 'new' }, { status: 201 });
  }),
  http.put(`${LIST}:id/`, async ({ request }) =>
    HttpResponse.json({ ...westlands, ...(await record(request)) }),
  ),
  http.delete(`${LIST}:id/`, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${API}/transport/vehicles/`, () => page([westlands.default_vehicle_details])),
  http.get(`${API}/employees/`, () => page([])),
  http.get(`${API}/schools/academic-periods/`, () =>
    page([
      {
        id: westlands.academic_period,
        title: 'Term 1 2026',
        start_date: '2026-01-05',
        end_date: '2026-04-03',
      },
    ]),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  journeys = [westlands, karen];
  listCalls = [];
  writes = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Routes' });
const rowOf = async (text: string) => (await within(table()).findByText(text)).closest('tr')!;

async function openAdd() {
  const user = userEvent.setup({ delay: null });
  renderScreen(<JourneysPage />);
  await user.click(await screen.findByRole('button', { name: 'Add Route' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Route' }) };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: RegExp,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('JourneysPage', () => {
  it('lists the routes with their headings and direction badges in Kiswahili', async () => {
    renderScreen(<JourneysPage />, '/routes', 'sw');
    const routes = await screen.findByRole('table', { name: 'Njia' });
    const row = (await within(routes).findByText('WL-01')).closest('tr')!;
    expect(routes.textContent).toContain('Msimbo wa Njia');
    expect(routes.textContent).toContain('Mwelekeo');
    expect(within(row).getByRole('button', { name: /Maelezo/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ongeza Njia' })).toBeTruthy();
  });

  it('lists code, name, a direction badge (blue to school, green from school), status and time range', async () => {
    renderScreen(<JourneysPage />);
    const row = await rowOf('WL-01');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['WL-01', 'Westlands Morning', 'To School', 'Active', '06:30 – 07:45']);
    expect(
      within(row).getByText('To School').closest('.mantine-Badge-root')!.getAttribute('style'),
    ).toContain('blue');
    const other = await rowOf('KR-02');
    expect(
      within(other).getByText('From School').closest('.mantine-Badge-root')!.getAttribute('style'),
    ).toContain('green');
    expect(within(other).getByText('Inactive')).toBeTruthy();
    const buttons = within(row).getAllByRole('button', { name: /WL-01 Westlands Morning$/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Details', 'Edit', 'Delete']);
  });

  it('opens a route’s details from its Details button', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<JourneysPage />);
    await user.click(await screen.findByRole('button', { name: 'Details WL-01 Westlands Morning' }));
    expect(router.state.location.pathname).toBe(`/routes/details/${westlands.id}`);
  });

  it('searches by code or name on the server, above one character', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<JourneysPage />);
    await rowOf('WL-01');
    await user.type(screen.getByPlaceholderText('Search by code or name...'), 'wl');
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('search')).toBe('wl'));
  });

  it('shows a spinner while loading, then "Error loading journeys: ..." with the reason or the fallback', async () => {
    server.use(
      http.get(
        LIST,
        async () => {
          await delay(50);
          return HttpResponse.json({ detail: 'You may not read routes.' }, { status: 403 });
        },
        { once: true },
      ),
      http.get(LIST, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<JourneysPage />);
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    expect(await screen.findByText('Error loading journeys: You may not read routes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Error loading journeys: An unknown error occurred')).toBeTruthy();
  });

  it('says what each empty field of the Add Route form needs, in the spec’s words', async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const message of [
      'Journey name is required',
      'Journey code is required',
      'Start time is required',
      'End time is required',
      'Default vehicle is required',
      'Academic period is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(writes).toEqual([]);
  });

  it('adds a route with the direction as a number, and says so', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/Route Name/), 'Karen Morning');
    await user.type(within(dialog).getByLabelText(/Route Code/), 'KR-01');
    await choose(user, dialog, /Direction/, 'From School');
    await user.type(within(dialog).getByLabelText(/Start Time/), '06:15');
    await user.type(within(dialog).getByLabelText(/End Time/), '06:05');
    await choose(user, dialog, /Default Vehicle/, 'KBZ 412A (BUS-01)');
    await choose(user, dialog, /Academic Period/, 'Term 1 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('End time must be after the start time')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/End Time/));
    await user.type(within(dialog).getByLabelText(/End Time/), '07:20');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Route added successfully')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        url: LIST,
        body: {
          title: 'Karen Morning',
          code: 'KR-01',
          direction: 2,
          start_time: '06:15:00',
          end_time: '07:20:00',
          default_vehicle: westlands.default_vehicle,
          attendant: null,
          academic_period: westlands.academic_period,
          is_active: true,
        },
      },
    ]);
  });

  it('puts the server’s messages under their fields, else the spec’s fallback', async () => {
    server.use(
      http.put(
        `${LIST}:id/`,
        () => HttpResponse.json({ code: ['A route with this code already exists.'] }, { status: 400 }),
        {
          once: true,
        },
      ),
      http.put(`${LIST}:id/`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<JourneysPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit WL-01 Westlands Morning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    expect(within(dialog).getByLabelText(/Route Code/)).toHaveProperty('value', 'WL-01');
    expect(within(dialog).getByLabelText(/Start Time/)).toHaveProperty('value', '06:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('A route with this code already exists.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('An error occurred while saving the route')).toBeTruthy();
  });

  it('changes and deletes a route on the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<JourneysPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit WL-01 Westlands Morning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await user.clear(within(dialog).getByLabelText(/Route Name/));
    await user.type(within(dialog).getByLabelText(/Route Name/), 'Westlands Early');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Route updated successfully')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete KR-02 Karen Afternoon' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(confirm).getByText('Are you sure you want to delete KR-02 Karen Afternoon?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Route deleted successfully')).toBeTruthy();
    expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `PUT ${LIST}${westlands.id}/`,
      `DELETE ${LIST}${karen.id}/`,
    ]);
    expect(writes[0]!.body).toMatchObject({
      title: 'Westlands Early',
      attendant: westlands.attendant,
      direction: 1,
    });
  });

  it('says "Failed to load form options" when the vehicles cannot be loaded', async () => {
    server.use(http.get(`${API}/transport/vehicles/`, () => new HttpResponse(null, { status: 500 })));
    const { dialog } = await openAdd();
    expect(await within(dialog).findByText('Failed to load form options')).toBeTruthy();
  });
});
