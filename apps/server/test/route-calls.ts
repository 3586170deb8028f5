import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Which business calls the tests really make: every test app records the method and route pattern
 * (`GET /api/transport/trips/:id/`) of each business call it serves past the access checks, in a
 * folder shared by the run's test files; once the whole server suite has run, global-setup.ts
 * fails the run if a registered call was never made. A test that only mentions a path, or only
 * shows that a stranger is refused, covers nothing.
 */

/** Answers of the access checks (tenant-context.ts) and of a busy server: the call itself never ran. */
const NOT_REACHED = new Set([401, 403, 429, 503]);

/** Calls this process has written down already, by file: each is written once. */
const written = new Set<string>();
const fileOfThisProcess = `${process.pid}-${crypto.randomBytes(4).toString('hex')}.jsonl`;

export function recordRouteCalls(app: FastifyInstance, dir: string): void {
  const file = path.join(dir, fileOfThisProcess);
  const record = (entry: { registered?: string[]; called?: string }) =>
    fs.appendFileSync(file, JSON.stringify(entry) + '\n');
  app.addHook('onReady', async () => record({ registered: app.businessRoutes }));
  // When the response's connection is done with it, not at onResponse: a stream (the live positions)
  // is taken over by its handler and ends when its viewer leaves, which no onResponse hook hears.
  app.addHook('onRequest', async (request, reply) => {
    const call = `${request.method} ${request.routeOptions.url}`;
    if (!app.businessRoutes.includes(call)) return;
    reply.raw.once('close', () => {
      if (!reply.raw.headersSent || NOT_REACHED.has(reply.raw.statusCode)) return;
      if (written.has(`${file} ${call}`)) return;
      written.add(`${file} ${call}`);
      record({ called: call });
    });
  });
}

/** What the run's test apps registered and called, from the shared folder. */
export function readRouteCalls(dir: string): { registered: Set<string>; called: Set<string> } {
  const registered = new Set<string>();
  const called = new Set<string>();
  for (const name of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const entry = JSON.parse(line) as { registered?: string[]; called?: string };
      for (const route of entry.registered ?? []) registered.add(route);
      if (entry.called) called.add(entry.called);
    }
  }
  return { registered, called };
}

/**
 * The registered calls no test made. A HEAD is Fastify's own answer from its GET's handler
 * (exposeHeadRoutes), so calling the GET covers it.
 */
export function uncoveredRoutes(registered: Iterable<string>, called: Set<string>): string[] {
  return [...registered]
    .filter((route) => !called.has(route) && !called.has(route.replace(/^HEAD /, 'GET ')))
    .sort();
}
