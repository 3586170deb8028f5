import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newSchool, type School } from './fleet-support';
import { expectNoSidewaysScroll, toast } from './people-support';
import { post } from './personnel-support';
import { expectAccessible, expectScreen, openFromNav, shot, signInToDashboard } from './support';

// The road times of Plan Routes (issue 24 §2) against the real server, in a school of its own with two
// bus stops: the office downloads the places, uploads a matrix with a wrong row (refused, the row
// named), then the matrix made from the places (the school and both stops, each way), reads the
// summary at 1280 and 390 px, and deletes it again.

type Id = { id: string };

/** Two bus stops of the school, through the API. */
async function twoStops(school: School): Promise<void> {
  const zone = await post<Id>(school, '/transport/zones/', { title: 'Lakeview' });
  for (const [title, latitude, longitude] of [
    ['Kanyon Gate', -0.3031, 36.0801],
    ['Milimani Mall', -0.295, 36.0702],
  ] as const)
    await post<Id>(school, '/transport/bus-stops/', { zone: zone.id, title, latitude, longitude });
}

const card = (page: Page) => page.getByRole('region', { name: 'Road times' });

/** Chooses a CSV of `rows` under the header `from,to,seconds` and sends it with Upload. */
async function upload(page: Page, name: string, rows: string[]): Promise<void> {
  await card(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(['from,to,seconds', ...rows].join('\n')),
    });
  await card(page).getByRole('button', { name: 'Upload' }).click();
}

test('downloads the places, uploads a road time matrix made from them, and deletes it', async ({ page }) => {
  const school = await newSchool();
  await twoStops(school);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, school.email, school.password);
  await openFromNav(page, 'Routes', 'Plan Routes');
  await expectScreen(page, 'Plan Routes');
  await expect(card(page)).toContainText(
    'No road times given: travel times are straight-line distance times the detour factor.',
  );

  // The places, fetched with the caller's headers: the school first, then its stops by title.
  const downloading = page.waitForEvent('download');
  await card(page).getByRole('button', { name: 'Download places (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('road-time-places.csv');
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('place,title,latitude,longitude');
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((row) => row[1])).toEqual([expect.any(String), 'Kanyon Gate', 'Milimani Mall']);
  const [school_, kanyon, milimani] = rows.map((row) => row[0]!);
  expect(school_).toBe('school');

  // A place the school does not have: the whole file is refused, its row named.
  await upload(page, 'wrong.csv', [`school,${kanyon},420`, 'school,nowhere,300']);
  const problems = card(page).getByRole('alert');
  await expect(problems.getByRole('listitem')).toHaveText([
    '1 row has errors, so the road times were not changed.',
    /^Row 3: to “nowhere” is neither “school” nor a bus stop of this school/,
  ]);
  await expect(card(page)).toContainText('No road times given');
  await expectAccessible(page, 'Plan Routes with a refused road time file');

  // The school and both stops, each way: six pairs among three places.
  await upload(page, 'road-times.csv', [
    `school,${kanyon},420`,
    `${kanyon},school,400`,
    `school,${milimani},300`,
    `${milimani},school,310`,
    `${kanyon},${milimani},250`,
    `${milimani},${kanyon},260`,
  ]);
  await expect(toast(page, 'Road times uploaded for 6 pairs of places')).toBeVisible();
  await expect(card(page)).toContainText(
    /Road times given for 6 pairs of places among 3 places, uploaded \w+ \d+, \d{4} at /,
  );
  await expect(card(page).getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'Plan Routes with road times');
  await shot(page, 'road-times-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page).getByRole('button', { name: 'Delete road times' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Plan Routes with road times at 390 px');
  await shot(page, 'road-times-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await card(page).getByRole('button', { name: 'Delete road times' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete the road times?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Road times deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page)).toContainText('No road times given');
});
