import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import { addDevice, osmAndPing } from './devices-support';
import { newSchool } from './fleet-support';
import { addEnrolmentOptions, addGuardian, expectNoSidewaysScroll } from './people-support';
import { routeWithStops } from './route-support';
import {
  apiLogin,
  BASE_URL,
  businessHeaders,
  DEMO,
  expectAccessible,
  shot,
  signInToDashboard,
  unique,
  uniquePhone,
} from './support';

// Every table of the console (the reports' aside) on the seeded demo school, at the laptop widths of the
// second field trial (1280 and 1024 px) and a tablet's (800 px): each fits its frame, no header breaks
// into three lines, every control of a row lies inside the frame and the window; a phone (390 px) does not
// scroll sideways. Axe on each screen, and screenshots to look at.

const WIDTHS = [1280, 1024, 800];

type Fit = {
  label: string;
  rows: number;
  overflow: number;
  headers: { title: string; lines: number }[];
  outside: string[];
};

/** What the tables in `scope` look like now, measured in the page. */
function measureTables(scope: Locator): Promise<Fit[]> {
  return scope.locator('table').evaluateAll((tables) =>
    tables.map((table) => {
      // The frame: the scroll area (or container) the table sits in.
      const frame =
        table.closest<HTMLElement>('.mantine-ScrollArea-viewport, .mantine-Table-scrollContainer') ??
        table.parentElement!;
      const box = frame.getBoundingClientRect();
      /** Lines of text an element's words take: distinct tops of their line boxes. */
      const lines = (element: Element) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.height > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) {
              tops.push(rect.top);
            }
          }
        }
        return tops.length;
      };
      const controls = [...table.querySelectorAll('tbody a, tbody button')];
      return {
        label: table.getAttribute('aria-label') ?? '',
        rows: [...table.querySelectorAll('tbody tr')].filter((row) => row.children.length > 1).length,
        overflow: table.scrollWidth - frame.clientWidth,
        headers: [...table.querySelectorAll('thead th')].map((th) => ({
          title: th.textContent ?? '',
          lines: lines(th),
        })),
        outside: controls
          .filter((control) => {
            const rect = control.getBoundingClientRect();
            return (
              rect.left < Math.max(0, box.left) - 0.5 ||
              rect.right > Math.min(window.innerWidth, box.right) + 0.5
            );
          })
          .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
      };
    }),
  );
}

/**
 * At each width: the rule above for every table of the screen (or the dialog), axe at the laptop widths
 * (the responsive specs check the narrower ones), and a screenshot. A list screen's tables must show rows;
 * a details screen's need only one that does (a record may have no history yet).
 */
async function expectTablesFit(
  page: Page,
  name: string,
  { scope = page.getByRole('main'), everyTableHasRows = true, live = false } = {},
) {
  // The screen's calls answered first: on a busy machine a list of 50 takes longer than a locator waits.
  // A live screen keeps its stream of positions open (a fetch, which Playwright counts as a call under
  // way): the network is never idle there, and its rows are waited for below.
  if (!live) await page.waitForLoadState('networkidle');
  // Loaded: a row of values (not the one cell of a loading or empty table). "networkidle" can come in a
  // pause before the list's call is sent (the bundle still being parsed on a busy machine), and the embedded
  // database answers one statement at a time while the other worker's test generates a week of trips: the
  // first rows get the time a whole screen load takes on such a machine, and say what was there instead.
  const firstRow = scope.locator('table tbody tr:has(td + td)').first();
  await firstRow.waitFor({ timeout: 45_000 }).catch(async (error: Error) => {
    throw new Error(`${name}: no rows; the screen showed: ${await scope.innerText()}`, { cause: error });
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Still loaded at this width: a row of values, nothing busy.
    await expect(firstRow).toBeVisible();
    await expect(scope.locator('table[aria-busy="true"]')).toHaveCount(0);
    // Wait for the layout to settle at the new width: the same measure twice in a row.
    let fits: Fit[] = [];
    await expect
      .poll(async () => {
        const previous = JSON.stringify(fits);
        fits = await measureTables(scope);
        return JSON.stringify(fits) === previous;
      })
      .toBe(true);
    expect(fits.length, `${name} has tables`).toBeGreaterThan(0);
    expect(fits.filter((fit) => fit.rows > 0).length, `${name} has rows`).toBeGreaterThan(0);
    for (const fit of fits) {
      const where = `${fit.label} on ${name} at ${width} px`;
      if (everyTableHasRows) expect(fit.rows, `${where} shows rows`).toBeGreaterThan(0);
      expect(fit.overflow, `${where} fits its frame`).toBeLessThanOrEqual(0);
      expect(
        fit.headers.filter((header) => header.lines > 2),
        `${where}: headers on three lines or more`,
      ).toEqual([]);
      expect(fit.outside, `${where}: row controls outside the frame or window`).toEqual([]);
    }
    await expectNoSidewaysScroll(page);
    if (width >= 1024) await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, `tables-${name}-${width}`);
  }
  // A phone shows cards (the responsive specs look at them): nothing may scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function demoHeaders(): Promise<Record<string, string>> {
  return businessHeaders(await apiLogin(DEMO.email, DEMO.password));
}

/** The first record of a demo list, through the API. */
async function firstOf<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, { headers: await demoHeaders() });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { results: T[] };
  expect(page.results.length, path).toBeGreaterThan(0);
  return page.results[0]!;
}

/** A guardian of the demo school, added through the API (an audited write). */
async function addDemoGuardian(): Promise<void> {
  const headers = await demoHeaders();
  const guardian = { first_name: 'Tables', last_name: unique('Guardian'), mobile_number: uniquePhone() };
  await addGuardian({ email: DEMO.email, password: DEMO.password, headers }, guardian);
}

