import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noConcatenatedText from './eslint-rules/no-concatenated-text.js';

// A raw statement's rows are read through db/query-rows.ts, which names their shape, never cast.
const rawRowsCast = {
  selector: 'TSAsExpression > TSTypeLiteral > TSPropertySignature[key.name=/^(rows|rowCount)$/]',
  message:
    'Read the rows of a raw statement with queryRows()/queryRow()/writtenRows() (apps/server/src/db/query-rows.ts).',
};

// A console feature imports only its own files: what two features share lives in components/ or
// lib/, or in the feature that owns it. The exceptions, by file:
const FEATURES = './apps/web/src/features';
const featureExceptions = [
  // The records platform: every record type's screen is a declaration it renders (ADR 007).
  'records',
  // The session and its school, through the auth feature's public index only.
  'auth/index.ts',
];
// Pages that compose another feature's cards and forms, not yet moved to the app level (issue 19):
// the importer's feature, then the files it may use.
const composedParts = {
  // The audit log words a code's label (a gender, a reason) as the record's own screen does.
  'audit-log': [
    'guardians/salutation-labels.ts',
    'student-guardians/link-messages.ts',
    'student-restrictions/restriction-labels.ts',
    'field-trips/field-trip-labels.tsx',
  ],
  // Staff and guardians are invited through the invitations feature's one form.
  employees: ['audit-log/record-history.tsx', 'documents/index.ts', 'invitations/invite-modal.tsx'],
  // A vehicle's documents and inspections, and on the dashboard what expires soon (issue 25 §1, §3).
  vehicles: ['documents/index.ts', 'inspections/index.ts'],
  // The run sheet's inspection of a trip's vehicle, and its result (issue 25 §1).
  'run-sheet': ['inspections/index.ts'],
  dashboard: ['documents/index.ts'],
  guardians: [
    'audit-log/record-history.tsx',
    'invitations/bulk-invite-modal.tsx',
    'invitations/invite-modal.tsx',
    'notices/delivery-log-modal.tsx',
    'student-guardians/link-modal.tsx',
    'student-guardians/links-card.tsx',
  ],
  students: [
    'audit-log/record-history.tsx',
    'student-guardians/link-modal.tsx',
    'student-guardians/links-card.tsx',
    'student-import/import-students-modal.tsx',
    'student-journeys/student-routes-card.tsx',
    'student-restrictions/student-restrictions-card.tsx',
  ],
  journeys: [
    'journey-stops/route-map-card.tsx',
    'journey-stops/stop-assignment.ts',
    'journey-stops/stop-schedule.tsx',
    'student-journeys/student-assignment-modal.tsx',
  ],
  'active-trips': ['trips/trips.api.ts'],
  // A field trip's drivers are picked as a vehicle's crew is (issue 25 §4).
  'field-trips': ['vehicle-personnel/driver-select.tsx'],
  // The sign-in page's word on run-sheet actions kept on the device, through the run sheet's index.
  auth: ['run-sheet/index.ts'],
  // The platform's own test renders a real record screen.
  records: ['grade-levels/grade-levels-page.tsx'],
};
const sqlCodeLiteral = {
  selector:
    "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(^\\s*(=|<>|!=)\\s*\\d)|(\\b(event_type|status|direction|reason)\\s*(=|<>|!=)\\s*\\d)|(\\bin\\s*\\(\\s*\\d)|(\\bwhen\\s+\\d+\\s+then\\b)/]",
  message: 'Write a code by its shared name with sqlCode()/sqlCodes() (apps/server/src/db/sql-codes.ts).',
};

/** A school's code reads and writes through its request's ctx.db; the platform's spans schools. */
const platformAccess = {
  selector:
    "MemberExpression[property.name='db'][object.name=/^(app|server|database)$/], MemberExpression[property.name='db'][object.property.name=/^(server|database)$/]",
  message:
    "The platform's database spans schools: use the request's ctx.db (one school), or name this place in ADR 016 and eslint.config.js.",
};

