import { defineConfig } from 'vitest/config';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DB: 'postgres' } }] : []),
];

const ISOLATED_SERVER_TESTS = 'apps/server/src/features/accounts/access-tokens.test.ts';

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      // The shared code, the route planner, and the project's own lint rules (eslint-rules/, run under RuleTester).
      {
        test: {
          name: 'shared',
          include: [
            'packages/shared/src/**/*.test.ts',
            'packages/route-planner/src/**/*.test.ts',
            'eslint-rules/**/*.test.js',
            // A server unit test that mocks a library module (jose): it needs a module registry of its own.
            ISOLATED_SERVER_TESTS,
          ],
        },
      },
      // Console logic and components, with the server mocked at the network boundary (msw).
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
          // A screen renders Mantine in jsdom on a core shared with the API tests: seconds, not ms.
          testTimeout: 20_000,
        },
      },
      ...serverProjects.map((project) => ({
        test: {
          name: project.name,
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [ISOLATED_SERVER_TESTS],
          // The server's modules are imported once a worker, not once a test file: importing them took
          // most of an API test file's time. Each file still starts its own app on its own database
          // (test/build-test-app.ts); what a file changes of a shared module (a spy, fake timers) it restores.
          isolate: false,
          // The least argon2 cost: passwords.ts accepts it with NODE_ENV=test only (vitest sets it).
          env: { ...project.env, PASSWORD_HASHING: 'insecure-for-tests' },
          // One migrated database per run; each test file starts from a copy of it.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
