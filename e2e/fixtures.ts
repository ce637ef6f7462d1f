import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };
export { demoAccounts } from '@shared/demo-accounts';

/** Where specs save the screenshots they take on purpose (failure screenshots go to test-results/). */
const artifactsDir = resolve(import.meta.dirname, '..', 'artifacts');

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

/**
 * Signs in for real through the local Google emulator, starting at the server's sign-in endpoint, and
 * waits until the browser is back in the app (by default on /subscriber/reports).
 */
export async function signIn(
  page: Page,
  email: string,
  name?: string,
  returnPath = '/subscriber/reports',
): Promise<void> {
  await page.goto(`/api/auth/google/start?returnPath=${encodeURIComponent(returnPath)}`);
  await chooseEmulatorAccount(page, email, name);
}
