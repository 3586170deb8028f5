import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openEmbeddedDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { readRouteCalls, uncoveredRoutes } from './route-calls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file starts from: a dump file (embedded) or a database name. */
    testTemplate: string;
    /** The folder where the run's test apps record the business calls they serve (route-calls.ts). */
    routeCalls: string;
  }
}

/**
 * Migrates one database per test run, which every test file then copies (test-database.ts): a dump
 * loaded into a new embedded database, or CREATE DATABASE ... TEMPLATE on PostgreSQL. Starting each
 * file from scratch would run initdb (embedded) and every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const checkCoverage = routeCoverage(project);
  const dropTemplate = await template(project);
  return async () => {
    await dropTemplate();
    await checkCoverage();
  };
}

/**
 * After a run of the whole server suite (not a file or two), every business call must have been
 * made by a test: the calls the test apps recorded against those they registered. A missing one
 * fails the run, naming the calls.
 */
function routeCoverage(project: TestProject): () => Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-route-calls-'));
  project.provide('routeCalls', dir);
  return async () => {
    try {
      const ran = new Set(
        project.vitest.state
          .getFiles()
          .filter((file) => file.projectName === project.name)
          .map((file) => file.filepath),
      );
      const { testFiles } = await project.globTestFiles();
      if (testFiles.length === 0 || testFiles.some((file) => !ran.has(file))) return;
      const { registered, called } = readRouteCalls(dir);
      const uncovered = uncoveredRoutes(registered, called);
      if (registered.size === 0 || uncovered.length > 0) {
        process.exitCode = 1;
        throw new Error(
          `Business calls that no test made (${project.name}):\n  ${uncovered.join('\n  ') || 'no call registered'}`,
        );
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

async function template(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres') {
    return postgresTemplate(project);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openEmbeddedDatabase();
  try {
    await migrateDatabase(database);
    await database.engine.dump(file);
  } finally {
    await database.close();
  }
  project.provide('testTemplate', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ta_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('testTemplate', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}
