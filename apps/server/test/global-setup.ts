import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openEmbeddedDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file starts from: a dump file (embedded) or a database name. */
    testTemplate: string;
  }
}

/**
 * Migrates one database per test run, which every test file then copies (test-database.ts): a dump
 * loaded into a new embedded database, or CREATE DATABASE ... TEMPLATE on PostgreSQL. Starting each
 * file from scratch would run initdb (embedded) and every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
