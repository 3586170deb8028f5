import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Student } from '@app/shared/students/student.schemas';
import { api } from '../../lib/api-client';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { StudentAssignmentModal } from './student-assignment-modal';
import {
  assignment,
  days,
  GATE,
  JOURNEY,
  juma,
  MALL,
  neema,
  SCHOOL,
  stops,
  zawadi,
} from './student-journey-fixtures.test-helpers';

// The student assignment modal against a fake school server (msw): who is listed at the stop, the
// student search (above one character, after 1000 ms), the weekdays, the opposite point, the bodies
// of an add, a change of days and a removal, their failures, and what the route details fetch again.

let calls: { method: string; url: URL; body?: unknown; at: number }[];
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });
const record = async (request: Request) => {
  const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
  calls.push({ method: request.method, url: new URL(request.url), body, at: Date.now() });
};
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname.startsWith(`/api${path}`));

const server = setupServer(
  http.get(`${API}/transport/student-journeys/`, async ({ request }) => {
    await record(request);
    return page([neema, juma]);
  }),
  http.get(`${API}/transport/journey-stops/`, async ({ request }) => {
    await record(request);
    return page(stops);
  }),
  http.get(`${API}/students/`, async ({ request }) => {
    await record(request);
    return page([zawadi as Student]);
  }),
  http.get(`${API}/transport/journeys/:id/load/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ capacity: 40, over_capacity: false, days: [] });
  }),
  http.post(`${API}/transport/student-journeys/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(assignment(zawadi.id, 'Zawadi Kamau', {}), { status: 201 });
  }),
  http.put(`${API}/transport/student-journeys/:id/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(neema);
  }),
  http.delete(`${API}/transport/student-journeys/:id/`, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

/** What the route details show beside the modal: the route's load per weekday, fetched again after a change. */
function RouteLoad() {
  useQuery({
    queryKey: ['journeys', 'load', JOURNEY.id],
    queryFn: () => api.get(`/transport/journeys/${JOURNEY.id}/load/`),
  });
  return null;
}

async function open(point: 'pick' | 'drop' = 'pick', at = stops[1]!) {
  const onClose = vi.fn();
  renderScreen(
    <>
      <RouteLoad />
      <StudentAssignmentModal opened onClose={onClose} journey={JOURNEY} stop={at} point={point} />
    </>,
  );
  const title = `${point === 'pick' ? 'Pick-ups' : 'Drop-offs'} at ${at.bus_stop_title}`;
  const dialog = await screen.findByRole('dialog', { name: title });
  return { dialog, onClose, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;
async function chooseStudent(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /Student/ }), 'za');
  await user.click(await screen.findByRole('option', { name: 'Zawadi Kamau (Z7)', hidden: true }));
}
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add Student' });

describe('StudentAssignmentModal', () => {
  it('lists the students boarding at this stop, with their weekdays, and only them', async () => {
    const { dialog } = await open();
    const list = await within(dialog).findByRole('list', { name: 'Assigned students' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    for (const text of ['Neema Achieng', 'Grade 4 · North', 'Mon, Tue, Wed, Thu, Fri']) {
      expect(list.textContent).toContain(text);
    }
    expect(
      Object.fromEntries(callsTo('GET', '/transport/student-journeys/')[0]!.url.searchParams),
    ).toMatchObject({ journey: JOURNEY.id, is_active: 'true' });
    expect(within(dialog).getByText(`Route RT-01 · Riverside Morning`)).toBeTruthy();
  });

  it('searches students only above one character, 1000 ms after the typing stops', async () => {
    const { dialog, user } = await open();
    const box = within(dialog).getByRole('combobox', { name: /Student/ });
    expect(within(dialog).getByText('Type 2 or more characters to search')).toBeTruthy();
    await user.type(box, 'z');
    // Longer than the pause: one character never asks the server.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(callsTo('GET', '/students/')).toEqual([]);
    await user.type(box, 'a');
    const typed = Date.now();
    await waitFor(() => expect(callsTo('GET', '/students/')).toHaveLength(1), { timeout: 3000 });
    const [search] = callsTo('GET', '/students/');
    expect(search!.url.searchParams.get('search')).toBe('za');
    // Timers never fire early: the call came a whole pause after the last key.
    expect(search!.at - typed).toBeGreaterThanOrEqual(950);
  });

  it('starts with Monday to Friday and cannot confirm with no weekday', async () => {
    const { dialog, user } = await open();
    const add = within(dialog).getByRole('group', { name: /^Weekdays$/ });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(within(add).getByRole('checkbox', { name: day })).toHaveProperty('checked', true);
    }
    for (const day of ['Saturday', 'Sunday']) {
      expect(within(add).getByRole('checkbox', { name: day })).toHaveProperty('checked', false);
    }
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(add).getByRole('checkbox', { name: day }));
    }
    expect(addButton(dialog)).toHaveProperty('disabled', true);
    await user.click(within(add).getByRole('checkbox', { name: 'Sunday' }));
    expect(addButton(dialog)).toHaveProperty('disabled', false);
  });

  it("adds at once the spec's body, the opposite stop required when ticked, and the route fetched again", async () => {
    const { dialog, user } = await open();
    await user.click(addButton(dialog));
    expect(within(dialog).getByText('Student is required')).toBeTruthy();
    await chooseStudent(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also drop off at' }));
    await user.click(addButton(dialog));
    expect(within(dialog).getByText('Opposite stop is required')).toBeTruthy();
    expect(callsTo('POST', '/transport/student-journeys/')).toEqual([]);

    const dropOff = within(dialog).getByRole('combobox', { name: /Drop-off stop/ });
    await user.click(dropOff);
    // The route's other stops, in their order.
    const listbox = document.getElementById(dropOff.getAttribute('aria-controls')!)!;
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['2. Mall', '3. Hillside School']);
    await user.click(screen.getByRole('option', { name: '3. Hillside School', hidden: true }));
    const add = within(dialog).getByRole('group', { name: /^Weekdays$/ });
    await user.click(within(add).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(add).getByRole('checkbox', { name: 'Saturday' }));
    const before = {
      stops: callsTo('GET', '/transport/journey-stops/').length,
      load: callsTo('GET', '/transport/journeys/').length,
    };
    await user.click(addButton(dialog));

    expect(await screen.findByText('Zawadi Kamau added successfully')).toBeTruthy();
    expect(callsTo('POST', '/transport/student-journeys/').map((call) => call.body)).toEqual([
      {
        student: zawadi.id,
        journey: JOURNEY.id,
        is_active: true,
        sequence: 1,
        pick_point: GATE,
        drop_point: SCHOOL,
        schedule: days(1, 2, 3, 4, 6),
      },
    ]);
    await waitFor(() => {
      expect(callsTo('GET', '/transport/journey-stops/').length).toBeGreaterThan(before.stops);
      expect(callsTo('GET', '/transport/journeys/').length).toBeGreaterThan(before.load);
    });
    // A fresh form for the next student.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Student/ })).toHaveProperty('value', ''),
    );
  });

  it('adds a drop-off without the opposite point where nobody leaves yet', async () => {
    const { dialog, user } = await open('drop', stops[2]!);
    expect(await within(dialog).findByText('No students assigned at this stop yet.')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Also pick up at' })).toHaveProperty(
      'checked',
      false,
    );
    await chooseStudent(user, dialog);
    await user.click(addButton(dialog));
    await waitFor(() => expect(callsTo('POST', '/transport/student-journeys/')).toHaveLength(1));
    expect(callsTo('POST', '/transport/student-journeys/')[0]!.body).toMatchObject({
      pick_point: null,
      drop_point: MALL,
      schedule: days(1, 2, 3, 4, 5),
    });
  });

  it("says 'Failed to add {student}', with the server's reason when it gives one", async () => {
    server.use(
      http.post(
        `${API}/transport/student-journeys/`,
        () =>
          HttpResponse.json(
            { student: ['Zawadi Kamau is already assigned to this route.'] },
            { status: 400 },
          ),
        { once: true },
      ),
      http.post(`${API}/transport/student-journeys/`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { dialog, user } = await open();
    await chooseStudent(user, dialog);
    await user.click(addButton(dialog));
    expect(
      await screen.findByText('Failed to add Zawadi Kamau: Zawadi Kamau is already assigned to this route.'),
    ).toBeTruthy();
    await user.click(addButton(dialog));
    expect(await screen.findByText('Failed to add Zawadi Kamau')).toBeTruthy();
  });

  it('removes a student at once, and says so when it fails', async () => {
    server.use(
      http.delete(`${API}/transport/student-journeys/:id/`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { dialog, user } = await open();
    const remove = await within(dialog).findByRole('button', { name: 'Remove Neema Achieng' });
    await user.click(remove);
    expect(await screen.findByText('Failed to remove student')).toBeTruthy();
    await user.click(remove);
    expect(await screen.findByText('Student removed successfully')).toBeTruthy();
    expect(callsTo('DELETE', '/transport/student-journeys/').map((call) => call.url.pathname)).toEqual([
      `/api/transport/student-journeys/${neema.id}/`,
    ]);
  });

  it('speaks Kiswahili: the stop, its riders, their weekdays and the add form', async () => {
    const at = stops[1]!;
    renderScreen(
      <StudentAssignmentModal opened onClose={vi.fn()} journey={JOURNEY} stop={at} point="pick" />,
      '/',
      'sw',
    );
    const dialog = await screen.findByRole('dialog', { name: `Wanaopakiwa kwenye ${at.bus_stop_title}` });
    const list = await within(dialog).findByRole('list', { name: 'Wanafunzi waliopangiwa' });
    expect(list.textContent).toContain('Jumatatu, Jumanne, Jumatano, Alhamisi, Ijumaa');
    expect(within(list).getByRole('button', { name: 'Mwondoe Neema Achieng' })).toBeTruthy();
    const add = within(dialog).getByRole('group', { name: /^Siku za wiki$/ });
    expect(within(add).getByRole('checkbox', { name: 'Jumamosi' })).toHaveProperty('checked', false);
    expect(within(dialog).getByText('Andika herufi 2 au zaidi ili kutafuta')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Pia ashushwe kwenye' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ongeza Mwanafunzi' })).toBeTruthy();
  });

  it("changes a student's weekdays, sending the whole assignment again", async () => {
    const { dialog, user } = await open();
    await user.click(await within(dialog).findByRole('button', { name: 'Change days of Neema Achieng' }));
    const editor = within(dialog).getByRole('group', { name: 'Weekdays of Neema Achieng' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(editor).getByRole('checkbox', { name: day }));
    }
    expect(within(dialog).getByRole('button', { name: 'Save Days' })).toHaveProperty('disabled', true);
    await user.click(within(editor).getByRole('checkbox', { name: 'Wednesday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Days' }));
    expect(await screen.findByText('Weekdays of Neema Achieng updated successfully')).toBeTruthy();
    const [change] = callsTo('PUT', '/transport/student-journeys/');
    expect(change!.url.pathname).toBe(`/api/transport/student-journeys/${neema.id}/`);
    expect(change!.body).toEqual({
      student: neema.student,
      journey: JOURNEY.id,
      is_active: true,
      sequence: 1,
      pick_point: GATE,
      drop_point: SCHOOL,
      schedule: days(3),
    });
  });
});
