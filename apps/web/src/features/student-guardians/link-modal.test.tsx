import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Guardian } from '@app/shared/guardians/guardian.schemas';
import type { StudentGuardian } from '@app/shared/student-guardians/student-guardian.schemas';
import type { Student } from '@app/shared/students/student.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { LinkModal, type LinkTarget } from './link-modal';

// The link modal against a fake school server (msw): which side is fixed, what the options search
// sends, the body of a new link and of a change, and where the server's answers show.

const STUDENT_ID = '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10';
const GUARDIAN_ID = '7c2d9e84-1f3a-4c56-8b7e-2a9d0c4e6f31';
const LINK_ID = '3e8f1a2b-6c4d-4e5f-9a0b-1c2d3e4f5a6b';

const student = { id: STUDENT_ID, full_name: 'Baraka Mutua', admission_number: 'ADM-001' } as Student;
const guardian = { id: GUARDIAN_ID, full_name: 'Mary Wanjiru', mobile_number: '0712345678' } as Guardian;
const link: StudentGuardian = {
  id: LINK_ID,
  student: STUDENT_ID,
  student_name: 'Baraka Mutua',
  guardian: GUARDIAN_ID,
  guardian_name: 'Mary Wanjiru',
  guardian_mobile_number: '0712345678',
  relationship: 1,
  relationship_title: 'Mother',
  is_primary: true,
  emergency_contact: false,
  trip_notifications: true,
};

