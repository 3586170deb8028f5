import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { GuardiansPage } from './guardians-page';

const guardian = {
  id: '9b2f6c1e-4d7a-4e8b-9c3d-2a1b0c9d8e7f',
  first_name: 'Mary',
  last_name: 'Wanjiru',
  other_name: '',
  full_name: 'Mary Wanjiru',
  mobile_number: '254712345678',
  email: null,
  date_of_birth: null,
  gender: null,
  gender_label: null,
  salutation: null,
  salutation_label: null,
  photo: null,
};

const log = {
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      id: 'n-1',
      kind: 2,
      trip_id: 't-1',
      route: 'Thika Road',
      trip_date: '2026-11-27',
      created_at: '2026-11-27T04:12:00.000Z',
      deliveries: [
        {
          channel: 1,
          status: 3,
          attempts: 1,
          recipient: '',
          sent_at: null,
          provider_answer: 'no browser of the guardian is subscribed',
        },
        {
          channel: 2,
          status: 2,
          attempts: 2,
          recipient: '•••••••••678',
          sent_at: '2026-11-27T04:12:31.000Z',
          provider_answer: 'ATXid_1',
        },
      ],
    },
  ],
};

const asked: string[] = [];
const server = setupServer(
  http.get(`${API}/guardians/`, () =>
    HttpResponse.json({ count: 1, next: null, previous: null, results: [guardian] }),
  ),
  http.get(`${API}/guardians/:id/notices/`, ({ request, params }) => {
    asked.push(`${String(params.id)} ${new URL(request.url).search}`);
    return HttpResponse.json(params.id === guardian.id ? log : { ...log, count: 0, results: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
  signInAs(200);
});
afterEach(() => server.resetHandlers());

describe("a guardian's notices", () => {
  it('open from the row: each channel of each notice with its status, tries, recipient and answer', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GuardiansPage />);
    await user.click(await screen.findByRole('button', { name: 'Notices Mary Wanjiru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices to Mary Wanjiru' });
    const table = await within(dialog).findByRole('table', { name: 'Notices to Mary Wanjiru' });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Push')).toBeTruthy();
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[0]!).getByText("The guardian's devices")).toBeTruthy();
    expect(within(rows[0]!).getByText('no browser of the guardian is subscribed')).toBeTruthy();
    expect(within(rows[1]!).getByText('SMS')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sent')).toBeTruthy();
    expect(within(rows[1]!).getByText('•••••••••678')).toBeTruthy();
    expect(within(rows[1]!).getByText('ATXid_1')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('Picked up')).toBeTruthy();
    expect(within(rows[1]!).getByText('Thika Road')).toBeTruthy();
    expect(asked).toEqual([`${guardian.id} ?page=1&page_size=20`]);
  });

  it('are worded in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GuardiansPage />, '/', 'sw');
    await user.click(await screen.findByRole('button', { name: 'Arifa Mary Wanjiru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arifa kwa Mary Wanjiru' });
    expect(await within(dialog).findByText('Jibu la mtoa huduma')).toBeTruthy();
    expect(within(dialog).getByText('Imeshindwa')).toBeTruthy();
    expect(within(dialog).getByText('Imetumwa')).toBeTruthy();
    expect(within(dialog).getAllByText('Amepakiwa').length).toBeGreaterThan(0);
  });
});
