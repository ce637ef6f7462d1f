import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { paymentsE2E, projectsInRun } from './e2e/payments/servers';
import { e2ePorts } from './e2e/ports';

/**
 * End-to-end specs drive the BUILT app (`npm run build` first; `npm test` does it) in Debian's Chromium.
 * Never a downloaded browser: this machine and CI reach no browser download host.
 *
 * Each run starts the server on a port picked when the run begins (e2e/ports.ts; E2E_PORT fixes it) with a
 * fresh temporary DATA_DIR, so every run begins from the same seeded demo database, never touches `data/`
 * and never collides with another run or server on the machine.
 */
const port = e2ePorts().app;
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);

// The config file is evaluated by the runner and again by each worker; the first evaluation picks the
// directory and hands it on through the environment so all of them agree on one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'podbrief-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The `payments` project (issue 25): e2e/payments/** runs against a second app with payments on, pointed at
 * the local Stripe (`npm run stripe:local`), each on a port of its own and with its own fresh data.
 * The default project stays the free beta, as a machine without payment keys runs it. A run that cannot
 * reach one project's specs (a file filter, `--project`) does not start its servers: a helper's run of
 * one spec on the shared two cores does not pay for the other two.
 */
process.env.E2E_PAYMENTS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'podbrief-e2e-payments-'));
const paymentsDataDir = process.env.E2E_PAYMENTS_DATA_DIR;
const inRun = projectsInRun(process.argv);
// A second app seeding its demo data while the first does the same on two loaded cores took 66 s once.
const serverStartLimitMs = 180_000;
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

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
  projects: [
    { name: 'chromium', testIgnore: 'payments/**', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'payments',
      testMatch: 'payments/**/*.spec.ts',
      // One story on two servers and a loaded machine: waits are on conditions, their limits generous.
      timeout: 240_000,
      expect: { timeout: 20_000 },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: paymentsE2E.appURL,
        // A missing button fails its step in a minute, not at the end of the step's whole budget.
        actionTimeout: 60_000,
        navigationTimeout: 60_000,
      },
    },
  ],
  webServer: [
    ...(inRun.beta || !inRun.payments ? [betaServer()] : []),
    ...(inRun.payments ? paymentsServers() : []),
  ],
});

function betaServer(): WebServer {
  return {
    // The runner's own Node (24 from node_modules under npm scripts and npx), not whichever `node` the
    // shell finds first: the server under test runs on the runtime the project supports (ADR 001).
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
  };
}

function paymentsServers(): WebServer[] {
  return [
    {
      command: `${JSON.stringify(process.execPath)} node_modules/tsx/dist/cli.mjs src/server/local/stripe/cli.ts`,
      url: `${paymentsE2E.stripeURL}/_local/events`,
      reuseExistingServer: false,
      timeout: serverStartLimitMs,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        STRIPE_LOCAL_PORT: String(paymentsE2E.stripePort),
        APP_URL: paymentsE2E.appURL,
        STRIPE_WEBHOOK_SECRET: paymentsE2E.webhookSecret,
      },
    },
    {
      command: `${JSON.stringify(process.execPath)} dist/server/main.js`,
      url: `${paymentsE2E.appURL}/api/ready`,
      reuseExistingServer: false,
      timeout: serverStartLimitMs,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        HOST: 'localhost',
        PORT: String(paymentsE2E.appPort),
        APP_URL: paymentsE2E.appURL,
        DATA_DIR: paymentsDataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '10000',
        STRIPE_SECRET_KEY: paymentsE2E.secretKey,
        STRIPE_WEBHOOK_SECRET: paymentsE2E.webhookSecret,
        STRIPE_API_URL: paymentsE2E.stripeURL,
      },
    },
  ];
}
