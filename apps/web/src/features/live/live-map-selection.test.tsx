import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { TripTrail } from '@app/shared/positions/live.schemas';
import { fakeLiveStreams, livePosition, unlistedTrip } from '../../test/live-stream.test-helpers';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { activeTrip, page, scheduled } from '../../test/trip-fixtures.test-helpers';
import { LiveMapPage } from './live-map-page';

// Choosing a bus on the Live Map (fake server, msw): from its list button or its arrow, by mouse or
// keyboard; a bus on a trip shows its trail, fetched once and then grown by the positions heard live.

SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });

const V1 = scheduled.vehicle;
const V3 = 'v3000000-0000-4000-8000-000000000003';
const T1 = scheduled.id;
const BUS_1 = 'KBZ 412A (BUS-01)';
const DEPOT_BUS = 'KDD 300C (BUS-03)';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
// Inside the view (fitted to the buses): Leaflet leaves out what lies beyond it.
const trailSoFar: TripTrail = {
  results: [
    { time: minutesAgo(10), latitude: -1.27, longitude: 36.805 },
    { time: minutesAgo(6), latitude: -1.28, longitude: 36.81 },
    { time: minutesAgo(2), latitude: -1.285, longitude: 36.815 },
  ],
};

const streams = fakeLiveStreams();
let trips: ActiveTrip[];
let tripCalls: number;
let trailCalls: number;
let trailStatus: number;
const server = setupServer(
  streams.handler,
  http.get(`${API}/transport/trips/active/`, () => {
    tripCalls += 1;
    return HttpResponse.json({ results: trips });
  }),
  http.get(`${API}/transport/trips/${T1}/positions/`, () => {
    trailCalls += 1;
    return trailStatus === 200
      ? HttpResponse.json(trailSoFar)
      : HttpResponse.json({ detail: 'Down' }, { status: trailStatus });
  }),
  http.get(`${API}/transport/vehicles/`, () =>
    page([
      { id: V1, registration_number: 'KBZ 412A', code: 'BUS-01' },
      { id: V3, registration_number: 'KDD 300C', code: 'BUS-03' },
    ]),
  ),
  http.get(`${API}/console/map-settings/`, () => new HttpResponse(null, { status: 503 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  streams.opened.length = 0;
  tripCalls = 0;
  trailCalls = 0;
  trailStatus = 200;
  trips = [activeTrip(scheduled)];
  signInAs(200);
});
afterEach(() => server.resetHandlers());

async function openWithSnapshot() {
  const view = renderScreen(<LiveMapPage />, '/trips/live-map');
  await waitFor(() => expect(streams.opened).toHaveLength(1));
  await waitFor(() => expect(tripCalls).toBe(1));
  const stream = streams.opened[0]!;
  act(() =>
    stream.send('snapshot', [
      livePosition(V1, T1, { latitude: -1.292, longitude: 36.82 }),
      livePosition(V3, null, { latitude: -1.25 }),
    ]),
  );
  await screen.findByText(DEPOT_BUS);
  return { ...view, stream };
}

/** The trail's corners as drawn (its SVG path), or none without a trail. */
const trailCorners = (container: HTMLElement) => {
  const path = container.querySelector('.leaflet-overlay-pane path');
  return path ? [...path.getAttribute('d')!.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].length : 0;
};
const showButton = (name: string) => screen.getByRole('button', { name: `Show on map: ${name}` });

describe('LiveMapPage, choosing a bus', () => {
  it("draws a chosen bus's trail so far, fetched once, and grows it with each position heard", async () => {
    const { container, stream } = await openWithSnapshot();
    expect(trailCorners(container)).toBe(0);
    expect(showButton(BUS_1).getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(showButton(BUS_1));
    expect(showButton(BUS_1).getAttribute('aria-pressed')).toBe('true');
    expect(
      await screen.findByText(`${BUS_1} selected: its trail on WL-01 so far is drawn on the map.`),
    ).toBeTruthy();
    // The three positions the server had, then the one of the snapshot, heard after them.
    await waitFor(() => expect(trailCorners(container)).toBe(4));
    act(() => stream.send('positions', [livePosition(V1, T1, { latitude: -1.29, secondsAgo: -1 })]));
    await waitFor(() => expect(trailCorners(container)).toBe(5));
    // Another bus's position does not go on this trail.
    act(() => stream.send('positions', [livePosition(V3, null, { latitude: -1.24, secondsAgo: -2 })]));
    act(() => stream.send('positions', [livePosition(V1, T1, { latitude: -1.288, secondsAgo: -2 })]));
    await waitFor(() => expect(trailCorners(container)).toBe(6));
    expect(trailCalls).toBe(1);

    // Pressed again, the choice goes, with the trail.
    await userEvent.click(showButton(BUS_1));
    expect(showButton(BUS_1).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(trailCorners(container)).toBe(0));
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('chooses a bus by a click on its arrow, and says a bus off a trip has no trail', async () => {
    const { container } = await openWithSnapshot();
    fireEvent.click(await screen.findByRole('button', { name: `${DEPOT_BUS}, Not on a trip` }));
    expect(
      await screen.findByText(`${DEPOT_BUS} selected. It is not on a trip, so there is no trail to draw.`),
    ).toBeTruthy();
    expect(showButton(DEPOT_BUS).getAttribute('aria-pressed')).toBe('true');
    expect(trailCorners(container)).toBe(0);
    expect(trailCalls).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(showButton(DEPOT_BUS).getAttribute('aria-pressed')).toBe('false');
  });

  it('is used by keyboard alone: an arrow is chosen with Enter, a list button with Space', async () => {
    const user = userEvent.setup();
    const { container } = await openWithSnapshot();
    const arrow = await screen.findByRole('button', { name: `${BUS_1}, On time` });
    expect(arrow.getAttribute('tabindex')).toBe('0');
    arrow.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/selected: its trail on WL-01/)).toBeTruthy();
    await waitFor(() => expect(trailCorners(container)).toBe(4));

    showButton(DEPOT_BUS).focus();
    await user.keyboard(' ');
    expect(await screen.findByText(/BUS-03\) selected/)).toBeTruthy();
    expect(showButton(BUS_1).getAttribute('aria-pressed')).toBe('false');
  });

  it('draws what was heard live when the trail so far cannot be had, and says so', async () => {
    trailStatus = 500;
    const { container, stream } = await openWithSnapshot();
    await userEvent.click(showButton(BUS_1));
    expect(
      await screen.findByText('The trail so far could not be loaded; new positions are drawn as they come.'),
    ).toBeTruthy();
    act(() => stream.send('positions', [livePosition(V1, T1, { latitude: -1.29, secondsAgo: -1 })]));
    await waitFor(() => expect(trailCorners(container)).toBe(2));
  });

  it('asks for the trips again, once, when the stream names a trip the list does not have', async () => {
    const { stream } = await openWithSnapshot();
    expect(within(screen.getByRole('table', { name: 'Buses' })).getByText('Not on a trip')).toBeTruthy();
    trips = [activeTrip(scheduled), activeTrip({ ...scheduled, id: unlistedTrip, vehicle: V3 })];
    act(() => stream.send('positions', [livePosition(V3, unlistedTrip)]));
    await waitFor(() => expect(tripCalls).toBe(2));
    const depot = within(screen.getByRole('table', { name: 'Buses' }))
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(DEPOT_BUS))!;
    await waitFor(() => expect(depot.textContent).toContain('Westlands Morning'));
    // Each a second after the last: a position no newer than the known one is passed over.
    act(() => stream.send('positions', [livePosition(V3, unlistedTrip, { secondsAgo: -1 })]));
    act(() => stream.send('positions', [livePosition(V3, tripIdGone, { secondsAgo: -2 })]));
    await waitFor(() => expect(tripCalls).toBe(3));
    act(() => stream.send('positions', [livePosition(V3, tripIdGone, { secondsAgo: -3 })]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tripCalls).toBe(3);
  });
});

/** A trip that ended: the list will never have it. */
const tripIdGone = '7a000000-0000-4000-8000-000000000098';
