import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadSettings, PathResult } from '../steps/hot-paths';
import type { ExplainedQuery } from '../steps/explain';
import type { RouteWeight } from '../steps/frontend';
import type { LighthousePage } from '../steps/lighthouse';
import type { StartupRun } from '../steps/startup';
import type { PublishFigures, StreamStepResult } from '../steps/streams';
import type { SummarizerResult } from '../steps/summarizer';
import type { ThreeHourResult } from '../steps/three-hour-transcript';
import { root } from '../lib/processes';
import { ratio, type TargetSummary } from '../lib/stats';

/** Everything one run measured: the shape of bench/results/latest.json (and quick.json). */
export interface BenchResults {
  mode: 'full' | 'quick';
  date: string;
  durationSec: number;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  settings: {
    scales: number[];
    pgliteScale: number;
    users: number;
    load: LoadSettings;
    scaleLoad: LoadSettings;
  };
  generation: {
    postgres: GenerationSummary[];
    pglite: GenerationSummary;
  };
  hotPaths: {
    reports: number;
    paths: PathResult[];
    rss: { idleMb: number | null; underLoadMedianMb: number; underLoadMaxMb: number };
    explain: ExplainedQuery[];
  };
  scaleCurve: {
    reports: number;
    api: TargetSummary;
    dbFloor: TargetSummary | null;
    p50VsSmallest: number | null;
  }[];
  pglite: {
    reports: number;
    /** At the scale load's connections (50). */
    api: TargetSummary;
    /** The same feed at each number of concurrent readers (absent in runs before issue 19). */
    byReaders?: { connections: number; api: TargetSummary }[];
    postgresApi: TargetSummary;
    rpsVsPostgres: number | null;
    p50VsPostgres: number | null;
  };
  frontend: RouteWeight[];
  lighthouse: LighthousePage[] | { skipped: string };
  startup: {
    empty: { runs: StartupRun[]; medianMs: number };
    seeded: { reports: number; runs: StartupRun[]; medianMs: number };
  };
  summarizer: SummarizerResult;
  /** The longest honest transcript, read and summarised (ADR 207; absent in older runs). */
  threeHour?: ThreeHourResult;
  /** Live event streams: a publish and the hot paths with one stream and with many (absent in older runs). */
  streams?: StreamStepResult;
  /** Every failed answer of every load run (API, floors, scale steps, PGlite). */
  errors: number;
  /** Of those, 503s: the server shedding load (under-pressure), reported as a missed target. */
  shed: number;
  targets: TargetCheck[];
}

const shedOf = (summary: TargetSummary | null | undefined) => summary?.statuses['503'] ?? 0;

/** Sums the failed answers (and the 503s among them) of every run into `errors` and `shed`. */
export function tallyErrors(r: BenchResults): void {
  const summaries: (TargetSummary | null | undefined)[] = [
    ...r.hotPaths.paths.flatMap((p) => [p.api, p.dbFloor, p.frameworkFloor]),
    ...r.scaleCurve.flatMap((s) => [s.api, s.dbFloor]),
    ...(r.pglite.byReaders?.map((b) => b.api) ?? [r.pglite.api]),
    ...(r.streams?.paths.flatMap((p) => [p.oneStream, p.allStreams]) ?? []),
  ];
  // A stream that failed to open, ended early or received what it may not read is an error too.
  r.errors = summaries.reduce((sum, s) => sum + (s?.errors ?? 0), r.streams?.failures ?? 0);
  r.shed = summaries.reduce((sum, s) => sum + shedOf(s), 0);
}

/** "1,234 (1,200 shed)": errors with the load-shedding 503s among them. */
const errorsCell = (summary: TargetSummary) => {
  const shed = shedOf(summary);
  return shed > 0 ? `${count(summary.errors)} (${count(shed)} shed)` : count(summary.errors);
};

