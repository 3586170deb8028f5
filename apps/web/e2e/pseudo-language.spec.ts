import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { IntlMessageFormat } from 'intl-messageformat';
import { pseudoMessage } from '../src/i18n/pseudo';
import { catalogueMessage } from './catalogue-support';
import { newSchool, type School } from './fleet-support';
import { expectNoSidewaysScroll } from './people-support';
import { addEmployee } from './personnel-support';
import { layoutFaults } from './layout-support';
import {
  apiLogin,
  BASE_URL,
  businessHeaders,
  DEMO,
  expectAccessible,
  readCode,
  uniquePhone,
} from './support';
import { todaysTrip } from './trip-support';

// Issue 21's check of the layouts: ten key screens in the pseudo-language (English accented and 40%
// longer, i18n/pseudo.ts) at a laptop's 1280 × 800 and a phone's 390 × 844, where no text may be cut
// by its box or lie over another (screenshots in test-results/pseudo to look at); then the same
// screens in Kiswahili with axe, as the other specs check them in English.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/pseudo');
/** The console's switch of the pseudo-language (language-provider.tsx). */
const PSEUDO_LANGUAGE = 'ta.pseudoLanguage';

/** A message as a language shows it (one without arguments): how the spec finds a button by its name. */
type Say = (key: MessageKey) => string;
const pseudo: Say = (key) =>
  String(new IntlMessageFormat(pseudoMessage(catalogueMessage('en', key)), 'en').format());
const swahili: Say = (key) => catalogueMessage('sw', key);

type Account = { email: string; password: string };

/** Signed in through the API, the session kept where the console keeps it: no form in any language. */
async function signInAs(page: Page, { email, password }: Account): Promise<void> {
  const login = await apiLogin(email, password);
  const tenant = login.user.tenants[0]!;
  await page.goto('/login');
  await page.evaluate(
    ([auth, tenantId, profileId]) => {
      localStorage.setItem('authData', auth);
      localStorage.setItem('currentTenantId', tenantId);
      localStorage.setItem('currentProfileId', profileId);
    },
    [JSON.stringify(login), tenant.tenant, tenant.profiles[0]!.profile_id] as const,
  );
}

/** The first record of a demo school's list, through the API. */
async function firstOf(listPath: string): Promise<string> {
  const headers = businessHeaders(await apiLogin(DEMO.email, DEMO.password));
  const response = await fetch(`${BASE_URL}/api${listPath}`, { headers });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as { results: { id: string }[] };
  expect(results.length, listPath).toBeGreaterThan(0);
  return results[0]!.id;
}

// ---- The run sheet needs a driver with a trip today: a school of its own (as run-sheet.spec.ts).

