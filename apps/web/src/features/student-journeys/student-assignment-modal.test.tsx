import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_NAMES, scheduleOf, weekdayBits } from '@app/shared/common/weekdays';
import type { StudentJourney } from '@app/shared/student-journeys/student-journey.schemas';
import type { Student } from '@app/shared/students/student.schemas';
import { api } from '../../lib/api-client';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import type { JourneyStop } from './journey-stops-contract';
import { StudentAssignmentModal } from './student-assignment-modal';

// The student assignment modal against a fake school server (msw): who is listed at the stop, the
// student search (above one character, after 1000 ms), the weekdays, the opposite point, the bodies
// of an add, a change of days and a removal, their failures, and what the route details fetch again.

const JOURNEY = { id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', code: 'RT-01', title: 'Riverside Morning' };
const [GATE, MALL, SCHOOL] = ['6b2f', '7c3a', '8d4b'].map(
  (start) => `${start}3c4d-5e6f-4071-9b8c-0d1e2f3a4b5c`,
) as [string, string, string];
const stop = (id: string, sequence: number, title: string): JourneyStop => ({
  id,
  journey: JOURNEY.id,
  bus_stop: `${id.slice(0, -4)}ffff`,
  bus_stop_title: title,
  sequence,
  expected_time: `07:${10 * sequence}:00`,
  pick_students: [],
  drop_students: [],
});
const stops = [stop(SCHOOL, 3, 'Hillside School'), stop(GATE, 1, 'Kanyon Gate'), stop(MALL, 2, 'Mall')];

const days = (...active: number[]) => scheduleOf(weekdayBits(active));
const assignment = (id: string, name: string, points: Partial<StudentJourney>): StudentJourney => ({
  id,
  student: `${id.slice(0, -4)}aaaa`,
  student_name: name,
  admission_number: `ADM-${id.slice(0, 3)}`,
  grade_level: 'Grade 4',
  stream: 'North',
  journey: JOURNEY.id,
  journey_title: JOURNEY.title,
  journey_code: JOURNEY.code,
  direction: 1,
  direction_title: 'To School',
  is_active: true,
  sequence: 1,
  pick_point: null,
  pick_point_title: null,
  drop_point: null,
  drop_point_title: null,
  schedule: days(1, 2, 3, 4, 5),
  bus_schedule: days(1, 2, 3, 4, 5).map((day) => ({ ...day, day_name: DAY_NAMES[day.day_of_week - 1]! })),
  ...points,
});
const neema = assignment('9e5c6f70-8192-4304-8ebf-3a4b5c6d7e8f', 'Neema Achieng', {
  pick_point: GATE,
  drop_point: SCHOOL,
});
const juma = assignment('af6d7081-92a3-4415-9fc0-4b5c6d7e8f90', 'Juma Ouma', { pick_point: MALL });
const zawadi = {
  id: 'b07e8192-a3b4-4526-8ad1-5c6d7e8f9a01',
  full_name: 'Zawadi Kamau',
  admission_number: 'Z7',
};

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
    queryKey: ['journey-load', JOURNEY.id],
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
  await user.click(
    await screen.findByRole('option', { name: 'Zawadi Kamau (Z7)', hidden: true }, { timeout: 3000 }),
  );
}
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add Student' });

describe('StudentAssignmentModal', () => {
  it('lists the students boarding at this stop, with their weekdays, and only them', async () => {
    const { dialog } = await open();
    const list = await within(dialog).findByRole('list', { name: 'Assigned students' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('Neema Achieng');
    expect(list.textContent).toContain('Grade 4 · North');
    expect(list.textContent).toContain('Mon, Tue, Wed, Thu, Fri');
    expect(
      Object.fromEntries(callsTo('GET', '/transport/student-journeys/')[0]!.url.searchParams),
    ).toMatchObject({ journey: JOURNEY.id, is_active: 'true' });
    expect(within(dialog).getByText(`Route RT-01 · Riverside Morning`)).toBeTruthy();
  });

  it('says so when nobody leaves at the stop', async () => {
    const { dialog } = await open('drop', stops[2]!);
    expect(await within(dialog).findByText('No students assigned at this stop yet.')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Also pick up at' })).toBeTruthy();
  });

  it('searches students only above one character, 1000 ms after the typing stops', async () => {
    const { dialog, user } = await open();
    const box = within(dialog).getByRole('combobox', { name: /Student/ });
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

  it('adds a drop-off without the opposite point', async () => {
    const { dialog, user } = await open('drop', stops[0]!);
    await chooseStudent(user, dialog);
    await user.click(addButton(dialog));
    await waitFor(() => expect(callsTo('POST', '/transport/student-journeys/')).toHaveLength(1));
    expect(callsTo('POST', '/transport/student-journeys/')[0]!.body).toMatchObject({
      pick_point: null,
      drop_point: SCHOOL,
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
