import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The main process picks the data folder and port once; workers inherit them through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ta-e2e-'));
// A port the kernel says is free now: a random one could be the ephemeral port of an outgoing
// connection of the same run (the API tests' database connections), and the server would not start.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;
// The server's public address names the same server by another host, as a deployment reached under two names
// does (and as the default PUBLIC_URL does for a person on another computer): the console must call its own
// origin, not the address in the schools' domain.
const publicUrl = `http://localhost:${port}`;
process.env.E2E_PUBLIC_URL = publicUrl;
// The maps' tiles from a port nothing listens on: refused at once, as tiles are without internet
// (no waiting on a host that never answers), and the maps must show their stops all the same.
process.env.E2E_TILE_PORT ??= String(await freePort());
const tileUrl = `http://127.0.0.1:${process.env.E2E_TILE_PORT}/{z}/{x}/{y}.png`;

const serverDir = path.resolve(import.meta.dirname, '../server');

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test is a whole user flow (a hundred steps and several axe checks); each step has its own 10 s.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // No transitions (the theme respects reduced motion): axe never measures a modal half faded in.
    reducedMotion: 'reduce',
    // The console's service worker stays out of the specs (the run sheet's offline spec allows it):
    // Playwright's routing does not see requests of a page a service worker controls, and precaching
    // every chunk on each new page would cost the other specs time for nothing they check.
    serviceWorkers: 'block',
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
      MAP_TILE_URL: tileUrl,
    },
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
