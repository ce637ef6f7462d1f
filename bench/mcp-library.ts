/**
 * `npx tsx bench/mcp-library.ts [--reports 1000] [--calls 20]`: what an assistant gets from the MCP server
 * for a library of 1,000 reports (issue 28, ADR 188). One reader subscribes to ten channels of 100 reports
 * each, every report with learnings at their moments and a 30-minute transcript, and 60 highlights, in an
 * in-memory PGlite; the app runs in-process and the SDK's own client calls each tool over Streamable HTTP
 * at /mcp. Prints, per tool, the answer's size (characters, and tokens at about four characters each) and
 * the latency (median and 95th percentile of `--calls` calls), beside the /api/v1 calls underneath for
 * comparison, and writes bench/results/mcp-library.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildApp } from '../src/server/app';
import { createAccessToken } from '../src/server/auth/access-tokens';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { insertTranscript } from '../src/server/features/reports/report-transcript-repository';
import {
  daysBefore,
  insertCreator,
  insertProfile,
  insertReport,
  insertSubscription,
} from '../src/server/testing/factories';
import { parseTranscript } from '../src/server/transcripts/parse-transcript';
import { freePort, root } from './lib/processes';
import { median, percentile } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '1000' },
    calls: { type: 'string', default: '20' },
  },
});
const reportCount = Number(args.reports);
const calls = Number(args.calls);
const channels = 10;
const log = (line: string) => console.log(`[mcp-library] ${line}`);

const topics = ['water', 'pollen', 'winter', 'swarms', 'queens', 'varroa', 'honey', 'smoke', 'frames', 'wax'];

/** A 30-minute transcript: 90 cues of 20 seconds, two speakers, words that searches can find. */
function transcript(i: number): string {
  const cues: string[] = ['WEBVTT', ''];
  for (let c = 0; c < 90; c += 1) {
    const start = c * 20;
    const clock = (s: number) =>
      `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
    const topic = topics[(i + c) % topics.length];
    cues.push(
      `${clock(start)} --> ${clock(start + 19)}`,
      `<v ${c % 2 ? 'Idris Okafor' : 'Maya Chen'}>In episode ${i} we keep coming back to ${topic}: ` +
        `what the colony does with ${topic} in minute ${Math.floor(start / 60)}, and why beekeepers ` +
        `who watch ${topic} closely lose fewer hives over a season.`,
      '',
    );
  }
  return cues.join('\n');
}

async function main() {
  const filesDir = await mkdtemp(join(tmpdir(), 'podbrief-bench-mcp-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrateDatabase(handle);
  const db = handle.db;
  const now = new Date();

  log(`creating ${reportCount} reports in ${channels} channels…`);
  const started = Date.now();
  const reader = await insertProfile(db, { name: 'Bench Reader' });
  const reportIds: string[] = [];
  for (let ch = 0; ch < channels; ch += 1) {
    const creator = await insertCreator(db, { channelName: `Bench channel ${ch}` });
    await insertSubscription(db, reader.id, creator.id, 'active', now);
    for (let i = ch; i < reportCount; i += channels) {
      const topic = topics[i % topics.length]!;
      const { id } = await insertReport(db, creator.id, {
        title: `Episode ${i}: ${topic} through the year`,
        summary: `## What it covers\n\n${`This episode looks at ${topic} from every side. `.repeat(40)}`,
        keyLearnings: Array.from({ length: 6 }, (_, k) => ({
          title: `${topic} lesson ${k + 1}`,
          detail: `A colony that gets ${topic} right in week ${k + 1} is calmer and stronger by autumn.`,
          start: 60 + k * 240,
          end: 80 + k * 240,
          speaker: k % 2 ? 'Idris Okafor' : 'Maya Chen',
        })),
        publishedAt: new Date(daysBefore(now, 1).getTime() - i * 3_600_000),
      });
      const content = transcript(i);
      await insertTranscript(
        db,
        { reportId: id, content, source: 'upload', sourceUrl: null, parsed: parseTranscript(content, 'vtt') },
        now,
      );
      reportIds.push(id);
    }
  }
  log(`library ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'silent',
    DATA_DIR: join(filesDir, 'data'),
    FILES_DIR: filesDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    API_TOKEN_REQUESTS_PER_MINUTE: '100000',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  const { token } = await createAccessToken(db, {
    userId: reader.id,
    name: 'bench',
    scopes: ['read', 'write:notes'],
    expiresAt: null,
  });
  // Highlights as a reader makes them, through the public API: three in each of 20 reports.
  for (const [r, id] of reportIds.slice(0, 20).entries()) {
    for (const minute of [2, 9, 21]) {
      const response = await fetch(`${config.appUrl}/api/v1/reports/${id}/highlights`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          text: `minute ${minute}, and why beekeepers`,
          comment: `Note ${r}.${minute}`,
        }),
      });
      if (response.status !== 201)
        throw new Error(`highlight: HTTP ${response.status} ${await response.text()}`);
    }
  }

  const client = new Client({ name: 'podbrief-bench', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${config.appUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );

  const someReport = reportIds[Math.floor(reportIds.length / 2)]!;
  const cases: {
    label: string;
    tool?: string;
    args?: Record<string, unknown>;
    resource?: string;
    /** A /api/v1 path called directly, to tell the MCP layer's cost from the API's. */
    v1?: string;
  }[] = [
    { label: 'v1 GET /search?q=pollen (direct)', v1: '/search?q=pollen&limit=8' },
    { label: 'v1 GET /reports/:id (direct)', v1: `/reports/${someReport}` },
    { label: 'search_reports (common word)', tool: 'search_reports', args: { query: 'pollen' } },
    {
      label: 'search_reports (transcript phrase)',
      tool: 'search_reports',
      args: { query: 'lose fewer hives' },
    },
    { label: 'get_report', tool: 'get_report', args: { reportId: someReport } },
    {
      label: 'get_transcript (2 minutes)',
      tool: 'get_transcript',
      args: { reportId: someReport, startSeconds: 300, endSeconds: 420 },
    },
    { label: 'get_transcript (whole, 1st page)', tool: 'get_transcript', args: { reportId: someReport } },
    { label: 'list_subscriptions', tool: 'list_subscriptions', args: {} },
    { label: 'list_recent_reports (10)', tool: 'list_recent_reports', args: { period: 'all' } },
    { label: 'list_recent_reports (25)', tool: 'list_recent_reports', args: { period: 'all', limit: 25 } },
    { label: 'list_highlights', tool: 'list_highlights', args: {} },
    { label: 'add_note', tool: 'add_note', args: { reportId: someReport, text: 'A thought worth keeping.' } },
    { label: 'resource podbrief://reports/{id}', resource: `podbrief://reports/${someReport}` },
  ];

  const results = [];
  for (const c of cases) {
    const times: number[] = [];
    let size = 0;
    let error: string | undefined;
    for (let n = 0; n < calls; n += 1) {
      const t0 = performance.now();
      if (c.v1) {
        const response = await fetch(`${config.appUrl}/api/v1${c.v1}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        size = (await response.text()).length;
        if (response.status !== 200) error = `HTTP ${response.status}`;
      } else if (c.resource) {
        const read = await client.readResource({ uri: c.resource });
        size = (read.contents[0] as { text: string }).text.length;
      } else {
        const result = (await client.callTool({ name: c.tool!, arguments: c.args })) as {
          isError?: boolean;
          content: { text: string }[];
        };
        size = result.content[0]!.text.length;
        if (result.isError) error = result.content[0]!.text;
      }
      times.push(performance.now() - t0);
    }
    results.push({
      tool: c.label,
      chars: size,
      tokens: Math.round(size / 4),
      medianMs: Math.round(median(times) * 10) / 10,
      p95Ms: Math.round(percentile(times, 95) * 10) / 10,
      ...(error ? { error } : {}),
    });
  }
  await client.close();
  await app.close();
  await handle.close();
  await rm(filesDir, { recursive: true, force: true });

  console.log('');
  console.log(`| tool | answer (chars) | ≈ tokens | median ms | p95 ms |`);
  console.log(`| --- | ---: | ---: | ---: | ---: |`);
  for (const r of results) {
    console.log(
      `| ${r.tool}${r.error ? ' (error)' : ''} | ${r.chars} | ${r.tokens} | ${r.medianMs} | ${r.p95Ms} |`,
    );
  }
  const out = join(root, 'bench', 'results', 'mcp-library.json');
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ reports: reportCount, calls, loadavg: loadavg(), at: new Date().toISOString(), results }, null, 2)}\n`,
  );
  log(`written to ${out}`);
}

await main();
