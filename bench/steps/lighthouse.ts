import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { median } from '../lib/stats';
import { root } from '../lib/processes';

/**
 * Lighthouse (mobile, the CLI's default form factor) against the built server, median of three runs per
 * page. It needs the `lighthouse` package and a Chromium at CHROME_PATH (default /usr/bin/chromium); the
 * harness never downloads a browser, so when either is missing the step is skipped with the reason.
 */

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthousePage {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

export function lighthouseUnavailable(): string | null {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    return `no Chromium at ${chrome} (set CHROME_PATH; the harness never downloads a browser)`;
  }
  if (!existsSync(join(root, 'node_modules/.bin/lighthouse'))) {
    // Tried 2026-11-22: lighthouse 12.8.2 (the newest for Node 20) leaves third-party-web missing from
    // package-lock.json with this registry, so `npm ci` fails; it stays uninstalled until that changes.
    return 'the lighthouse package is not installed (lighthouse 12.8.2 breaks npm ci with this registry: third-party-web is missing from the lock file)';
  }
  return null;
}

interface LighthouseJson {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function runOnce(url: string, cookie: string | undefined): LighthouseJson {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${chromeFlags.join(' ')}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const result = spawnSync(join(root, 'node_modules/.bin/lighthouse'), args, {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout) as LighthouseJson;
}

export function runLighthouse(
  pages: { page: string; url: string; cookie?: string }[],
  runs = 3,
): LighthousePage[] {
  return pages.map(({ page, url, cookie }) => {
    const reports = Array.from({ length: runs }, () => runOnce(url, cookie));
    const score = (id: string) =>
      median(reports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      runs,
    };
  });
}
