import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudentGuardian } from '@app/shared/student-guardians/student-guardian.schemas';
import type { Student } from '@app/shared/students/student.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { StudentDetailsPage } from './student-details-page';

// A student's details against a fake school server (msw): the record and its guardians, the history
// for those who may read the audit log only, and an id that names no student.

const ID = '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10';
const baraka: Student = {
  id: ID,
  admission_number: 'ADM-001',
  transport_number: null,
  first_name: 'Baraka',
  last_name: 'Mutua',
  other_name: '',
  full_name: 'Baraka Mutua',
  date_of_birth: '2015-05-03',
  gender: 1,
  gender_label: 'Male',
  photo: null,
  enrolment: null,
};
const link: StudentGuardian = {
  id: '3e8f1a2b-6c4d-4e5f-9a0b-1c2d3e4f5a6b',
  student: ID,
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

let linkCalls: URL[];
let historyCalls: URL[];
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const server = setupServer(
  // Before the student's own path, which would take 'guardians' for an id.
  http.get(`${API}/students/guardians/`, ({ request }) => {
    linkCalls.push(new URL(request.url));
    return page([link]);
  }),
  http.get(`${API}/students/:id/`, ({ params }) =>
    params.id === ID
      ? HttpResponse.json(baraka)
      : HttpResponse.json({ detail: 'Student not found.' }, { status: 404 }),
  ),
  http.get(`${API}/school/audit-log/`, ({ request }) => {
    historyCalls.push(new URL(request.url));
    return page([]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  linkCalls = [];
  historyCalls = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const open = (id: string) =>
  renderScreen(
    <Routes>
      <Route path="/students/:studentId" element={<StudentDetailsPage />} />
    </Routes>,
    `/students/${id}`,
  );

describe('StudentDetailsPage', () => {
  it("shows the student, that student's guardians and, to an Administrator, the history", async () => {
    open(ID);
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
    expect(linkCalls[0]!.searchParams.get('student')).toBe(ID);
    expect(await screen.findByRole('table', { name: 'History of Baraka Mutua' })).toBeTruthy();
    expect(Object.fromEntries(historyCalls[0]!.searchParams)).toMatchObject({
      record_type: 'student',
      record_id: ID,
    });
  });

  it('gives a Transport Manager the guardians with their buttons, and no history', async () => {
    signInAs(200);
    open(ID);
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
  });
});
