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
const apiFilesWithMocks = ['src/server/hardening/authorization-matrix.api.test.ts'];
const faultFiles = ['src/server/faults/**/*.fault.test.ts'];
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
          // loaded 2-core machine: within 2× of Vitest's 5 s default.
          testTimeout: 15_000,
        },
      },
      ...apiProjects('api-pglite', {
        globalSetup: ['src/server/test/pglite-template.global-setup.ts'],
        env: { TEST_DB_KIND: 'pglite' },
      }),
      ...(withPostgres ? apiProjects('api-pg', { env: { TEST_DB_KIND: 'postgres' } }) : []),
      {
        // Fault tests: their own PostgreSQL cluster and the server as a child process, stopped and killed
        // on purpose (src/server/faults). One file at a time: they measure timing on a 2-core machine.
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
function apiProjects(name: string, setup: { globalSetup?: string[]; env: Record<string, string> }) {
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
        include: apiFiles,
        exclude: [...apiFilesWithMocks, 'node_modules/**'],
        isolate: false,
      },
    },
    { resolve: { alias }, test: { ...common, name: `${name}-isolated`, include: apiFilesWithMocks } },
  ];
}
