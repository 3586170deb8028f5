import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import { DEMO_ACCOUNT } from '../../server/src/features/demo/demo-account';

/** Where the browser opens the console (127.0.0.1). */
export const BASE_URL = process.env.E2E_BASE_URL!;
/** The server's PUBLIC_URL: the same server under another name (localhost). */
export const PUBLIC_URL = process.env.E2E_PUBLIC_URL!;
const DATA_DIR = process.env.E2E_DATA_DIR!;
export const DEMO = {
  email: DEMO_ACCOUNT.email,
  password: DEMO_ACCOUNT.password,
  school: DEMO_ACCOUNT.school,
};
const serverDir = path.resolve(import.meta.dirname, '../../server');

/** A unique suffix so tests running side by side never collide. */
export function unique(prefix = 'e2e'): string {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
}

type OutboxLine = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code?: string;
  sent_at: string;
};

/** What the server's outbox (DATA_DIR/outbox.jsonl) holds for `to` on a channel, sent at or after `sentAfter`, oldest first. */
export function outboxMessages(to: string, channel: 'email' | 'sms', sentAfter = 0): OutboxLine[] {
  const file = path.join(DATA_DIR, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((m) => m.channel === channel && m.to === to && Date.parse(m.sent_at) >= sentAfter);
}

/** The newest code sent to `to` (an e-mail address or phone digits), waiting up to 10 s for it to arrive. */
export async function readCode(
  to: string,
  channel: 'email' | 'sms' = 'email',
  sentAfter = 0,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const last = outboxMessages(to, channel, sentAfter)
      .filter((m) => m.code)
      .at(-1);
    if (last?.code) return last.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${channel} code for ${to} in the outbox`);
}

/** A new school with a confirmed Administrator, made by the operator's command-line tool through the running server. */
export async function createSchoolAdmin(): Promise<{ email: string; password: string; school: string }> {
  const email = `${unique('admin')}@e2e.test`;
  const password = 'E2e-pass-123';
  const school = unique('School');
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/main.ts',
      'create-school',
      '--name',
      school,
      '--admin-email',
      email,
      '--admin-password',
      password,
    ],
    { cwd: serverDir, env: { ...process.env, DATA_DIR, DATABASE_URL: '' } },
  );
  return { email, password, school };
}

/** Signs in through the API (no browser). */
export async function apiLogin(email: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${BASE_URL}/api/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

/** Headers of a business call as the first school and profile of that login. */
export function businessHeaders(login: LoginResponse): Record<string, string> {
  const tenant = login.user.tenants[0]!;
  return {
    authorization: `Bearer ${login.access}`,
    'x-tenant-id': tenant.tenant,
    'x-profile-id': tenant.profiles[0]!.profile_id,
    'content-type': 'application/json',
  };
}

/** Signs in through the login screen. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs in and chooses the only school and profile: lands on the dashboard. */
export async function signInToDashboard(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${BASE_URL}/`);
}

/** A phone number no other test uses (10 digits, as invitations need). */
export function uniquePhone(): string {
  return `07${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
}

/** Screenshots of the screens, for a person to look at: .tmp/shots at the repository root. */
export const SHOTS = path.resolve(import.meta.dirname, '../../../.tmp/shots');
export function shot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The WCAG 2.2 AA rule sets axe checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation.
 * Waits for running transitions (a modal fading in, a menu opening) first: half-transparent text would
 * otherwise be measured at a contrast it never keeps.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
  // Legacy mode runs axe in the page itself: the console has no frames from other origins, and the
  // default mode opens a blank page for each check to merge frames' results, seconds on a busy machine.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
    );
  expect(blocking, `serious or critical accessibility violations on ${name}`).toEqual([]);
}

/**
 * What every screen must have: exactly one level-1 heading, its own browser tab title, a main landmark, and no
 * serious or critical accessibility violation.
 */
export async function expectScreen(page: Page, heading: string, tabTitle = heading): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([heading]);
  await expect(page).toHaveTitle(`${tabTitle} | Transport Admin`);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectAccessible(page, tabTitle);
}

/** Opens a screen through the main navigation (its group unfolded first when folded). */
export async function openFromNav(page: Page, group: string, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Exact and inside the navigation: the dashboard's tiles have links of similar names.
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await nav.getByText(group, { exact: true }).click();
  await link.click();
}

/**
 * Chooses `option` in the focused combobox's list with the arrow keys and Enter, as a keyboard user does.
 * The first press opens the list and its options are drawn a frame later, so on a busy machine a fixed
 * count of presses can land short of the option: each press here waits until the highlight has moved.
 */
export async function chooseWithArrowKeys(page: Page, option: string): Promise<void> {
  const wanted = page.getByRole('option', { name: option, exact: true });
  const highlighted = wanted.and(page.locator('[data-combobox-selected]'));
  await expect(async () => {
    if ((await highlighted.count()) === 0) await page.keyboard.press('ArrowDown');
    await expect(highlighted).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
}
