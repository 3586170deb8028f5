import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudentListItem } from '@app/shared/students/student.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { StudentsPage } from './students-page';

// The Students screen against a fake school server (msw): the enrolment filters in the address and in
// the list call, the row buttons of the spec in its order, and where View Details and Link Guardian go.

const PERIOD = '11111111-1111-4111-8111-111111111111';
const GRADE_4 = '44444444-4444-4444-8444-444444444444';
const GRADE_5 = '55555555-5555-4555-8555-555555555555';
const NORTH = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SOUTH = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const baraka: StudentListItem = {
  id: '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10',
  admission_number: 'ADM-001',
  transport_number: 'TR-01',
  first_name: 'Baraka',
  last_name: 'Mutua',
  other_name: '',
  full_name: 'Baraka Mutua',
  date_of_birth: '2015-05-03',
  gender: 1,
  gender_label: 'Male',
  photo: null,
  enrolment: {
    academic_period: PERIOD,
    academic_period_title: 'Year 2026',
    stream: NORTH,
    stream_title: 'North',
    grade_level: GRADE_4,
    grade_level_title: 'Grade 4',
  },
};

const streams = [
  { id: NORTH, title: 'North', grade_level: GRADE_4, grade_level_title: 'Grade 4', short_title: 'N' },
  { id: SOUTH, title: 'South', grade_level: GRADE_5, grade_level_title: 'Grade 5', short_title: 'S' },
].map((stream) => ({ ...stream, student_capacity: 30 }));

let listCalls: URL[];
let streamCalls: URL[];
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const server = setupServer(
  http.get(`${API}/students/`, ({ request }) => {
    listCalls.push(new URL(request.url));
    return page([baraka]);
  }),
  // The link modal's guardian options.
  http.get(`${API}/guardians/`, () => page([])),
  http.get(`${API}/schools/academic-periods/`, () =>
    page([{ id: PERIOD, title: 'Year 2026', start_date: '2026-01-01', end_date: '2026-12-31' }]),
  ),
  http.get(`${API}/grade-levels/`, () =>
    page([
      { es_grade_level: GRADE_4, title: 'Grade 4', short_title: 'G4' },
      { es_grade_level: GRADE_5, title: 'Grade 5', short_title: 'G5' },
    ]),
  ),
  http.get(`${API}/grade-levels/streams/`, ({ request }) => {
    const url = new URL(request.url);
    streamCalls.push(url);
    const grade = url.searchParams.get('grade_level');
    return page(streams.filter((stream) => !grade || stream.grade_level === grade));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  listCalls = [];
  streamCalls = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Students' });
const lastQuery = () => Object.fromEntries(listCalls.at(-1)!.searchParams);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('StudentsPage', () => {
  it('sends the filters of the address with the list call, and each change starts on page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<StudentsPage />, `/?page=3&stream=${NORTH}`);
    await within(table()).findByText('Baraka Mutua');
    expect(lastQuery()).toMatchObject({ page: '3', stream: NORTH });

    await choose(user, 'Academic Period', 'Year 2026');
    await waitFor(() => expect(lastQuery()).toMatchObject({ academic_period: PERIOD, stream: NORTH }));
    expect(lastQuery().page).toBe('1');
    expect(router.state.location.search).toContain(`academic_period=${PERIOD}`);
  });

  it('offers a chosen grade level’s streams only, and a new grade level clears the stream', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<StudentsPage />, `/?stream=${NORTH}`);
    await within(table()).findByText('Baraka Mutua');

    await choose(user, 'Grade Level', 'Grade 5');
    await waitFor(() => expect(lastQuery()).toMatchObject({ grade_level: GRADE_5 }));
    expect(lastQuery().stream).toBeUndefined();
    expect(router.state.location.search).not.toContain('stream=');
    expect(streamCalls.at(-1)!.searchParams.get('grade_level')).toBe(GRADE_5);

    const stream = screen.getByRole('combobox', { name: 'Stream' });
    await user.click(stream);
    const list = document.getElementById(stream.getAttribute('aria-controls')!)!;
    const offered = await within(list).findAllByRole('option', { hidden: true });
    expect(offered.map((option) => option.textContent)).toEqual(['South (Grade 5)']);
  });

  it('says no student matches the filters, apart from a search', async () => {
    server.use(http.get(`${API}/students/`, () => page([])));
    renderScreen(<StudentsPage />, `/?grade_level=${GRADE_5}`);
    expect(await screen.findByText('No students match these filters.')).toBeTruthy();
  });

  it('gives the row buttons of the spec in its order; View Details opens the student', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<StudentsPage />);
    await within(table()).findByText('Baraka Mutua');
    const buttons = within(table()).getAllByRole('button', { name: /Baraka Mutua$/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Edit',
      'Delete',
      'Link Guardian',
      'View Details',
    ]);
    expect(screen.getByRole('button', { name: 'Import Students' })).toBeTruthy();
    expect(within(table()).getByText('North')).toBeTruthy();
    expect(within(table()).getByText('Grade 4')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Link Guardian Baraka Mutua' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Guardian' });
    expect(within(dialog).getByRole('textbox', { name: 'Student' })).toHaveProperty('value', 'Baraka Mutua');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'View Details Baraka Mutua' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/students/${baraka.id}`));
  });
});

describe('StudentsPage in Kiswahili', () => {
  it('shows its heading, column titles, filters and actions in Kiswahili', async () => {
    renderScreen(<StudentsPage />, '/students', 'sw');
    const table = await screen.findByRole('table', { name: 'Wanafunzi' });
    await within(table).findByText('Baraka Mutua');
    expect(screen.getByRole('heading', { level: 1, name: 'Wanafunzi' })).toBeTruthy();
    expect(within(table).getByText('Nambari ya Usajili')).toBeTruthy();
    expect(within(table).getByText('Mkondo / Darasa')).toBeTruthy();
    expect(within(table).getByText('Mwanamume')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Kipindi cha Masomo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leta Wanafunzi' })).toBeTruthy();
  });
});
