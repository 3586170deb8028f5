import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  arrow,
  BUS,
  busList,
  busRow,
  DEPOT_BUS,
  map,
  openLiveMap,
  ping,
  schoolWithTripUnderWay,
  turnOf,
} from './live-map-support';
import { expectNoSidewaysScroll, expectWithinWidth } from './people-support';
import { expectAccessible, expectScreen, shot } from './support';

// Trips → Live Map (issue 22 §4) against the real server: the school's buses appear and move as their
// phones send positions (OsmAnd pings from the test, as Traccar Client sends them), pushed to the open
// screen over the server's stream, with no reload; tiles cannot load here (no internet) and the buses are
// drawn all the same. Every test has its own school, with today's LV-AM under way on BUS-21.

// Near Kanyon Gate, LV-AM's first stop, heading for it (north-west) at some 50 km/h: fixed after the trip
// started (a position before the start is not the trip's) and each at least a second after the last
// (OsmAnd's times are whole seconds).
const ON_THE_WAY = { latitude: -0.3056, longitude: 36.0826, heading: 315, secondsAgo: 3 };
const NEARER = { latitude: -0.3054, longitude: 36.0824, heading: 300, secondsAgo: 1 };
const NEARER_STILL = { latitude: -0.3052, longitude: 36.0822, heading: 290 };
// The second bus in the yard, last heard three minutes ago.
const IN_THE_YARD = { latitude: -0.29, longitude: 36.07, heading: 90, secondsAgo: 180 };

const showButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Show on map: ${name}`, exact: true });
const selection = (page: Page) => page.getByRole('status').filter({ hasText: 'selected' });
const trail = (page: Page) => map(page).locator('.leaflet-overlay-pane path');

test('a bus appears and moves on the map and in the list as its phone sends positions, without a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const school = await schoolWithTripUnderWay();
  await openLiveMap(page, school);
  await expectScreen(page, 'Live Map');
  await expect(page.getByText('Live: positions and arrival estimates as the buses send them')).toBeVisible();
  await expect(page.getByText('No bus has sent its position recently')).toBeVisible();
  await expect(page.getByText('No bus on the map')).toBeVisible();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));

  await ping(school.bus, ON_THE_WAY);
  const row = busRow(page, BUS);
  await expect(row).toContainText('Lakeview Morning');
  await expect(row).toContainText('LV-AM');
  // The first stop not reached yet, by the live estimate or, until one comes, by the schedule.
  await expect(row).toContainText(
    /1\. Kanyon Gate(Expected 06:40|ETA \d\d:\d\d, (learned from past trips|from the schedule))/,
  );
  await expect(row).toContainText(/On time|\d+ min (late|early)/);
  await expect(row).toContainText('Just now');
  await expect(page.getByText('1 bus on the map')).toBeVisible();
  await expect(arrow(page, BUS)).toBeVisible();
  await expect.poll(() => turnOf(page, BUS)).toBe('rotate(315deg)');
  const before = (await arrow(page, BUS).boundingBox())!;

  // It moves on: north-west on the map, turned to its new heading.
  await ping(school.bus, NEARER);
  await expect.poll(() => turnOf(page, BUS)).toBe('rotate(300deg)');
  const after = (await arrow(page, BUS).boundingBox())!;
  expect(after.y).toBeLessThan(before.y);
  expect(after.x).toBeLessThan(before.x);

  // A second bus, off a trip, heard from three minutes ago.
  await ping(school.depot, IN_THE_YARD);
  const yard = busRow(page, DEPOT_BUS);
  await expect(yard).toContainText('Not on a trip');
  await expect(yard).toContainText('Last seen 3 minutes ago');
  await expect(map(page).getByRole('button', { name: `${DEPOT_BUS}, Not on a trip` })).toBeVisible();
  await expect(page.getByText('2 buses on the map')).toBeVisible();

  // Chosen: its trail so far, growing with the next position.
  await showButton(page, BUS).click();
  await expect(showButton(page, BUS)).toHaveAttribute('aria-pressed', 'true');
  await expect(selection(page)).toContainText(
    `${BUS} selected: its trail on LV-AM so far is drawn on the map.`,
  );
  await expect(trail(page)).toHaveCount(1);
  const drawn = await trail(page).getAttribute('d');
  await ping(school.bus, NEARER_STILL);
  await expect.poll(() => trail(page).getAttribute('d')).not.toBe(drawn);
  await expect.poll(() => turnOf(page, BUS)).toBe('rotate(290deg)');

  // The list fits the laptop's width, each row's button in view.
  for (const name of [BUS, DEPOT_BUS]) await expectWithinWidth(page, showButton(page, name));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Live Map with two buses, one chosen');
  await shot(page, 'live-map-1280');
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  // The tiles were asked for and refused; the map stands without them.
  await expect(map(page).locator('img.leaflet-tile-loaded')).toHaveCount(0);
});

test('a keyboard user chooses buses from the list and on the map: Tab, Enter and Space alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const school = await schoolWithTripUnderWay();
  await ping(school.bus, ON_THE_WAY);
  await ping(school.depot, IN_THE_YARD);
  await openLiveMap(page, school);
  await expect(busList(page).locator('tbody tr')).toHaveCount(2);

  // From the list: Tab to its button, Enter.
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, showButton(page, BUS));
  await page.keyboard.press('Enter');
  await expect(showButton(page, BUS)).toHaveAttribute('aria-pressed', 'true');
  await expect(selection(page)).toContainText(`${BUS} selected`);

  // On the map: back with Shift+Tab to the other bus's arrow, Enter.
  await tabTo(page, arrow(page, DEPOT_BUS), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(selection(page)).toContainText(`${DEPOT_BUS} selected. It is not on a trip`);
  await expect(showButton(page, BUS)).toHaveAttribute('aria-pressed', 'false');

  // Space on the pressed button lets go of the choice.
  await tabTo(page, showButton(page, DEPOT_BUS));
  await page.keyboard.press('Space');
  await expect(showButton(page, DEPOT_BUS)).toHaveAttribute('aria-pressed', 'false');
  await expect(selection(page)).toHaveCount(0);
  await expectAccessible(page, 'Live Map after keyboard use');
});

test('on a phone (390 px) the map and the buses fit, each Show button in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await schoolWithTripUnderWay();
  await ping(school.bus, ON_THE_WAY);
  await ping(school.depot, IN_THE_YARD);
  await openLiveMap(page, school);
  await expectScreen(page, 'Live Map');
  // A phone shows the buses as cards.
  const cards = page.getByRole('list', { name: 'Buses' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards).toContainText('Last seen 3 minutes ago');
  for (const name of [BUS, DEPOT_BUS]) await expectWithinWidth(page, showButton(page, name));
  await expectWithinWidth(page, map(page));
  await showButton(page, BUS).click();
  await expect(selection(page)).toContainText(`${BUS} selected`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Live Map on a phone');
  await shot(page, 'live-map-390');
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, key = 'Tab', limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reachable with ${key} within ${limit} presses`).toBeFocused();
}