async function call(path: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A school's driver (a confirmed account invited as Driver, role 401) with today's trip to run. */
async function makeDriver(): Promise<Account> {
  const school: School = await newSchool();
  const employee = await addEmployee(school, 'Daniel Mwangi');
  const account = { email: `pseudo-driver-${Date.now()}@e2e.test`, password: 'E2e-pass-123' };
  const registered = await call('/user/register/', {
    ...account,
    first_name: 'Daniel',
    last_name: 'Mwangi',
    password2: account.password,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const code = await readCode(account.email);
  expect((await call('/user/register/confirm-email/', { email: account.email, code })).status).toBe(200);
  const phone = uniquePhone();
  const invite = { phone, role: 401, profile_type: 400, profile_id: employee.id };
  expect((await call('/tenants/users/send-invite-sms/', invite, school.headers)).status).toBe(201);
  const login = await apiLogin(account.email, account.password);
  const accepted = await call(
    '/tenants/users/accept-invite-code/',
    { phone, code: await readCode(phone, 'sms') },
    { authorization: `Bearer ${login.access}` },
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);

  await todaysTrip(school, employee.id);
  return account;
}

let driver: Promise<Account> | undefined;

// ---- The screens.

type Screen = {
  name: string;
  /** Who is signed in: the demo school's administrator, the driver, or nobody. */
  as: 'demo' | 'driver' | 'nobody';
  /** Goes to the screen and waits until it shows what it is about. */
  open: (page: Page, say: Say) => Promise<void>;
};

/** The screen's calls answered, its heading shown, nothing loading any more. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
}

/** Rows of values shown: a table's (not a loading or empty table's one cell), or a phone's cards. */
const showsRows = (page: Page) =>
  expect(page.locator('tbody tr:has(td + td), ul[aria-label] > li').first()).toBeVisible();

const list = (listPath: string) => async (page: Page) => {
  await page.goto(listPath);
  await settled(page);
  await showsRows(page);
};

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    as: 'nobody',
    open: async (page) => {
      await page.goto('/login');
      await settled(page);
    },
  },
  {
    name: 'dashboard',
    as: 'demo',
    open: async (page) => {
      await page.goto('/');
      await settled(page);
    },
  },
  { name: 'vehicles', as: 'demo', open: list('/fleet/vehicles') },
  { name: 'students', as: 'demo', open: list('/students') },
  {
    name: 'route-details',
    as: 'demo',
    open: async (page) => {
      await page.goto(`/routes/details/${await firstOf('/transport/journeys/')}`);
      await settled(page);
      await showsRows(page);
    },
  },
  { name: 'trips', as: 'demo', open: list('/trips/trips') },
  {
    name: 'trip-details',
    as: 'demo',
    open: async (page) => {
      const trip = await firstOf('/transport/trips/?status=3&ordering=-journey_date');
      await page.goto(`/trips/trip-details/${trip}`);
      await settled(page);
    },
  },
  {
    name: 'run-sheet',
    as: 'driver',
    open: async (page) => {
      await page.goto('/run-sheet');
      await settled(page);
      // The trip opened: its stops and riders, the screen a driver works in.
      await page.getByRole('button', { name: /LV-AM/ }).click();
      await expect(page.getByRole('group', { name: 'Amina Otieno' })).toBeVisible();
    },
  },
  {
    name: 'school-settings',
    as: 'demo',
    open: async (page) => {
      await page.goto('/school/settings');
      await settled(page);
      await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    },
  },
  {
    name: 'trip-summary-report',
    as: 'demo',
    open: async (page, say) => {
      await page.goto('/reports/trips');
      await settled(page);
      await page.getByRole('button', { name: say('reports.generateReport') }).click();
      await settled(page);
      await showsRows(page);
      // "Report generated" floats over the page for 5 s: closed, so the page is measured as it stays.
      const toast = page.locator('.mantine-Notification-root');
      await toast
        .getByRole('button')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      await expect(toast).toHaveCount(0);
    },
  },
];

async function openScreen(page: Page, screen: Screen, say: Say): Promise<void> {
  if (screen.as === 'demo') await signInAs(page, DEMO);
  if (screen.as === 'driver') await signInAs(page, await (driver ??= makeDriver()));
  await screen.open(page, say);
}

test.describe('the pseudo-language', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: no text cut or overlapping at 1280 and 390 px`, async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, '1'), PSEUDO_LANGUAGE);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await openScreen(page, screen, pseudo);
        // Pseudo text, not English: the switch is on and the screen speaks from the catalogue.
        await expect(page).toHaveTitle(/^\[.*\]$/);
        const { clipped, overlapping } = await layoutFaults(page);
        await page.screenshot({ path: path.join(SHOTS, `${screen.name}-${size.width}.png`), fullPage: true });
        expect(clipped, `${screen.name} at ${size.width} px: texts cut by their box`).toEqual([]);
        expect(overlapping, `${screen.name} at ${size.width} px: texts over one another`).toEqual([]);
        await expectNoSidewaysScroll(page);
      }
    });
  }
});

test.describe('Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  for (const screen of SCREENS) {
    test(`${screen.name} passes axe at 1280 and 390 px`, async ({ page }) => {
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await openScreen(page, screen, swahili);
        await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
        await expectAccessible(page, `${screen.name} in Kiswahili at ${size.width} px`);
      }
    });
  }
});