/**
 * A phone of the demo school, added through the API (the demo has no devices), that has sent a
 * position: its Last Seen is a date, the column's widest value.
 */
async function addDemoDevice(): Promise<void> {
  const headers = await demoHeaders();
  const vehicle = await firstOf<{ id: string }>('/transport/vehicles/');
  const identifier = unique('tables-phone');
  const { secret } = await addDevice(
    { headers },
    { identifier, name: "Bus driver's phone", kind: DEVICE_KIND.phone, vehicle: vehicle.id },
  );
  expect(await osmAndPing(identifier, secret)).toBe(200);
}

/**
 * A document of the demo school's first vehicle, added through the API (the demo has none), expiring in
 * 20 days: its days left are the orange badge, the column's widest value.
 */
async function addDemoDocument(): Promise<{ registration_number: string }> {
  const headers = await demoHeaders();
  const vehicle = await firstOf<{ id: string; registration_number: string }>('/transport/vehicles/');
  const type = await firstOf<{ id: string }>('/transport/document-types/?applies_to=vehicle&is_active=true');
  const response = await fetch(`${BASE_URL}/api/transport/documents/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      document_type: type.id,
      vehicle: vehicle.id,
      number: unique('INS'),
      issued_on: dayjs().subtract(345, 'day').format('YYYY-MM-DD'),
      expires_on: dayjs().add(20, 'day').format('YYYY-MM-DD'),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return vehicle;
}

const LISTS = [
  ['vehicles', '/fleet/vehicles'],
  ['devices', '/fleet/devices'],
  ['documents', '/fleet/documents'],
  ['personnel', '/fleet/personnel'],
  ['zones', '/routes/zones'],
  ['routes', '/routes'],
  ['trips', '/trips/trips'],
  ['students', '/students'],
  ['guardians', '/guardians'],
  ['employees', '/employees'],
  ['job-roles', '/employees/roles'],
  ['academic-periods', '/school/academic-periods'],
  ['grade-levels', '/school/grade-levels'],
  ['streams', '/school/streams'],
  ['document-types', '/school/document-types'],
  ['restrictions', '/school/restrictions'],
  ['audit-log', '/school/audit-log'],
] as const;

for (const [name, path] of LISTS) {
  test(`the ${name} list fits at 1280, 1024 and 800 px with its row actions in view`, async ({ page }) => {
    // The demo school's writes are not audited (it is seeded): one change gives the log a row.
    if (name === 'audit-log') await addDemoGuardian();
    if (name === 'devices') await addDemoDevice();
    if (name === 'documents') await addDemoDocument();
    await signInToDashboard(page, DEMO.email, DEMO.password);
    await page.goto(path);
    await expectTablesFit(page, name);
  });
}

// The details screens' tables: a route's stops and riders, a trip's stops and events, a student's and a
// guardian's links and history.
const DETAILS = [
  ['route-details', () => firstOf<{ id: string }>('/transport/journeys/'), '/routes/details/'],
  [
    'trip-details',
    () => firstOf<{ id: string }>('/transport/trips/?status=3&ordering=-journey_date'),
    '/trips/trip-details/',
  ],
  ['student-details', () => firstOf<{ id: string }>('/students/'), '/students/'],
  ['guardian-details', () => firstOf<{ id: string }>('/guardians/'), '/guardians/'],
] as const;

for (const [name, record, path] of DETAILS) {
  test(`the ${name} tables fit at 1280, 1024 and 800 px`, async ({ page }) => {
    const { id } = await record();
    await signInToDashboard(page, DEMO.email, DEMO.password);
    await page.goto(`${path}${id}`);
    await expectTablesFit(page, name, { everyTableHasRows: false });
  });
}

test("a zone's bus stops fit their dialog at 1280, 1024 and 800 px", async ({ page }) => {
  const zone = await firstOf<{ title: string }>('/transport/zones/');
  await signInToDashboard(page, DEMO.email, DEMO.password);
  await page.goto('/routes/zones');
  await page.getByRole('button', { name: `View Stops ${zone.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Bus Stops: ${zone.title}` });
  await expectTablesFit(page, 'zone-stops', { scope: dialog });
});

test("a vehicle's documents fit their dialog at 1280, 1024 and 800 px", async ({ page }) => {
  const vehicle = await addDemoDocument();
  await signInToDashboard(page, DEMO.email, DEMO.password);
  await page.goto('/fleet/vehicles');
  await page.getByRole('button', { name: `Documents ${vehicle.registration_number}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Documents: ${vehicle.registration_number}` });
  await expectTablesFit(page, 'vehicle-documents', { scope: dialog });
});

// The demo school has no trip under way: a school of its own with today's trip started.
test('Active Trips fits at 1280, 1024 and 800 px', async ({ page }) => {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  const { route } = await routeWithStops(school, options.period);
  const today = dayjs().format('YYYY-MM-DD');
  const call = (method: string, url: string, body: object) =>
    fetch(`${BASE_URL}/api${url}`, { method, headers: school.headers, body: JSON.stringify(body) });
  const range = { start_date: today, end_date: today, skip_weekends: false };
  expect((await call('POST', '/transport/trips/generate-trips/', range)).ok).toBe(true);
  const list = await fetch(`${BASE_URL}/api/transport/trips/?journey=${route.id}`, {
    headers: school.headers,
  });
  const { results } = (await list.json()) as { results: { id: string }[] };
  expect((await call('PATCH', `/transport/trips/${results[0]!.id}/`, { status: 2 })).ok).toBe(true);

  await signInToDashboard(page, school.email, school.password);
  await page.goto('/trips/active-trips');
  await expectTablesFit(page, 'active-trips', { live: true });
});
