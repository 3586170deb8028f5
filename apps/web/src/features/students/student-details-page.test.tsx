import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_NAMES } from '@app/shared/common/weekdays';
import type { StudentGuardian } from '@app/shared/student-guardians/student-guardian.schemas';
import type { StudentJourney } from '@app/shared/student-journeys/student-journey.schemas';
import { renderScreen } from '../../test/render-screen';
import { sickRestriction } from '../../test/restriction-fixtures.test-helpers';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { baraka, BARAKA_ID } from '../../test/student-fixtures.test-helpers';
import { StudentDetailsPage } from './student-details-page';

// A student's details against a fake school server (msw): the record, its guardians and routes, the history
// for those who may read the audit log only, and an id that names no student.

const link: StudentGuardian = {
  id: '3e8f1a2b-6c4d-4e5f-9a0b-1c2d3e4f5a6b',
  student: BARAKA_ID,
  student_name: 'Baraka Mutua',
  guardian: '7c2d9e84-1f3a-4c56-8b7e-2a9d0c4e6f31',
  guardian_name: 'Mary Wanjiru',
  guardian_mobile_number: '0712345678',
  relationship: 1,
  relationship_title: 'Mother',
  is_primary: true,
  emergency_contact: false,
  trip_notifications: true,
};

const JOURNEY_ID = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ride: StudentJourney = {
  id: '9e5c6f70-8192-4304-8ebf-3a4b5c6d7e8f',
  student: BARAKA_ID,
  student_name: 'Baraka Mutua',
  admission_number: 'ADM-001',
  grade_level: null,
  stream: null,
  journey: JOURNEY_ID,
  journey_title: 'Riverside Morning',
  journey_code: 'RT-01',
  direction: 1,
  direction_title: 'To School',
  is_active: true,
  sequence: 1,
  pick_point: '6b2f3c4d-5e6f-4071-9b8c-0d1e2f3a4b5c',
  pick_point_title: 'Kanyon Gate',
  drop_point: null,
  drop_point_title: null,
  schedule: [],
  bus_schedule: DAY_NAMES.map((day_name, index) => ({
    day_of_week: index + 1,
    day_name,
    is_active: [0, 2, 4].includes(index),
  })),
};

const sick = sickRestriction(BARAKA_ID);

let restrictionCalls: URL[];
let linkCalls: URL[];
let historyCalls: URL[];
let routeCalls: URL[];
let routes: StudentJourney[];
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const server = setupServer(
  // Before the student's own path, which would take 'guardians' for an id.
  http.get(`${API}/students/guardians/`, ({ request }) => {
    linkCalls.push(new URL(request.url));
    return page([link]);
  }),
  http.get(`${API}/students/:id/`, ({ params }) =>
    params.id === BARAKA_ID
      ? HttpResponse.json(baraka)
      : HttpResponse.json({ detail: 'Student not found.' }, { status: 404 }),
  ),
  http.get(`${API}/transport/student-journeys/`, ({ request }) => {
    routeCalls.push(new URL(request.url));
    return page(routes);
  }),
  http.get(`${API}/transport/student-restrictions/`, ({ request }) => {
    restrictionCalls.push(new URL(request.url));
    return page([sick]);
  }),
  http.get(`${API}/school/audit-log/`, ({ request }) => {
    historyCalls.push(new URL(request.url));
    return page([]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  linkCalls = [];
  restrictionCalls = [];
  historyCalls = [];
  routeCalls = [];
  routes = [ride];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const open = (id: string, locale: 'en' | 'sw' = 'en') =>
  renderScreen(
    <Routes>
      <Route path="/students/:studentId" element={<StudentDetailsPage />} />
    </Routes>,
    `/students/${id}`,
    locale,
  );

describe('StudentDetailsPage', () => {
  it("shows the student, that student's guardians and, to an Administrator, the history", async () => {
    open(BARAKA_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Baraka Mutua' })).toBeTruthy();
    expect(screen.getByText('Admission Number ADM-001')).toBeTruthy();
    expect(screen.getByText('Not enrolled in any academic period.')).toBeTruthy();
    const guardians = screen.getByRole('table', { name: 'Guardians of Baraka Mutua' });
    const row = (await within(guardians).findByText('Mary Wanjiru')).closest('tr')!;
    expect(row.textContent).toContain('Mother');
    expect(row.textContent).toContain('0712345678');
    expect(within(row).getByRole('link', { name: 'Mary Wanjiru' }).getAttribute('href')).toBe(
      `/guardians/${link.guardian}`,
    );
    expect(linkCalls[0]!.searchParams.get('student')).toBe(BARAKA_ID);
    expect(await screen.findByRole('table', { name: 'History of Baraka Mutua' })).toBeTruthy();
    expect(Object.fromEntries(historyCalls[0]!.searchParams)).toMatchObject({
      record_type: 'student',
      record_id: BARAKA_ID,
    });
  });

  it("lists the student's routes: the route to its details, direction, stops and weekdays", async () => {
    open(BARAKA_ID);
    const table = await screen.findByRole('table', { name: 'Routes of Baraka Mutua' });
    const row = (await within(table).findByText('Kanyon Gate')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['RT-01 · Riverside Morning', 'To School', 'Kanyon Gate', 'None', 'Mon, Wed, Fri']);
    expect(within(row).getByRole('link', { name: 'RT-01 · Riverside Morning' }).getAttribute('href')).toBe(
      `/routes/details/${JOURNEY_ID}`,
    );
    expect(Object.fromEntries(routeCalls[0]!.searchParams)).toMatchObject({
      student: BARAKA_ID,
      is_active: 'true',
    });
  });

  it("lists the student's trip restrictions: event, reason and dates", async () => {
    open(BARAKA_ID);
    const table = await screen.findByRole('table', { name: 'Trip restrictions of Baraka Mutua' });
    const row = (await within(table).findByText('Sick')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pickup', 'Sick', 'December 1, 2026 – December 4, 2026']);
    expect(Object.fromEntries(restrictionCalls[0]!.searchParams)).toMatchObject({ student: BARAKA_ID });
  });

  it('says so when the student rides no route', async () => {
    routes = [];
    open(BARAKA_ID);
    expect(await screen.findByText('No routes assigned yet.')).toBeTruthy();
  });

  it('gives a Transport Manager the guardians with their buttons, and no history', async () => {
    signInAs(200);
    open(BARAKA_ID);
    expect(await screen.findByRole('button', { name: 'Change Mary Wanjiru' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Guardian' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(historyCalls).toEqual([]);
  });

  it('says so when the id names no student of the school', async () => {
    open('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Student not found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Students' }).getAttribute('href')).toBe('/students');
    expect(linkCalls).toEqual([]);
    expect(routeCalls).toEqual([]);
    expect(restrictionCalls).toEqual([]);
  });
});

describe('StudentDetailsPage in Kiswahili', () => {
  it('shows the details and their labels in Kiswahili', async () => {
    open(BARAKA_ID, 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baraka Mutua' })).toBeTruthy();
    expect(screen.getByText('Nambari ya Usajili ADM-001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maelezo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Usajili wa Sasa' })).toBeTruthy();
    expect(screen.getByText('Hajasajiliwa katika kipindi chochote cha masomo.')).toBeTruthy();
  });
});
