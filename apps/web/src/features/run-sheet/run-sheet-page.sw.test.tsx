import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
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

  it('tells a driver with no trip today just that', async () => {
    trips = [];
    renderScreen(<RunSheetPage />, '/run-sheet', 'sw');
    expect(await screen.findByText('Huna safari leo.')).toBeTruthy();
  });
});