interface GenerationSummary {
  reports: number;
  totalMs: number;
  rows: Record<string, number>;
  steps: { name: string; ms: number }[];
}

export interface TargetCheck {
  target: string;
  actual: string;
  /** null: not measured in this run (the reason is in `actual`). */
  met: boolean | null;
}

const fmt = (n: number | null | undefined, digits = 1) =>
  n == null || !Number.isFinite(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits });
const x = (n: number | null | undefined) => (n == null ? '–' : `${fmt(n, 2)}×`);
const count = (n: number) => n.toLocaleString('en-US');

/** The targets against this run's figures. Pure, so the verdicts follow from the JSON alone. */
export function evaluateTargets(r: BenchResults): TargetCheck[] {
  const feed = r.hotPaths.paths.find((p) => p.name === 'feed');
  const scale = `${count(r.hotPaths.reports)} reports`;
  const checks: TargetCheck[] = [];
  const rpsRatio = feed?.ratios.rpsVsDbFloor ?? null;
  const connections = r.settings.load.connections;
  checks.push({
    target: `Feed throughput ≥ 0.8 × database floor (PostgreSQL, ${scale}, ${connections} connections)`,
    actual: `${x(rpsRatio)} (${fmt(feed?.api.rps)} vs ${fmt(feed?.dbFloor?.rps)} req/s)`,
    met: rpsRatio === null ? null : rpsRatio >= 0.8,
  });
  const p99Ratio = feed ? ratio(feed.api.p99, feed.dbFloor?.p99) : null;
  checks.push({
    target: `Feed p99 ≤ 1.5 × database-floor p99 at ${connections} connections (PostgreSQL, ${scale})`,
    actual: `${x(p99Ratio)} (${fmt(feed?.api.p99)} ms vs floor ${fmt(feed?.dbFloor?.p99)} ms)`,
    met: p99Ratio === null ? null : p99Ratio <= 1.5,
  });
  const pgliteRuns = r.pglite.byReaders ?? [
    { connections: r.settings.scaleLoad.connections, api: r.pglite.api },
  ];
  const pgliteErrors = pgliteRuns.reduce((sum, b) => sum + b.api.errors, 0);
  const pgliteShed = pgliteRuns.reduce((sum, b) => sum + shedOf(b.api), 0);
  const pgErrors = r.errors - pgliteErrors;
  const pgShed = r.shed - pgliteShed;
  checks.push({
    target: '0 errors under load (PostgreSQL: every path, floor and scale step)',
    actual: `${count(pgErrors)} errors, of which ${count(pgShed)} load-shedding 503s`,
    met: pgErrors === 0,
  });
  const team = pgliteRuns.find((b) => b.connections === 20);
  checks.push({
    target: `Embedded database (PGlite, ${count(r.pglite.reports)} reports) at 20 concurrent readers: p99 ≤ 300 ms, 0 errors`,
    actual: team
      ? `p99 ${fmt(team.api.p99)} ms, ${count(team.api.errors)} errors`
      : 'not measured: this run had no 20-reader step',
    met: team ? team.api.p99 <= 300 && team.api.errors === 0 : null,
  });
  checks.push({
    target: `0 errors under load (PGlite feed, ${pgliteRuns.map((b) => b.connections).join(' and ')} readers)`,
    actual: `${count(pgliteErrors)} errors, of which ${count(pgliteShed)} load-shedding 503s`,
    met: pgliteErrors === 0,
  });
  const first = r.scaleCurve[0];
  const last = r.scaleCurve.at(-1);
  const growth = last?.p50VsSmallest ?? null;
  checks.push({
    target: `Scale curve: feed p50 at ${count(last?.reports ?? 0)} ≤ 1.5 × p50 at ${count(first?.reports ?? 0)}`,
    actual: `${x(growth)} (${fmt(last?.api.p50)} ms vs ${fmt(first?.api.p50)} ms)`,
    met: growth === null ? null : growth <= 1.5,
  });
  const landing = r.frontend.find((w) => w.route === 'landing');
  checks.push({
    target: 'Landing initial JS ≤ 100 KB gzip',
    actual: `${fmt(landing?.jsGzipKb)} KB`,
    met: landing ? landing.jsGzipKb <= 100 : null,
  });
  const appRoutes = r.frontend.filter((w) => w.route !== 'landing');
  checks.push({
    target: 'Initial JS ≤ 130 KB gzip on every app route (issue 19)',
    actual: appRoutes.map((w) => `${w.route} ${fmt(w.jsGzipKb)} KB`).join(', '),
    met: appRoutes.length > 0 ? appRoutes.every((w) => w.jsGzipKb <= 130) : null,
  });
  if (Array.isArray(r.lighthouse)) {
    const pages = r.lighthouse;
    const worst = (key: 'performance' | 'accessibility') => Math.min(...pages.map((p) => p[key]));
    checks.push({
      target: `Lighthouse performance ≥ 95 on ${pages.map((p) => p.page).join(', ')}`,
      actual: pages.map((p) => `${p.page} ${p.performance}`).join(', '),
      met: worst('performance') >= 95,
    });
    checks.push({
      target: `Lighthouse accessibility ≥ 95 on ${pages.map((p) => p.page).join(', ')}`,
      actual: pages.map((p) => `${p.page} ${p.accessibility}`).join(', '),
      met: worst('accessibility') >= 95,
    });
  } else {
    const reason = `not measured: ${r.lighthouse.skipped}`;
    checks.push({ target: 'Lighthouse performance ≥ 95 on every measured page', actual: reason, met: null });
    checks.push({
      target: 'Lighthouse accessibility ≥ 95 on every measured page',
      actual: reason,
      met: null,
    });
  }
  const worstStart = Math.max(r.startup.empty.medianMs, r.startup.seeded.medianMs);
  checks.push({
    target: 'Embedded start to ready ≤ 6 s (empty and seeded)',
    actual: `empty ${fmt(r.startup.empty.medianMs / 1000, 2)} s, seeded ${fmt(r.startup.seeded.medianMs / 1000, 2)} s`,
    met: Number.isFinite(worstStart) ? worstStart <= 6000 : null,
  });
  checks.push({
    target: 'Summarizer ≤ 300 ms for 20,000 words',
    actual: `${r.summarizer.medianMs} ms (median of warm runs; cold ${r.summarizer.coldMs} ms)`,
    met: r.summarizer.medianMs <= 300,
  });
  if (r.threeHour) {
    const budget = r.threeHour.parseBudgetMs / 2;
    checks.push({
      target: `3-hour word-level JSON transcript: parse ≤ ${fmt(budget / 1000, 1)} s (half the parse budget), summary ≤ 2 s`,
      actual: `parse ${r.threeHour.parseMedianMs} ms, summary ${r.threeHour.summarizeMedianMs} ms (medians)`,
      met: r.threeHour.parseMedianMs <= budget && r.threeHour.summarizeMedianMs <= 2000,
    });
  }
  return checks;
}

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');

