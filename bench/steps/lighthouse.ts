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

/** A page Lighthouse measures; `cookie` signs the run in. */
export interface LighthouseTarget {
  page: string;
  url: string;
  cookie?: string;
}

/**
 * The pages issue 19 sets targets for: the landing page and the public channel page as a visitor sees them,
 * the feed and a report page signed in. The report is one with audio and a transcript (bench/lib/listening.ts),
 * so its page carries the player and the transcript section like a real episode's.
 */
export function lighthouseTargets(
  serverUrl: string,
  signedIn: { cookie: string; reportId: string; channelId: string },
): LighthouseTarget[] {
  const { cookie, reportId, channelId } = signedIn;
  return [
    { page: 'landing', url: `${serverUrl}/` },
    { page: 'feed', url: `${serverUrl}/subscriber/reports`, cookie },
    { page: 'report (player, transcript)', url: `${serverUrl}/subscriber/reports/${reportId}`, cookie },
    { page: 'public channel', url: `${serverUrl}/channels/${channelId}` },
  ];
}

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
  /** Scripts the page fetched during the run, as sent (compressed), and how many files. */
  scriptKb: number;
  scriptFiles: number;
  runs: number;
}

export function lighthouseUnavailable(): string | null {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    return `no Chromium at ${chrome} (set CHROME_PATH; the harness never downloads a browser)`;
  }
  if (!existsSync(join(root, 'node_modules/.bin/lighthouse'))) {
    return 'the lighthouse package is not installed (run npm ci: it is a dev dependency, ADR 001)';
  }
  return null;
}

export interface LighthouseJson {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: { url?: string; resourceType?: string; statusCode?: number; transferSize?: number }[];
      };
    }
  >;
}

const requestsOf = (report: LighthouseJson) => report.audits['network-requests']?.details?.items ?? [];

/**
 * Throws when a run did not measure the page it was sent to: sent elsewhere, or, with a session, asked
 * the API something it refused with 401 (a signed-out run would measure a sign-in screen, not the page).
 */
export function checkMeasuredPage(target: LighthouseTarget, report: LighthouseJson): void {
  const asked = new URL(target.url);
  const landed = report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl) : null;
  if (landed && landed.pathname !== asked.pathname) {
    throw new Error(`lighthouse measured ${landed.pathname} instead of ${asked.pathname}`);
  }
  if (!target.cookie) return;
  const refused = requestsOf(report).filter(
    (request) => request.statusCode === 401 && request.url?.includes('/api/'),
  );
  if (refused.length > 0) {
    throw new Error(
      `lighthouse ran ${asked.pathname} signed out (401 from ${refused.map((r) => new URL(r.url!).pathname).join(', ')})`,
    );
  }
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
  if (result.status !== 0) {
    // The same runtime errors (NO_NAVSTART under load) sometimes end the CLI instead of landing in its
    // report: tried again the same way.
    const runtime = /Runtime error encountered: ([^\n]*?)\s*\((\w+)\)/.exec(result.stderr ?? '');
    if (runtime) return { runtimeError: { code: runtime[2]!, message: runtime[1]! } } as LighthouseJson;
    throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  }
  return JSON.parse(result.stdout) as LighthouseJson;
}

export function runLighthouse(pages: LighthouseTarget[], runs = 3): LighthousePage[] {
  return pages.map((target) => {
    const { page, url, cookie } = target;
    const reports = Array.from({ length: runs }, () => runOnce(url, cookie));
    reports.forEach((report) => checkMeasuredPage(target, report));
    const scripts = reports.map((report) =>
      requestsOf(report).filter((request) => request.resourceType === 'Script'),
    );
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
      scriptKb:
        Math.round(
          median(scripts.map((list) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0))) /
            102.4,
        ) / 10,
      scriptFiles: median(scripts.map((list) => list.length)),
      runs,
    };
  });
}
