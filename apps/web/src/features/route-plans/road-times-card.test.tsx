import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoadTimesSummary } from '@app/shared/route-plans/road-times.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import {
  mapSettings,
  page,
  PLAN_ID,
  PLANS,
  readyPlan,
  schoolSettings,
} from './route-plan-fixtures.test-helpers';
import { RoutePlansPage } from './route-plans-page';

// The Road times card of Plan Routes against a fake school server (msw): none given, a matrix's
// summary, the places' download, an upload taken (the summary asked for again) and one refused with
// the server's row messages, deletion once confirmed, Kiswahili; and the plan's note of the road times
// it drove by.

SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;

const ROAD_TIMES = `${API}/transport/road-times/`;
const NONE: RoadTimesSummary = { pairs: 0, places: 0, uploaded_at: null };
const GIVEN: RoadTimesSummary = { pairs: 1234, places: 36, uploaded_at: '2026-03-02T06:05:00Z' };

let summary: RoadTimesSummary;
let reads: number;
let uploads: { type: string | null; text: string }[];
let uploadAnswer: () => Response | null;
let deletions: number;
let downloads: number;
const server = setupServer(
  http.get(PLANS, () => page([])),
  http.get(`${PLANS}:id/`, () => HttpResponse.json({ ...readyPlan, road_pairs: 1234 })),
  http.get(ROAD_TIMES, () => {
    reads += 1;
    return HttpResponse.json(summary);
  }),
  http.put(ROAD_TIMES, async ({ request }) => {
    const type = request.headers.get('content-type')?.split(';')[0] ?? null;
    const file = (await request.formData()).get('file') as File;
    uploads.push({ type, text: await file.text() });
    const refused = uploadAnswer();
    if (refused) return refused;
    summary = { pairs: 6, places: 3, uploaded_at: '2026-03-03T07:30:00Z' };
    return HttpResponse.json(summary);
  }),
  http.delete(ROAD_TIMES, () => {
    deletions += 1;
    summary = NONE;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${ROAD_TIMES}places/`, () => {
    downloads += 1;
    return new HttpResponse('place,title,latitude,longitude\nschool,Hillside,-1.27,36.81\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="road-time-places.csv"',
      },
    });
  }),
  mapSettings,
  schoolSettings,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  summary = NONE;
  reads = 0;
  uploads = [];
  uploadAnswer = () => null;
  deletions = 0;
  downloads = 0;
  signInAs(200);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

const open = (locale: 'en' | 'sw' = 'en', path = '/transport/route-plans') =>
  renderScreen(
    <Routes>
      <Route path="/transport/route-plans/:planId?" element={<RoutePlansPage />} />
    </Routes>,
    path,
    locale,
  );
const card = () => screen.getByRole('region', { name: 'Road times' });
const csv = (name: string, rows: string[]) =>
  new File([['from,to,seconds', ...rows].join('\n')], name, { type: 'text/csv' });
const choose = (user: ReturnType<typeof userEvent.setup>, file: File) =>
  // The field is a button; the picker behind it is a hidden file input.
  user.upload(card().querySelector<HTMLInputElement>('input[type="file"]')!, file);

describe('Road times', () => {
  it('says when the school has given none, with nothing to delete', async () => {
    open();
    expect(
      await screen.findByText(
        'No road times given: travel times are straight-line distance times the detour factor.',
      ),
    ).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Delete road times' })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Download places (CSV)' })).toBeTruthy();
  });

  it('sums up the matrix given: pairs, places and when it was uploaded', async () => {
    summary = GIVEN;
    open();
    expect(
      await screen.findByText(
        'Road times given for 1,234 pairs of places among 36 places, uploaded March 2, 2026 at 6:05 AM.',
      ),
    ).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Delete road times' })).toBeTruthy();
  });

  it('downloads the places to compute a matrix for, with the caller’s headers', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = () => 'blob:places';
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Download places (CSV)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(downloads).toBe(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('road-time-places.csv');
  });

  it('uploads a matrix: the file as sent, a toast, and the summary asked for again', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByText(/^No road times given/);
    expect(reads).toBe(1);
    await choose(user, csv('matrix.csv', ['school,b1,420', 'b1,school,400']));
    await user.click(within(card()).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Road times uploaded for 6 pairs of places')).toBeTruthy();
    expect(uploads).toEqual([
      { type: 'multipart/form-data', text: 'from,to,seconds\nschool,b1,420\nb1,school,400' },
    ]);
    expect(
      await within(card()).findByText(
        'Road times given for 6 pairs of places among 3 places, uploaded March 3, 2026 at 7:30 AM.',
      ),
    ).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('lists every message of a refused file under the field, and sends nothing without a file', async () => {
    const user = userEvent.setup({ delay: null });
    summary = GIVEN;
    open();
    await screen.findByText(/^Road times given for 1,234 pairs/);
    await user.click(within(card()).getByRole('button', { name: 'Upload' }));
    expect(within(card()).getByText('Please select a file')).toBeTruthy();
    expect(uploads).toEqual([]);

    uploadAnswer = () =>
      HttpResponse.json(
        {
          file: [
            '2 rows have errors, so the road times were not changed.',
            'Row 3: b9 is not a bus stop of the school',
            'Row 5: seconds must be a whole number from 0 to 21600',
          ],
        },
        { status: 400 },
      );
    await choose(user, csv('matrix.csv', ['school,b1,420']));
    await user.click(within(card()).getByRole('button', { name: 'Upload' }));
    const alert = await within(card()).findByRole('alert');
    expect(within(alert).getByText('Problems in the file')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 rows have errors, so the road times were not changed.',
      'Row 3: b9 is not a bus stop of the school',
      'Row 5: seconds must be a whole number from 0 to 21600',
    ]);
    const field = within(card()).getByRole('button', { name: /Road times file/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(card()).getByText('The file was refused: fix the problems below, then upload it again.'),
    ).toBeTruthy();
    // The matrix given before stands.
    expect(within(card()).getByText(/^Road times given for 1,234 pairs/)).toBeTruthy();
  });

  it('deletes the road times once confirmed, and not before', async () => {
    const user = userEvent.setup({ delay: null });
    summary = GIVEN;
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete road times' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the road times?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletions).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete road times' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Road times deleted')).toBeTruthy();
    expect(deletions).toBe(1);
    expect(await within(card()).findByText(/^No road times given/)).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Delete road times' })).toBeNull();
  });

  it('speaks Kiswahili', async () => {
    summary = GIVEN;
    open('sw');
    const region = await screen.findByRole('region', { name: 'Muda wa barabarani' });
    expect(
      await within(region).findByText(
        /^Muda wa barabarani umetolewa kwa jozi 1,234 za mahali kati ya mahali 36, ulipakiwa 2 Machi 2026/,
      ),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Pakua mahali (CSV)' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Futa muda wa barabarani' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Pakia' })).toBeTruthy();
  });
});

describe('a plan driven by road times', () => {
  it('says how many pairs of places had a road time, beside the detour factor', async () => {
    open('en', `/transport/route-plans/${PLAN_ID}`);
    expect(
      await screen.findByText(
        'Road times given for 1,234 pairs of places; other legs straight-line distance × 1.35. Kilometres stay straight-line estimates.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of road times when the plan had none', async () => {
    server.use(http.get(`${PLANS}:id/`, () => HttpResponse.json(readyPlan)));
    open('en', `/transport/route-plans/${PLAN_ID}`);
    expect(await screen.findByText(/^Travel times: straight-line distance times 1.35/)).toBeTruthy();
    expect(screen.queryByText(/^Road times given/)).toBeNull();
  });
});
