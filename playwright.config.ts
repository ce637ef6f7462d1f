import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end specs drive the BUILT app (`npm run build` first; `npm test` does it) in Debian's Chromium.
 * Never a downloaded browser: this machine and CI reach no browser download host.
 *
 * Each run starts the server on E2E_PORT (default 4173) with a fresh temporary DATA_DIR, so every run
 * begins from the same seeded demo database and never touches `data/`. Parallel helpers pick their own
 * E2E_PORT so their runs don't collide.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);

// The config file is evaluated by the runner and again by each worker; the first evaluation picks the
// directory and hands it on through the environment so all of them agree on one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'podbrief-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Per port: Playwright empties its output folder at start, and parallel runs in one checkout must not
  // delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  // Two cores are shared by the server and the browser: one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The runner's own Node (24 from node_modules under npm scripts and npx), not whichever `node` the
    // shell finds first: the server under test runs on the runtime the project supports (ADR 140).
    command: `${JSON.stringify(process.execPath)} dist/server/main.js`,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: 'localhost',
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every spec browses from one address; the real per-IP budget would throttle the suite itself.
      RATE_LIMIT_PER_MINUTE: '10000',
    },
  },
});
