import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { rooftopBees } from '../src/server/summarizer/samples/rooftop-bees';
import { testAudio } from '../src/server/testing/test-audio';

export { expect };
import { demoAccounts } from '@shared/demo-accounts';

export { demoAccounts };

/** Where specs save the screenshots they take on purpose (failure screenshots go to test-results/). */
const artifactsDir = resolve(import.meta.dirname, '..', 'artifacts');

/**
 * Whether this run keeps screenshots for people to look at (`E2E_SCREENSHOTS=1`, docs/testing.md). They
 * verify nothing, so CI runs without them: galleries skip, and `keepScreenshot` takes none.
 */
export const screenshotsWanted = ['1', 'true'].includes(process.env.E2E_SCREENSHOTS ?? '');

/** Saves a screenshot of the page or an element into artifacts/ when the run keeps them. */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; animations?: 'disabled' | 'allow' } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  await target.screenshot({ path: artifactPath(name), ...options });
}

/** The path of an artifact file, creating the folder on first use. */
export function artifactPath(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return join(artifactsDir, name);
}

export interface ConsoleGuard {
  /** Tolerate console errors matching this pattern for the rest of the test (e.g. an error a spec provokes). */
  allow(pattern: RegExp): void;
  /** Errors seen so far that no pattern allows. */
  readonly unexpected: string[];
}

/**
 * Chromium itself logs "Failed to load resource: … status of 401/404" for every 4xx answer; these are
 * expected answers (an anonymous session check, a missing report), not application errors. 5xx answers
 * and everything the app logs with console.error still fail the test.
 */
const browserNoise = [/^Failed to load resource: the server responded with a status of 4\d\d/];

function describe(message: ConsoleMessage): string {
  const where = message.location();
  return `console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  /**
   * Auto fixture: every test fails on an unexpected console.error, uncaught page error or CSP violation,
   * so a broken screen cannot pass just because the element under test happened to render.
   */
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [...browserNoise];
      const unexpected: string[] = [];
      const record = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text.replace(/^(console\.error|pageerror): /, '')))) {
          unexpected.push(text);
        }
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(describe(message));
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      // Chromium logs no console message for some violations (an eval probe caught by the page's own
      // code), so report every one the page sees.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });

      await use({ allow: (pattern) => allowed.push(pattern), unexpected });

      if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Unexpected browser errors:\n${unexpected.map((line) => `  ${line}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
});

const insideSignIn = (url: URL) =>
  url.pathname.startsWith('/dev-google') ||
  url.pathname.startsWith('/api/auth') ||
  url.pathname.startsWith('/auth/callback');

/** Fills and submits the local Google emulator's account page ('Choose an account'). */
export async function chooseEmulatorAccount(page: Page, email: string, name?: string): Promise<void> {
  await expect(page).toHaveTitle(/Choose an account/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (name !== undefined) await page.getByLabel('Name', { exact: false }).fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !insideSignIn(url), { timeout: 15_000 });
}

/** The demo people's sign-ins, kept per worker: their cookies, by email and server. */
const demoSessions = new Map<string, Cookie[]>();
const demoNames = new Map<string, string>(
  Object.values(demoAccounts).map((account) => [account.email, account.name]),
);
/** A demo person signing in as seeded (their own name or none given), whose session can be kept. */
const keepsSession = (email: string, name: string | undefined) =>
  demoNames.has(email) && (name === undefined || name === demoNames.get(email));

/**
 * Signs in for real through the local Google emulator, starting at the server's sign-in endpoint, and
 * waits until the browser is back in the app (by default on /subscriber/reports).
 *
 * The seeded demo people sign in once per worker and server: later specs get that session's cookie, once
 * the server confirms it is still signed in (a spec may have signed it out), and open `returnPath`. Every
 * other person, and the sign-in specs themselves, go through the emulator each time.
 */
export async function signIn(
  page: Page,
  email: string,
  name?: string,
  returnPath = '/subscriber/reports',
): Promise<void> {
  const context = page.context();
  const key = `${email} ${test.info().project.use.baseURL ?? ''}`;
  const kept = keepsSession(email, name) ? demoSessions.get(key) : undefined;
  if (kept) {
    await context.addCookies(kept);
    const session = await page.request.get('/api/auth/session');
    const body = session.ok() ? ((await session.json()) as { user: { email?: string } | null }) : undefined;
    if (body?.user?.email === email) {
      await page.goto(returnPath);
      return;
    }
    demoSessions.delete(key);
    await context.clearCookies();
  }
  await page.goto(`/api/auth/google/start?returnPath=${encodeURIComponent(returnPath)}`);
  await chooseEmulatorAccount(page, email, name);
  if (keepsSession(email, name)) demoSessions.set(key, await context.cookies());
}

/**
 * Signs in as a new person and makes them a creator through onboarding's "Become a creator", leaving the
 * optional logo step.
 */
export async function becomeCreator(
  page: Page,
  email: string,
  name: string,
  channelName: string,
): Promise<void> {
  await signIn(page, email, name, '/onboarding');
  await page.getByRole('button', { name: 'Become a creator' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Channel name/).fill(channelName);
  await dialog.getByRole('button', { name: /Save and continue/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Add a logo' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * A creator's report of the rooftop-bees sample, made and generated through the API, ready to review.
 * `episode` adds to or replaces the episode's fields (its length, an enclosure). Returns its id.
 */
export async function readyReport(
  page: Page,
  episode: { durationSeconds: number; mediaUrl?: string },
): Promise<string> {
  const created = await page.request.post('/api/creator/reports', {
    data: {
      episode: { title: 'Bees on the roof', ...episode },
      transcript: { content: rooftopBees, format: 'text' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/creator/reports/${id}/generate`)).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/creator/reports/${id}`)).json()) as { status: string }).status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  return id;
}

/** `readyReport` with a WAV of silence of `episodeSeconds` uploaded as its audio. Returns its id. */
export async function readyReportWithAudio(page: Page, episodeSeconds: number): Promise<string> {
  const id = await readyReport(page, { durationSeconds: episodeSeconds });
  const uploaded = await page.request.post(`/api/creator/reports/${id}/audio`, {
    headers: { 'content-type': 'audio/wav' },
    data: testAudio.wav(episodeSeconds),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return id;
}

/** Where the report page's audio element is and whether it plays. */
export const audioState = (page: Page) =>
  page.locator('[data-testid="audio-player"] audio').evaluate((el: HTMLAudioElement) => ({
    time: el.currentTime,
    paused: el.paused,
  }));