let studentSearches: URL[];
let guardianSearches: URL[];
let posted: unknown[];
let put: unknown[];
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const server = setupServer(
  http.get(`${API}/students/`, ({ request }) => {
    studentSearches.push(new URL(request.url));
    return page([student]);
  }),
  http.get(`${API}/guardians/`, ({ request }) => {
    guardianSearches.push(new URL(request.url));
    return page([guardian]);
  }),
  http.post(`${API}/students/guardians/`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(link, { status: 201 });
  }),
  http.put(`${API}/students/guardians/:id/`, async ({ request, params }) => {
    put.push({ id: params.id, body: await request.json() });
    return HttpResponse.json(link);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  studentSearches = [];
  guardianSearches = [];
  posted = [];
  put = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

function open(target: LinkTarget) {
  const onClose = vi.fn();
  renderScreen(<LinkModal target={target} onClose={onClose} />);
  return { onClose, user: userEvent.setup({ delay: null }) };
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, name: string) {
  await user.click(box);
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

const linkButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Link' });

describe('LinkModal', () => {
  it("from a student: the student fixed, the guardian searched above one character, the spec's body", async () => {
    const { user, onClose } = open({ student: { id: STUDENT_ID, name: 'Baraka Mutua' } });
    const dialog = await screen.findByRole('dialog', { name: 'Link Guardian' });
    expect(within(dialog).getByRole('textbox', { name: 'Student' })).toHaveProperty('value', 'Baraka Mutua');
    expect(within(dialog).getByRole('textbox', { name: 'Student' })).toHaveProperty('readOnly', true);
    // The student is not a choice here: no student search at all.
    expect(studentSearches).toEqual([]);

    await user.click(linkButton(dialog));
    expect(within(dialog).getByText('Guardian is required')).toBeTruthy();
    expect(within(dialog).getByText('Relationship is required')).toBeTruthy();
    expect(within(dialog).queryByText('Student is required')).toBeNull();
    expect(posted).toEqual([]);

    const box = within(dialog).getByRole('combobox', { name: /Guardian/ });
    await user.type(box, 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(guardianSearches.every((call) => !call.searchParams.has('search'))).toBe(true);
    await user.type(box, 'ary');
    await waitFor(() => expect(guardianSearches.at(-1)!.searchParams.get('search')).toBe('mary'));
    await user.click(await screen.findByRole('option', { name: 'Mary Wanjiru (0712345678)', hidden: true }));
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Relationship/ }), 'Father');
    await user.click(within(dialog).getByRole('switch', { name: /Emergency contact/ }));
    await user.click(linkButton(dialog));

    expect(await screen.findByText('Student linked to guardian successfully')).toBeTruthy();
    expect(posted).toEqual([
      {
        student: STUDENT_ID,
        guardian: GUARDIAN_ID,
        relationship: 2,
        is_primary: false,
        emergency_contact: true,
        trip_notifications: true,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('from a guardian: the guardian fixed and the student chosen', async () => {
    const { user } = open({ guardian: { id: GUARDIAN_ID, name: 'Mary Wanjiru' } });
    const dialog = await screen.findByRole('dialog', { name: 'Link Student' });
    expect(within(dialog).getByRole('textbox', { name: 'Guardian' })).toHaveProperty('value', 'Mary Wanjiru');
    await user.click(linkButton(dialog));
    expect(within(dialog).getByText('Student is required')).toBeTruthy();
    expect(within(dialog).queryByText('Guardian is required')).toBeNull();

    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: /Student/ }),
      'Baraka Mutua (ADM-001)',
    );
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: /Relationship/ }),
      'Legal Guardian',
    );
    await user.click(within(dialog).getByRole('switch', { name: /Primary guardian/ }));
    await user.click(within(dialog).getByRole('switch', { name: /Trip notifications/ }));
    await user.click(linkButton(dialog));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          student: STUDENT_ID,
          guardian: GUARDIAN_ID,
          relationship: 3,
          is_primary: true,
          emergency_contact: false,
          trip_notifications: false,
        },
      ]),
    );
  });

  it('with neither side chosen: both searched, every message of the spec', async () => {
    const { user } = open({});
    const dialog = await screen.findByRole('dialog', { name: 'Link Student & Guardian' });
    await user.click(linkButton(dialog));
    for (const message of ['Student is required', 'Guardian is required', 'Relationship is required']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByRole('combobox', { name: /Student/ })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /Guardian/ })).toBeTruthy();
  });

  it("shows the server's field message under its field, else its reason, else the spec's fallback", async () => {
    server.use(
      http.post(
        `${API}/students/guardians/`,
        () =>
          HttpResponse.json(
            { guardian: ['Mary Wanjiru is already linked to Baraka Mutua.'] },
            { status: 400 },
          ),
        { once: true },
      ),
      http.post(
        `${API}/students/guardians/`,
        () => HttpResponse.json({ detail: 'The school is read-only today.' }, { status: 403 }),
        { once: true },
      ),
      http.post(`${API}/students/guardians/`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { user, onClose } = open({
      student: { id: STUDENT_ID, name: 'Baraka Mutua' },
      guardian: { id: GUARDIAN_ID, name: 'Mary Wanjiru' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Link Student & Guardian' });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Relationship/ }), 'Mother');
    await user.click(linkButton(dialog));
    // Under the (read-only) Guardian field, not in a toast.
    const guardianField = within(dialog).getByRole('textbox', { name: 'Guardian' });
    await waitFor(() => expect(guardianField.getAttribute('aria-describedby') ?? '').toMatch(/error/));
    expect(within(dialog).getByText('Mary Wanjiru is already linked to Baraka Mutua.')).toBeTruthy();
    expect(screen.queryByText('Failed to link student to guardian')).toBeNull();

    await user.click(linkButton(dialog));
    expect(await screen.findByText('The school is read-only today.')).toBeTruthy();
    await user.click(linkButton(dialog));
    expect(await screen.findByText('Failed to link student to guardian')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes a link: both sides fixed, its values first, the whole link replaced by id', async () => {
    const { user } = open({ link });
    const dialog = await screen.findByRole('dialog', { name: 'Change Link' });
    expect(within(dialog).getByRole('textbox', { name: 'Student' })).toHaveProperty('value', 'Baraka Mutua');
    expect(within(dialog).getByRole('textbox', { name: 'Guardian' })).toHaveProperty('value', 'Mary Wanjiru');
    expect(within(dialog).getByRole('combobox', { name: /Relationship/ })).toHaveProperty('value', 'Mother');
    expect(within(dialog).getByRole('switch', { name: /Primary guardian/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('switch', { name: /Emergency contact/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Link updated successfully')).toBeTruthy();
    expect(put).toEqual([
      {
        id: LINK_ID,
        body: {
          student: STUDENT_ID,
          guardian: GUARDIAN_ID,
          relationship: 1,
          is_primary: true,
          emergency_contact: true,
          trip_notifications: true,
        },
      },
    ]);
    expect(posted).toEqual([]);
  });
});

describe('LinkModal in Kiswahili', () => {
  it('words its title, fields and buttons in Kiswahili, and validates in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <LinkModal target={{ student: { id: STUDENT_ID, name: 'Baraka Mutua' } }} onClose={vi.fn()} />,
      '/',
      'sw',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unganisha Mlezi' });
    expect(within(dialog).getByRole('textbox', { name: 'Mwanafunzi' })).toHaveProperty(
      'value',
      'Baraka Mutua',
    );
    expect(within(dialog).getByText('Mlezi mkuu')).toBeTruthy();
    expect(within(dialog).getByText('Ujumbe kuhusu safari za mwanafunzi huyu.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unganisha' }));
    expect(await within(dialog).findByText('Uhusiano unahitajika')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