/** The generated part of docs/performance.md: every figure with its floor and ratio. */
export function renderResults(r: BenchResults): string {
  const out: string[] = [];
  const load = r.settings.load;
  out.push(
    `Run of ${r.date.slice(0, 10)} (${r.date.slice(11, 16)} UTC), ${r.mode} mode, ${r.durationSec} s in all. ` +
      `${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}. Load average ${r.machine.loadAverageAtStart.join(' / ')} ` +
      `at the start and ${r.machine.loadAverageAtEnd.join(' / ')} at the end (other people share this machine: ` +
      `trust the ratios more than the absolute figures).`,
  );
  out.push('', '### Targets', '');
  out.push(
    table(
      ['Target', 'This run', 'Verdict'],
      r.targets.map((t) => [t.target, t.actual, verdict(t.met)]),
    ),
  );

  out.push('', `### API hot paths (PostgreSQL, ${count(r.hotPaths.reports)} reports)`, '');
  out.push(
    `${load.connections} connections, server pinned to core 0 and autocannon to core 1; ${load.warmupSec} s warm-up, ` +
      `then ${load.rounds} interleaved rounds of ${load.roundSec} s; each figure is the median of the rounds, ` +
      `errors are summed. req/s and latencies (ms) are of 2xx answers; "shed" counts 503 load shedding.`,
    '',
  );
  out.push(
    table(
      [
        'Path',
        'req/s',
        'p50',
        'p95',
        'p99',
        'Errors',
        'DB floor req/s',
        'DB floor p50',
        'DB floor p99',
        'API ÷ DB floor (req/s)',
        'API ÷ DB floor (p99)',
        'Framework floor req/s',
        'Framework floor p50',
        'API ÷ framework floor (req/s)',
        'Bytes',
      ],
      r.hotPaths.paths.map((p) => [
        p.label,
        fmt(p.api.rps, 0),
        fmt(p.api.p50),
        fmt(p.api.p95),
        fmt(p.api.p99),
        errorsCell(p.api),
        fmt(p.dbFloor?.rps, 0),
        fmt(p.dbFloor?.p50),
        fmt(p.dbFloor?.p99),
        x(p.ratios.rpsVsDbFloor),
        x(p.ratios.p99VsDbFloor ?? ratio(p.api.p99, p.dbFloor?.p99)),
        fmt(p.frameworkFloor?.rps, 0),
        fmt(p.frameworkFloor?.p50),
        x(p.ratios.rpsVsFrameworkFloor),
        count(p.responseBytes),
      ]),
    ),
  );
  const rss = r.hotPaths.rss;
  out.push(
    '',
    `Server memory (RSS): ${fmt(rss.idleMb)} MiB idle after start, ${fmt(rss.underLoadMedianMb)} MiB median and ` +
      `${fmt(rss.underLoadMaxMb)} MiB peak under load.`,
  );

  if (r.streams) out.push('', ...renderStreams(r.streams));

  out.push('', '### Scale curve (feed, default filters)', '');
  out.push(
    table(
      [
        'Reports',
        'req/s',
        'p50',
        'p95',
        'p99',
        'Errors',
        'DB floor p50',
        'DB floor p99',
        'DB floor req/s',
        'p50 ÷ p50 at smallest',
      ],
      r.scaleCurve.map((s) => [
        count(s.reports),
        fmt(s.api.rps, 0),
        fmt(s.api.p50),
        fmt(s.api.p95),
        fmt(s.api.p99),
        errorsCell(s.api),
        fmt(s.dbFloor?.p50),
        fmt(s.dbFloor?.p99),
        fmt(s.dbFloor?.rps, 0),
        x(s.p50VsSmallest),
      ]),
    ),
  );

  const pg = r.pglite;
  out.push('', `### Embedded database (PGlite, ${count(pg.reports)} reports, feed default filters)`, '');
  const pgRow = (label: string, a: TargetSummary) => [
    label,
    fmt(a.rps, 0),
    fmt(a.p50),
    fmt(a.p95),
    fmt(a.p99),
    errorsCell(a),
  ];
  const byReaders = pg.byReaders ?? [{ connections: r.settings.scaleLoad.connections, api: pg.api }];
  out.push(
    table(
      ['Database', 'req/s', 'p50', 'p95', 'p99', 'Errors'],
      [
        ...byReaders.map((b) => pgRow(`PGlite, ${b.connections} readers`, b.api)),
        pgRow(`PostgreSQL, ${r.settings.scaleLoad.connections} readers`, pg.postgresApi),
        [
          `PGlite ÷ PostgreSQL at ${r.settings.scaleLoad.connections}`,
          x(pg.rpsVsPostgres),
          x(pg.p50VsPostgres),
          '',
          '',
          '',
        ],
      ],
    ),
  );

  out.push('', '### Data generator', '');
  out.push(
    table(
      [
        'Database',
        'Reports',
        'Subscriptions',
        'Reads',
        'Favourites',
        'Notes',
        'Time (s)',
        'Reports step (s)',
      ],
      [
        ...r.generation.postgres.map((g) => ['PostgreSQL', g] as const),
        ['PGlite', r.generation.pglite] as const,
      ].map(([db, g]) => [
        db,
        count(g.reports),
        count(g.rows.subscriptions ?? 0),
        count(g.rows.reads ?? 0),
        count(g.rows.favourites ?? 0),
        count(g.rows.notes ?? 0),
        fmt(g.totalMs / 1000),
        fmt((g.steps.find((s) => s.name.startsWith('reports'))?.ms ?? 0) / 1000),
      ]),
    ),
  );

  out.push('', '### Front end (initial JS and CSS of a first visit, gzip level 9)', '');
  out.push(
    table(
      ['Route', 'JS files', 'JS gzip (KB)', 'JS raw (KB)', 'CSS gzip (KB)'],
      r.frontend.map((w) => [
        `${w.route} (${w.path})`,
        w.jsFiles,
        fmt(w.jsGzipKb),
        fmt(w.jsRawKb),
        fmt(w.cssGzipKb),
      ]),
    ),
  );
  out.push('', '### Lighthouse (mobile, median of 3)', '');
  if (Array.isArray(r.lighthouse)) {
    out.push(
      table(
        [
          'Page',
          'Performance',
          'Accessibility',
          'Best practices',
          'LCP (ms)',
          'TBT (ms)',
          'CLS',
          'Scripts sent (KB, files)',
        ],
        r.lighthouse.map((p) => [
          p.page,
          p.performance,
          p.accessibility,
          p.bestPractices,
          count(p.lcpMs),
          count(p.tbtMs),
          p.cls,
          // Runs before the bench recorded it have no script figure.
          p.scriptKb === undefined ? '–' : `${fmt(p.scriptKb)} (${p.scriptFiles})`,
        ]),
      ),
    );
  } else {
    out.push(`Not measured: ${r.lighthouse.skipped}.`);
  }

  out.push('', '### Start and jobs', '');
  const phases = (runs: StartupRun[]) => {
    const p = runs.find((run) => run.phases)?.phases;
    return p
      ? Object.entries(p)
          .map(([k, v]) => `${k.replace(/Ms$/, '')} ${v}`)
          .join(', ')
      : '–';
  };
  out.push(
    table(
      ['Measure', 'Median', 'Runs', 'Detail'],
      [
        [
          '`npm start` → /api/ready, empty embedded database',
          `${fmt(r.startup.empty.medianMs, 0)} ms`,
          r.startup.empty.runs.map((x) => x.readyMs).join(', '),
          `server phases (ms): ${phases(r.startup.empty.runs)}`,
        ],
        [
          `\`npm start\` → /api/ready, embedded database with ${count(r.startup.seeded.reports)} reports`,
          `${fmt(r.startup.seeded.medianMs, 0)} ms`,
          r.startup.seeded.runs.map((x) => x.readyMs).join(', '),
          `server phases (ms): ${phases(r.startup.seeded.runs)}`,
        ],
        [
          'Extractive summarizer, 20,000 words',
          `${r.summarizer.medianMs} ms`,
          `cold ${r.summarizer.coldMs} ms, max ${r.summarizer.maxMs} ms`,
          `${count(r.summarizer.words)} words, ${r.summarizer.cues} cues`,
        ],
        ...(r.threeHour
          ? [
              [
                'Three-hour JSON transcript, a segment per word: parse on a parse thread',
                `${r.threeHour.parseMedianMs} ms`,
                `cold ${r.threeHour.parseColdMs} ms`,
                `${fmt(r.threeHour.bytes / (1024 * 1024), 1)} MB, ${count(r.threeHour.words)} words, ${r.threeHour.turns} turns`,
              ],
              [
                'Three-hour JSON transcript: extractive summarizer',
                `${r.threeHour.summarizeMedianMs} ms`,
                `cold ${r.threeHour.summarizeColdMs} ms`,
                `${count(r.threeHour.words)} words`,
              ],
            ]
          : []),
      ],
    ),
  );

  out.push('', `### Query plans (EXPLAIN ANALYZE, ${count(r.hotPaths.reports)} reports, one bench user)`, '');
  out.push(
    table(
      ['Query', 'Execution (ms)', 'Planning (ms)', 'Sequential scans'],
      r.hotPaths.explain.map((e) => [
        e.name,
        fmt(e.executionMs, 2),
        fmt(e.planningMs, 2),
        e.seqScans.join(', ') || 'none',
      ]),
    ),
  );
  out.push(
    '',
    `The full plans are in bench/results/${r.mode === 'quick' ? 'quick' : 'latest'}.json (\`hotPaths.explain\`).`,
  );
  return out.join('\n');
}

