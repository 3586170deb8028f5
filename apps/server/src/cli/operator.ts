import path from 'node:path';
import type { Config } from '../config/env';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { SeedDemoResult } from '../features/demo/seed-demo';
import { seedDemo } from '../features/demo/seed-demo';
import { readOperatorFile, type OperatorFile } from '../features/operator/operator-file';
import { OPERATOR_KEY_HEADER } from '../features/operator/operator.routes';
import {
  prepareSimulation,
  type SimulationInput,
  type SimulationSetup,
} from '../features/operator/simulation-setup';
import {
  createSchool,
  type CreateSchoolInput,
  type CreateSchoolResult,
} from '../features/tenants/create-school';
import { CliError, fieldErrorLines } from './cli-error';

/** What the commands ask of the product, whether a server or the database itself answers. */
export type Operator = {
  createSchool(input: CreateSchoolInput): Promise<CreateSchoolResult>;
  seedDemo(): Promise<SeedDemoResult>;
  prepareSimulation(input: SimulationInput): Promise<SimulationSetup>;
};

type Print = (line: string) => void;

/**
 * The embedded database admits one process: while a server holds it (DATA_DIR/operator.json,
 * answering /api/health), act through that server; otherwise open the database here.
 * With DATABASE_URL, PostgreSQL takes any number of clients, so connect directly.
 */
export async function withOperator<T>(
  config: Config,
  print: Print,
  act: (operator: Operator) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    const file = readOperatorFile(config.dataDir);
    if (file && (await serverAnswers(file))) {
      print(`Acting through the running server at ${file.url}.`);
      return act(serverOperator(file));
    }
    if (file) {
      print(
        `No server answers at ${file.url} (stale ${path.join(config.dataDir, 'operator.json')}); opening the database directly.`,
      );
    }
  }
  print(
    config.databaseUrl
      ? 'Using PostgreSQL (DATABASE_URL).'
      : `Using the embedded database in ${config.dataDir}.`,
  );
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    return await act({
      createSchool: (input) => createSchool(database.db, input),
      seedDemo: () => seedDemo(database.db),
      prepareSimulation: (input) => prepareSimulation(database.db, input),
    });
  } finally {
    await database.close();
  }
}

async function serverAnswers(file: OperatorFile): Promise<boolean> {
  if (file.pid && !processExists(file.pid)) return false;
  try {
    const response = await fetch(`${file.url}/api/health`, { signal: AbortSignal.timeout(3000) });
    // 503 is still our server (its database is unwell); anything else on that port is not.
    return response.status === 200 || response.status === 503;
  } catch {
    return false;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function serverOperator(file: OperatorFile): Operator {
  async function call<T>(urlPath: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { [OPERATOR_KEY_HEADER]: file.key };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${file.url}/api${urlPath}`, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return payload as T;
    if (response.status === 400 && payload)
      throw new CliError(fieldErrorLines(payload as Record<string, string[]>).join('\n'));
    if (response.status === 403 || response.status === 404) {
      throw new CliError(
        `The server at ${file.url} refused the operator key of operator.json; restart it and try again.`,
      );
    }
    const detail = typeof payload?.detail === 'string' ? payload.detail : `HTTP ${response.status}`;
    throw new CliError(`The server at ${file.url} answered: ${detail}`);
  }
  return {
    createSchool: (input) => call('/operator/create-school', input),
    seedDemo: () => call('/operator/seed-demo'),
    prepareSimulation: (input) => call('/operator/simulation', input),
  };
}
