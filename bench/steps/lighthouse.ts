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

const chromeFlags = [
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
    return 'the lighthouse package is not installed (run npm ci: it is a dev dependency, ADR 092)';
  }
  return null;
}

interface LighthouseJson {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * One Lighthouse run, tried again (up to three times in all) when Lighthouse reports a runtime error: the
 * first start of a freshly installed Chromium has failed to record the trace (NO_NAVSTART) once here, and
 * a failed run would otherwise count as a score of 0.
 */
function runOnce(url: string, cookie: string | undefined): LighthouseJson {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const report = runLighthouseCli(url, cookie);
    if (!report.runtimeError) return report;
    lastError = `${report.runtimeError.code}: ${report.runtimeError.message}`;
  }
  throw new Error(`lighthouse failed three times on ${url}: ${lastError}`);
}

function runLighthouseCli(url: string, cookie: string | undefined): LighthouseJson {
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
