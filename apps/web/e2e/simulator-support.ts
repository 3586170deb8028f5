import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

// The product's own bus simulator (`npm run cli -- simulate`, issue 22 §5) as a child process of a
// browser test: it asks the e2e server (found through the operator file in its DATA_DIR) for the
// school's trips of today and a phone per bus, starts the trips as their drivers would, and sends
// OsmAnd pings as Traccar Client does.

const serverDir = path.resolve(import.meta.dirname, '../../server');

export type Simulator = { output: () => string; stop: () => Promise<void> };

/**
 * `npm run cli -- simulate` for the school: the day moved to start in half a minute, a ping every 2 s,
 * for `minutes` at most (the test ends it sooner). `seed` draws the day's delays, traffic and noise:
 * the same seed drives the same run.
 */
export function startSimulator(school: string, { seed = 3, minutes = 3 } = {}): Simulator {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/main.ts',
      'simulate',
      '--school',
      school,
      '--start',
      'now',
      '--interval',
      '2',
      '--minutes',
      String(minutes),
      '--start-trips',
      '--seed',
      String(seed),
    ],
    {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
