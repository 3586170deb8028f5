import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { runSheetDb } from './run-sheet-db';
import { morningTrip } from './run-sheet-fixtures.test-helpers';
import { RunSheetPage } from './run-sheet-page';

// The run sheet in Kiswahili: a driver's phone set to it reads the screen's words from the catalogue.

let trips = [morningTrip()];
const server = setupServer(
  http.get(`${API}/transport/run-sheet/`, () => HttpResponse.json({ date: '2026-03-03', trips })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  trips = [morningTrip()];
  await runSheetDb.outbox.clear();
  await runSheetDb.savedSheets.clear();
  signInAs(401);
});
afterEach(() => server.resetHandlers());

describe('RunSheetPage in Kiswahili', () => {
  it("words the trip's run for the crew", async () => {
    const user = userEvent.setup();
    renderScreen(<RunSheetPage />, '/run-sheet', 'sw');
    expect(screen.getByRole('heading', { level: 1, name: 'Ratiba ya Safari' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /R-12 Westlands Morning/ }));
    expect(screen.getByRole('button', { name: 'Safari zote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anza safari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ripoti tukio' })).toBeTruthy();
  });

  it('words the stops and what the crew records, kept on the phone until sent', async () => {
    trips = [morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 })];
    const user = userEvent.setup();
    renderScreen(<RunSheetPage />, '/run-sheet', 'sw');
    expect(await screen.findByText('3 Machi 2026')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /R-12 Westlands Morning/ }));
    expect(screen.getByText('Inatarajiwa 07:10 · 2 wa kupakiwa')).toBeTruthy();

    // No outbox flusher here: what is recorded stays waiting on the phone.
    await user.click(screen.getByRole('button', { name: 'Tumefika' }));
    const amina = await screen.findByRole('group', { name: 'Amina Otieno' });
    await user.click(within(amina).getByRole('button', { name: 'Amepakiwa' }));
    const waiting = await screen.findByRole('list', { name: 'Inasubiri kutumwa' });
    await waitFor(() => expect(within(waiting).getAllByRole('listitem')).toHaveLength(2));
    expect(waiting.textContent).toMatch(/Imefika Sarit Centre.*Amepakiwa: Amina Otieno kwenye Sarit Centre/);
    expect(screen.getByText('Vitendo 2 vinasubiri kutumwa')).toBeTruthy();
  });

  it('asks for the empty-bus check before completing, in the words of the glossary', async () => {
    trips = [morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 })];
    const user = userEvent.setup();
    renderScreen(<RunSheetPage />, '/run-sheet', 'sw');
    await user.click(await screen.findByRole('button', { name: /R-12 Westlands Morning/ }));
    await user.click(screen.getByRole('button', { name: 'Kamilisha safari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kamilisha safari' });
    const check = within(dialog).getByRole('checkbox', {
      name: 'Nimekagua basi lote na hakuna mtoto aliyebaki ndani',
    });
    await user.type(within(dialog).getByLabelText('Usomaji wa odomita (km)'), '12541');
    await user.click(within(dialog).getByRole('button', { name: 'Kamilisha safari' }));
    expect(
      within(dialog).getByText(
        'Kagua basi lote na uthibitishe kwamba hakuna mtoto aliyebaki ndani kabla ya kukamilisha safari.',
      ),
    ).toBeTruthy();
    expect(check.getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a driver with no trip today just that', async () => {
    trips = [];
    renderScreen(<RunSheetPage />, '/run-sheet', 'sw');
    expect(await screen.findByText('Huna safari leo.')).toBeTruthy();
  });
});
