import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The main process picks the data folder and port once; workers inherit them through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ta-e2e-'));
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;
// The server's public address names the same server by another host, as a deployment reached under two names
// does (and as the default PUBLIC_URL does for a person on another computer): the console must call its own
// origin, not the address in the schools' domain.
const publicUrl = `http://localhost:${port}`;
process.env.E2E_PUBLIC_URL = publicUrl;

const serverDir = path.resolve(import.meta.dirname, '../server');

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // No transitions (the theme respects reduced motion): axe never measures a modal half faded in.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The real server with the built console, on an empty embedded database (the demo school is seeded).
  webServer: {
    command: 'node --import tsx src/server.ts',
    cwd: serverDir,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: path.resolve(import.meta.dirname, 'dist'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
