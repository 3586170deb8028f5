import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_INVITE_PATH } from '@app/shared/invitations/bulk-invitation.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { BulkInviteModal } from './bulk-invite-modal';

// 'Invite Guardians' against a fake school server (msw): the group chosen, counted by a dry run,
// confirmed with that count, the answer shown; and where every validation message shows.

const ROUTE = '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10';
const STREAM = '7c2d9e84-1f3a-4c56-8b7e-2a9d0c4e6f31';
const GRADE = '3e8f1a2b-6c4d-4e5f-9a0b-1c2d3e4f5a6b';
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

let posted: Record<string, unknown>[];
let answer: () => Response;
const counts = { invited: 12, has_profile: 2, already_invited: 1, no_phone: 1 };

const server = setupServer(
  http.get(`${API}/transport/journeys/`, () => page([{ id: ROUTE, code: 'R-7', title: 'Thika Road' }])),
  http.get(`${API}/grade-levels/streams/`, () => page([{ id: STREAM, title: 'Grade 4 East' }])),
  http.get(`${API}/grade-levels/`, () => page([{ es_grade_level: GRADE, title: 'Grade 4' }])),
  http.post(`${API}${BULK_INVITE_PATH}`, async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  posted = [];
  answer = () => HttpResponse.json(counts);
  signInAs(100);
});
afterEach(() => server.resetHandlers());

async function open() {
  const onClose = vi.fn();
  renderScreen(<BulkInviteModal opened onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Invite Guardians' });
  return { onClose, dialog, user: userEvent.setup({ delay: null }) };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: string,
  name: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('BulkInviteModal', () => {
  it('counts the route’s guardians first, sends on confirming with the count, and shows the answer', async () => {
    const { user, dialog, onClose } = await open();
    await choose(user, dialog, 'Route', 'R-7 · Thika Road');
    await user.click(within(dialog).getByRole('button', { name: 'Count Guardians' }));
    expect(await within(dialog).findByText('12 guardians will get an invitation.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '4 guardians left out: 2 already in the family app, 1 already invited, 1 without a phone number.',
      ),
    ).toBeTruthy();
    expect(posted).toEqual([{ route_id: ROUTE, dry_run: true }]);

    answer = () => HttpResponse.json({ ...counts, invited: 11, already_invited: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Send 12 Invitations' }));
    expect(
      await within(dialog).findByText('11 guardians invited: the SMS go out in the next minutes.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        '5 guardians left out: 2 already in the family app, 2 already invited, 1 without a phone number.',
      ),
    ).toBeTruthy();
    expect(posted).toEqual([
      { route_id: ROUTE, dry_run: true },
      { route_id: ROUTE, dry_run: false },
    ]);
    // The answer's own Close, after the modal's corner one.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('names a stream or a grade level by its own field', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Stream', hidden: true }));
    await choose(user, dialog, 'Stream', 'Grade 4 East');
    await user.click(within(dialog).getByRole('button', { name: 'Count Guardians' }));
    await within(dialog).findByRole('button', { name: 'Send 12 Invitations' });
    await user.click(within(dialog).getByRole('radio', { name: 'Grade Level', hidden: true }));
    // Another group: counted again before anything is sent.
    expect(within(dialog).queryByRole('button', { name: 'Send 12 Invitations' })).toBeNull();
    await choose(user, dialog, 'Grade Level', 'Grade 4');
    await user.click(within(dialog).getByRole('button', { name: 'Count Guardians' }));
    await within(dialog).findByRole('button', { name: 'Send 12 Invitations' });
    expect(posted).toEqual([
      { stream_id: STREAM, dry_run: true },
      { grade_level_id: GRADE, dry_run: true },
    ]);
  });

  it('shows every validation message on the field, and sends nothing it can refuse itself', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Count Guardians' }));
    expect(await within(dialog).findByText('Choose a route, a stream or a grade level.')).toBeTruthy();
    expect(posted).toEqual([]);

    const refusals = [
      ['route_id', 'Invalid route.'],
      ['route_id', 'Choose a route, a stream or a grade level.'],
      ['stream_id', 'Choose only one of route, stream or grade level.'],
    ];
    for (const [field, message] of refusals) {
      answer = () => HttpResponse.json({ [field!]: [message] }, { status: 400 });
      await choose(user, dialog, 'Route', 'R-7 · Thika Road');
      await user.click(within(dialog).getByRole('button', { name: 'Count Guardians' }));
      expect(await within(dialog).findByText(message!)).toBeTruthy();
    }
    expect(within(dialog).queryByRole('button', { name: /^Send/ })).toBeNull();
  });

  it('does not offer to send when nobody of the group needs an invitation', async () => {
    answer = () => HttpResponse.json({ invited: 0, has_profile: 3, already_invited: 0, no_phone: 0 });
    const { user, dialog } = await open();
    await choose(user, dialog, 'Route', 'R-7 · Thika Road');
    await user.click(within(dialog).getByRole('button', { name: 'Count Guardians' }));
    expect(await within(dialog).findByText('No guardian of this group needs an invitation.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send 0 Invitations' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('speaks Kiswahili', async () => {
    renderScreen(<BulkInviteModal opened onClose={() => {}} />, '/', 'sw');
    const dialog = await screen.findByRole('dialog', { name: 'Alika Walezi' });
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Hesabu Walezi' }));
    expect(await within(dialog).findByText('Chagua njia, mkondo au darasa.')).toBeTruthy();
  });
});