/** The stream step: a publish and the hot paths' latency with one live stream open, then with many. */
function renderStreams(st: StreamStepResult): string[] {
  const many = `${count(st.streams)} streams`;
  const publishRow = (label: string, p: PublishFigures) => [
    label,
    count(p.receivers),
    fmt(p.medianMs),
    fmt(p.maxMs),
    count(p.count),
  ];
  return [
    `### Live event streams (${many} of ${count(st.users)} signed-in subscribers)`,
    '',
    `Each publish is a NOTIFY for channel 0; ${count(st.readerStreams)} of the streams belong to its readers and ` +
      `receive it, the rest must receive nothing. A publish is timed from the NOTIFY until the last reader's ` +
      `stream has it: idle, then while the hot paths below are under load (one publish a second). Opening ` +
      `the streams took ${fmt(st.openSec)} s; server memory (RSS) ${fmt(st.rssMb.oneStream)} MiB with one ` +
      `stream, ${fmt(st.rssMb.allStreams)} MiB with all. Streams that failed, ended early or leaked: ${count(st.failures)}.`,
    '',
    table(
      ['Publish', 'Receivers', 'Median (ms)', 'Max (ms)', 'Publishes'],
      [
        publishRow('Idle, one stream', st.publish.one),
        publishRow(`Idle, ${many}`, st.publish.all),
        publishRow('Under load, one stream', st.publishUnderLoad.one),
        publishRow(`Under load, ${many}`, st.publishUnderLoad.all),
      ],
    ),
    '',
    table(
      [
        'Path',
        'p99, one stream',
        `p99, ${many}`,
        'p50, one stream',
        `p50, ${many}`,
        'req/s, one',
        'req/s, all',
        'Errors',
      ],
      st.paths.map((p) => [
        p.label,
        fmt(p.oneStream.p99),
        fmt(p.allStreams.p99),
        fmt(p.oneStream.p50),
        fmt(p.allStreams.p50),
        fmt(p.oneStream.rps, 0),
        fmt(p.allStreams.rps, 0),
        count(p.oneStream.errors + p.allStreams.errors),
      ]),
    ),
  ];
}

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the generated section of docs/performance.md, leaving the hand-written parts alone. */
export async function updatePerformanceDoc(section: string): Promise<void> {
  const file = join(root, 'docs/performance.md');
  let doc: string;
  try {
    doc = await readFile(file, 'utf8');
  } catch {
    doc = `# Performance\n\n## Results\n\n${START}\n${END}\n`;
  }
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/performance.md has no ${START} … ${END} section to replace`);
  }
  await writeFile(file, `${doc.slice(0, start + START.length)}\n${section}\n${doc.slice(end)}`);
}
