import { expect, test, type Page } from '@playwright/test';
import { arrow, BUS, busRow, map, namedSchoolWithTodaysTrip, openLiveMap, turnOf } from './live-map-support';
import { expectNoSidewaysScroll, expectWithinWidth } from './people-support';
import { startSimulator } from './simulator-support';
import { expectAccessible, expectScreen, shot } from './support';

// Trips → Live Map (issue 22 §6) with the buses driven by the product's own simulator (`npm run cli --
// simulate`, issue 22 §5, simulator-support.ts) as a child process; the open screen follows with no reload.

/** Heading of LV-AM's first segment, Kanyon Gate to Milimani Mall (north-west), as the arrow is turned. */
const FIRST_SEGMENT_TURN = 'rotate(309deg)';
const NEXT_STOP =
  /\d\. (Kanyon Gate|Milimani Mall)ETA \d\d:\d\d, (learned from past trips|from the schedule)/;

const showButton = (page: Page) => page.getByRole('button', { name: `Show on map: ${BUS}`, exact: true });
const trail = (page: Page) => map(page).locator('.leaflet-overlay-pane path');
/** Where the bus's marker is drawn: Leaflet places it by a translation of its own. */
const markerPlace = (page: Page) =>
  arrow(page, BUS).evaluate((marker) => (marker as HTMLElement).style.transform);

test('the simulator drives a bus: it appears and moves on the Live Map and in the list, without a reload', async ({
  page,
}) => {
  // The simulated day starts half a minute after the simulator does: more time than the default's.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const school = await namedSchoolWithTodaysTrip();
  await openLiveMap(page, school);
  await expect(page.getByText('Live: positions and arrival estimates as the buses send them')).toBeVisible();
  await expect(page.getByText('No bus has sent its position recently')).toBeVisible();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));

  const simulator = startSimulator(school.name);
  try {
    // It found the server, the school's one trip of today, and started it.
    await expect
      .poll(simulator.output, { timeout: 60_000 })
      .toMatch(
        /Driving 1 trips of ".*" on \d{4}-\d\d-\d\d \(moved to start in half a minute\).* 1 trips started/,
      );

    // The first pings, some 30 s later: the bus on its route, the next stop with a live estimate.
    const row = busRow(page, BUS);
    await expect(row).toBeVisible({ timeout: 90_000 });
    await expect(row).toContainText('Lakeview Morning');
    await expect(row).toContainText('LV-AM');
    await expect(row).toContainText(NEXT_STOP, { timeout: 30_000 });
    await expect(row).toContainText(/On time|\d+ min (late|early)/);
    await expect(row).toContainText('Just now');
    await expect(page.getByText('1 bus on the map')).toBeVisible();
    await expect(arrow(page, BUS)).toBeVisible();

    // It moves on: its arrow turned to the first segment's heading, and drawn elsewhere with later pings.
    await expect.poll(() => turnOf(page, BUS), { timeout: 30_000 }).toBe(FIRST_SEGMENT_TURN);
    const first = await markerPlace(page);
    await expect.poll(() => markerPlace(page), { timeout: 30_000 }).not.toBe(first);
    await expect(row).toContainText('Just now');

    // Chosen: its trail on the trip so far, growing with the next positions.
    await showButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'selected' })).toContainText(
      `${BUS} selected: its trail on LV-AM so far is drawn on the map.`,
    );
    await expect(trail(page)).toHaveCount(1);
    const drawn = await trail(page).getAttribute('d');
    await expect.poll(() => trail(page).getAttribute('d'), { timeout: 30_000 }).not.toBe(drawn);

    await expectNoSidewaysScroll(page);
    await expectScreen(page, 'Live Map');
    await shot(page, 'live-map-simulator-1280');

    // On a phone: the bus as a card, still followed.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Buses' }).getByRole('listitem').filter({ hasText: BUS });
    await expect(card).toContainText('LV-AM');
    await expect(card).toContainText(NEXT_STOP);
    await expect(card).toContainText('Just now');
    await expectWithinWidth(page, map(page));
    await expectWithinWidth(page, showButton(page));
    const there = await markerPlace(page);
    await expect.poll(() => markerPlace(page), { timeout: 30_000 }).not.toBe(there);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'Live Map on a phone, under the simulator');
    await shot(page, 'live-map-simulator-390');
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
    expect(simulator.output()).toMatch(/moving 1, done 0, pings refused 0/);
  } finally {
    await simulator.stop();
    await test.info().attach('simulator output', { body: simulator.output(), contentType: 'text/plain' });
  }
});
