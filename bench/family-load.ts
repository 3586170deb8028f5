/**
 * The family app on a cheap phone (issue 23 §2): Chromium with DevTools' 'Slow 3G' network and the CPU
 * slowed 4x loads /family from the product started the README way (the built web app: run `npm run build`
 * first), and prints the time to the first usable screen and the bytes transferred, cold (empty cache)
 * and again with the browser's cache, the median of --runs. Usable: the sign-in screen's phone field is
 * visible, takes the focus and typed text; then pressing its button must lead to the code step (with
 * the script, or before it: the form posts and the script completes it), timed too. A figure to read,
 * not a timed test.
 *
 *   npm run build && node --import tsx bench/family-load.ts [--runs 5]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, expect, type CDPSession, type Page, type Request } from '@playwright/test';
import { stop } from './processes';
import { startProduct, withDataDir } from './product';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');

// DevTools' 'Slow 3G' preset (its throttling presets): 400 ms x 5 latency, 500 kbit/s x 0.8 each way.
const SLOW_3G = {
  offline: false,
  latency: 400 * 5,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};
const CPU_SLOWDOWN = 4;

type Load = { ms: number; codeStepMs: number; posted: boolean; bytes: number; requests: number };

/** Bytes on the wire (headers and compressed bodies) of every response this page loaded. */
function countBytes(cdp: CDPSession): { total: () => { bytes: number; requests: number } } {
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return { total: () => ({ bytes, requests }) };
}

const TYPED = '0700000001';

/**
 * Opens /family and waits until the sign-in form's phone field is visible, focused and holds what was
 * typed (usable); then presses the form's button and waits for the code field (the code step).
 */
async function loadOnce(page: Page, cdp: CDPSession, url: string, cache: boolean): Promise<Load> {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  const counter = countBytes(cdp);
  let posted = false;
  // The form's own post (not the API's call): pressed before the script took the form over.
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/family/sign-in') posted = true;
  };
  page.on('request', onRequest);
  const started = Date.now();
  await page.goto(`${url}/family`, { waitUntil: 'commit', timeout: 120_000 });
  const phone = page.locator('input[type="tel"]');
  await phone.waitFor({ state: 'visible', timeout: 120_000 });
  await phone.focus({ timeout: 120_000 });
  await page.keyboard.type(TYPED);
  await expect(phone).toBeFocused({ timeout: 120_000 });
  await expect(phone).toHaveValue(TYPED, { timeout: 120_000 });
  const ms = Date.now() - started;
  await page.locator('form button[type="submit"]').click({ timeout: 120_000 });
  await page.locator('input[autocomplete="one-time-code"]').waitFor({ state: 'visible', timeout: 120_000 });
  const codeStepMs = Date.now() - started;
  page.off('request', onRequest);
  return { ms, codeStepMs, posted, ...counter.total() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await withDataDir(async (dataDir) => {
  const { url, child } = await startProduct({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(root, 'apps/web/dist'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    for (const cache of [false, true]) {
      const loads: Load[] = [];
      for (let run = 0; run < runs; run++) {
        // A phone's screen, a new browser profile each cold run (nothing kept from the last).
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // The warm runs load once first, so the second load finds the browser's cache filled.
        if (cache) await loadOnce(page, cdp, url, true);
        loads.push(await loadOnce(page, cdp, url, cache));
        await context.close();
      }
      console.log(
        `${cache ? 'with cache' : 'cold      '}: sign-in form usable after ${loads.map((l) => `${l.ms} ms`).join(', ')} (median ${median(loads.map((l) => l.ms))} ms); ` +
          `code step after ${loads.map((l) => `${l.codeStepMs} ms${l.posted ? ' (posted before the script)' : ''}`).join(', ')} (median ${median(loads.map((l) => l.codeStepMs))} ms); ` +
          `transferred ${loads.map((l) => `${kb(l.bytes)} in ${l.requests} requests`).join(', ')}`,
      );
    }
    console.log(
      `Slow 3G (${SLOW_3G.latency} ms latency, ${kb(SLOW_3G.downloadThroughput)}/s down), CPU ${CPU_SLOWDOWN}x slower, 390 px`,
    );
  } finally {
    await browser.close();
    await stop(child);
  }
});
