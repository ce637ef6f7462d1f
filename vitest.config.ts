import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

const apiFiles = ['src/server/**/*.api.test.ts'];
/** API test files that replace a module (`vi.mock`): they need a module graph of their own. */
const apiFilesWithMocks = ['src/server/testing/hardening/authorization-matrix.api.test.ts'];
/**
 * API test files about the embedded database itself (ADR 221): its statements, caches, job queue,
 * migrations, seeding, restarts on one data folder, and a request thread that the database shares. With
 * `API_PGLITE_SCOPE=embedded` (what `npm test` sets when PostgreSQL runs the whole API suite) only these
 * run on PGlite; every journey still meets PGlite in the end-to-end specs.
 */
const embeddedApiFiles = [
  'src/server/db/migrate.api.test.ts',
  'src/server/local/demo/seed.api.test.ts',
  'src/server/db/prepared-statement.api.test.ts',
  'src/server/db/table-change-cache.api.test.ts',
  'src/server/db/yield-between-statements.api.test.ts',
  'src/server/plugins/session-statements.api.test.ts',
  'src/server/jobs/pg-boss-queue.api.test.ts',
  'src/server/local/google/emulator-store.api.test.ts',
  'src/server/features/creator-reports/generation.api.test.ts',
  'src/server/testing/hardening/hostile-transcripts.api.test.ts',
];
const pgliteApiFiles = process.env.API_PGLITE_SCOPE === 'embedded' ? embeddedApiFiles : apiFiles;
const faultFiles = ['src/server/testing/faults/**/*.fault.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Test layers: `unit` (pure server and shared code), `web` (components in happy-dom), `api-pglite` (the
 * real app on embedded PGlite) and, when TEST_DATABASE_URL is set, `api-pg` (the same API tests on
 * PostgreSQL, plus the concurrency tests that only a real server can run) and `faults` (database outage,
 * killed processes and overload against a private PostgreSQL cluster).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core to its main process, which on a 2-core machine means one worker:
    // the main process mostly waits, so both cores run tests (ADR 221).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...apiFiles, ...faultFiles, 'node_modules/**'],
          // Pure code: files share the modules their worker loaded (ADR 217), which cuts a third of the
          // layer's time; no unit test replaces a module.
          isolate: false,
          // Sized for a loaded 2-core machine: a few unit tests start PGlite clusters or parse at size and
          // take seconds alone, several times that while the other layer's workers share the cores.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // The slowest component tests (a dialog walked through, every icon drawn) take over 2 s on a
          // loaded 2-core machine: within 2× of Vitest's 5 s default. Each file keeps its own module graph:
          // modules of the app keep what they read for the page (the payments mode, toasts), and a shared
          // graph made a file's verdict depend on which files its worker ran before.
          testTimeout: 15_000,
        },
      },
      ...apiProjects('api-pglite', pgliteApiFiles, {
        globalSetup: ['src/server/testing/pglite-template.global-setup.ts'],
        env: { TEST_DB_KIND: 'pglite' },
      }),
      ...(withPostgres
        ? apiProjects('api-pg', apiFiles, {
            globalSetup: ['src/server/testing/postgres-template.global-setup.ts'],
            env: { TEST_DB_KIND: 'postgres' },
          })
        : []),
      {
        // Fault tests: their own PostgreSQL cluster and the server as a child process, stopped and killed
        // on purpose (src/server/testing/faults). One file at a time: they measure timing on a 2-core machine.
        resolve: { alias },
        test: {
          name: 'faults',
          environment: 'node',
          include: faultFiles,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});

/**
 * One layer of API tests as two projects: `<name>` shares each worker's loaded modules between its files
 * (`isolate: false`), which halves the layer's time, since every file starts the whole app and loading it
 * anew per file cost about eight seconds on a loaded 2-core machine; `<name>-isolated` runs the files that
 * mock a module in a fresh module graph each. Every file builds its own app and database, so nothing of a
 * test's state is shared but the loaded code.
 */
function apiProjects(
  name: string,
  include: string[],
  setup: { globalSetup?: string[]; env: Record<string, string> },
) {
  const common = {
    environment: 'node' as const,
    ...setup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      resolve: { alias },
      test: {
        ...common,
        name,
        include,
        exclude: [...apiFilesWithMocks, 'node_modules/**'],
        isolate: false,
      },
    },
    {
      resolve: { alias },
      test: {
        ...common,
        name: `${name}-isolated`,
        include: apiFilesWithMocks.filter((file) => include === apiFiles || include.includes(file)),
        passWithNoTests: true,
      },
    },
  ];
}
