import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunSheetPositions } from '@app/shared/positions/live.schemas';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { useReportPositions } from './use-report-positions';

// The run sheet sends the phone's positions while the trip is under way (issue 22 §1): one call every
// 10 s with the fixes gathered, at most one fix every 5 s; kept and sent again while the server cannot
// be reached; nothing when the trip is not under way; the watch stopped when the screen closes.

let received: RunSheetPositions['positions'][];
let answer: number;
const server = setupServer(
  http.post(`${API}/transport/trips/trip-1/positions/`, async ({ request }) => {
    if (answer !== 200) return new HttpResponse(null, { status: answer });
    const body = (await request.json()) as RunSheetPositions;
    received.push(body.positions);
    return HttpResponse.json({ stored: body.positions.length });
  }),
);

let emit: PositionCallback | undefined;
const cleared = vi.fn();
const fix = (latitude: number, at: number, heading = Number.NaN) =>
  act(() =>
    emit!({
      coords: { latitude, longitude: 36.812345678, accuracy: 7, speed: 4.5, heading },
      timestamp: at,
    } as GeolocationPosition),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'Date'] });
  signInAs(401);
  received = [];
  answer = 200;
  emit = undefined;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback) => {
        emit = success;
        return 7;
      },
      clearWatch: cleared,
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** Moves the clock by `ms` and lets the calls it starts finish. */
async function after(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await vi.waitFor(() => {}, { timeout: 50 });
}

describe('useReportPositions', () => {
  it('sends the fixes of the last 10 s together, one every 5 s at most, and stops with the screen', async () => {
    const start = Date.now();
    const view = renderHook(() => useReportPositions('trip-1', true));
    fix(-1.29, start);
    fix(-1.2901, start + 2_000);
    fix(-1.2902, start + 5_000, 180);
    await after(10_000);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual([
      {
        time: new Date(start).toISOString(),
        latitude: -1.29,
        longitude: 36.8123457,
        accuracy: 7,
        speed: 4.5,
        heading: null,
      },
      expect.objectContaining({ latitude: -1.2902, heading: 180 }),
    ]);
    // Nothing new: no call.
    await after(10_000);
    expect(received).toHaveLength(1);
    view.unmount();
    expect(cleared).toHaveBeenCalledWith(7);
  });

  it('keeps the fixes while the server is down and sends them with the next', async () => {
    const start = Date.now();
    const view = renderHook(() => useReportPositions('trip-1', true));
    answer = 503;
    fix(-1.29, start);
    await after(10_000);
    expect(received).toHaveLength(0);
    answer = 200;
    fix(-1.291, start + 12_000);
    await after(10_000);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.map((one) => one.latitude)).toEqual([-1.29, -1.291]);
    view.unmount();
  });

  it('drops fixes the server refuses (the trip ended meanwhile) and watches nothing off a trip', async () => {
    const start = Date.now();
    const view = renderHook(({ active }) => useReportPositions('trip-1', active), {
      initialProps: { active: true },
    });
    answer = 409;
    fix(-1.29, start);
    await after(10_000);
    answer = 200;
    fix(-1.291, start + 12_000);
    await after(10_000);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.map((one) => one.latitude)).toEqual([-1.291]);
    view.rerender({ active: false });
    expect(cleared).toHaveBeenCalled();
    emit = undefined;
    const idle = renderHook(() => useReportPositions('trip-1', false));
    expect(emit).toBeUndefined();
    idle.unmount();
    view.unmount();
  });
});