const featureZones = fs.readdirSync(new URL(FEATURES, import.meta.url)).map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [...new Set([feature, ...featureExceptions, ...(composedParts[feature] ?? [])])].map(
    (path) => `./${path}`,
  ),
  message: 'A feature imports only its own files; share through components/, lib/ or the owning feature.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, unicorn },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      'import-x/no-cycle': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Test helpers read untyped JSON bodies.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared UI never imports a feature.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib never imports a feature.',
            },
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'The console never imports server code.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A code in a statement is written by its shared name (EVENT.pickup, STATUS.active), never as a
    // bare number: db/sql-codes.ts renders it. Migrations keep literals with a comment naming them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    rules: {
      'no-restricted-syntax': ['error', sqlCodeLiteral, rawRowsCast, platformAccess],
    },
  },
  {
    // The named places that work across schools (ADR 016): they keep the platform's database.
    files: [
      'apps/server/src/app.ts',
      'apps/server/src/cli/**/*.ts',
      'apps/server/src/db/**/*.ts',
      'apps/server/src/server/**/*.ts',
      'apps/server/src/http/caller-cache.ts',
      'apps/server/src/http/language.ts',
      'apps/server/src/features/accounts/**/*.ts',
      'apps/server/src/features/tenants/**/*.ts',
      'apps/server/src/features/operator/**/*.ts',
      'apps/server/src/features/health/**/*.ts',
      'apps/server/src/features/student-import/abandoned-imports.ts',
      'apps/server/src/features/positions/device-directory.ts',
      'apps/server/src/features/positions/position-writer.ts',
      'apps/server/src/features/positions/positions-upkeep.ts',
      'apps/server/src/features/positions/live-bus.ts',
      'apps/server/src/features/notices/delivery-queue.ts',
      'apps/server/src/features/notices/push-subscriptions.routes.ts',
      'apps/server/src/features/documents/document-digest-plan.ts',
      'apps/server/src/features/documents/document-digest-queue.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    rules: { 'no-restricted-syntax': ['error', sqlCodeLiteral, rawRowsCast] },
  },
  {
    files: ['apps/server/**/*.test.ts', 'apps/server/**/*.test-helpers.ts', 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', rawRowsCast] },
  },
  {
    // A reference between a school's tables is schoolReference() (db/tenant-columns.ts, ADR 002).
    files: ['apps/server/src/features/**/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm/pg-core',
              importNames: ['foreignKey'],
              message: 'Use schoolReference() from db/tenant-columns.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'fastify', 'drizzle-orm', '@app/server*'],
              message: 'shared depends on zod and FormatJS only',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from a catalogue (issue 21, ADR 019): no literal text in the
    // console's JSX, in its children or in the props that show text.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,description,placeholder,title,message,hint,subtitle,tabTitle,error,emptyText}'],
            ],
          },
        },
      ],
    },
  },
  {
    // Nor a text built by concatenation where it is shown (a JSX child, a text prop, a toast): another
    // language orders its words otherwise; one catalogue message with values instead (ADR 019).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'no-concatenated-text': noConcatenatedText } } },
    rules: { 'local/no-concatenated-text': 'error' },
  },
  {
    // Dates, times, numbers and money are written by packages/shared/src/i18n/formats.ts alone (issue
    // 21, DESIGN §11): in the reader's language and the school's time zone, one way everywhere. The
    // console binds it with i18n/use-formats.ts. Tests may build their expectations as they like.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/shared/src/i18n/formats.ts', '**/*.test.{ts,tsx}', '**/*.test-helpers.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'].map((property) => ({
          property,
          message: 'Write dates, times and numbers with i18n/formats.ts (useFormats() in the console).',
        })),
        ...['DateTimeFormat', 'NumberFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Write dates, times and numbers with i18n/formats.ts (useFormats() in the console).',
        })),
      ],
    },
  },
  {
    // No hand-written display format through dayjs either ('MMMM D, YYYY'): YYYY-MM-DD is data and
    // stays; anything a person reads goes through useFormats().
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='format'] > Literal.arguments[value!='YYYY-MM-DD']",
          message:
            'Show dates with useFormats() (i18n/use-formats.ts); only YYYY-MM-DD, data, is formatted here.',
        },
      ],
    },
  },
);
