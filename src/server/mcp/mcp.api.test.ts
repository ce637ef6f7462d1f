import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AccessTokenScope } from '@shared/contract/access-tokens';
import type { V1Highlight } from '@shared/contract/highlights';
import type {
  V1Report,
  V1ReportItem,
  V1SearchHit,
  V1SubscriptionList,
  V1TranscriptSegment,
} from '@shared/contract/v1';
import { createAccessToken } from '../auth/access-tokens';
import { reports } from '../db/schema';
import { parseTranscript } from '../transcripts/parse-transcript';
import {
  daysBefore,
  insertCreator,
  insertProfile,
  insertReport,
  insertSubscription,
  insertTranscript,
} from '../testing/factories';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../testing/test-app';

/**
 * The MCP server as an assistant meets it (ADR 188): the SDK's own client over Streamable HTTP against
 * /mcp of the running app, and over stdio against the `podbrief-mcp` bin pointed at the same app.
 */

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const root = join(import.meta.dirname, '..', '..', '..');
let t: TestApp;
let readerId: string;
let readToken: string;
let writeToken: string;
let reportId: string;
let strangerReportId: string;
const showReports = 12;

/** 60 cues of about 300 characters, a minute apart: more than one get_transcript answer holds. */
const longVtt = [
  'WEBVTT',
  '',
  ...Array.from({ length: 60 }, (_, i) => [
    `00:${String(i).padStart(2, '0')}:00.000 --> 00:${String(i).padStart(2, '0')}:50.000`,
    `<v ${i % 2 ? 'Idris Okafor' : 'Maya Chen'}>Minute ${i}. ${'Bees drink from shallow water with stones. '.repeat(7)}`,
    '',
  ]).flat(),
].join('\n');

beforeAll(async () => {
  t = await startTestApp();
  const db = t.testDb.handle.db;
  const reader = await insertProfile(db, { name: 'Mia Reader' });
  readerId = reader.id;
  const stranger = await insertProfile(db, { name: 'Other Reader' });
  const show = await insertCreator(db, { channelName: 'Rooftop Bees' });
  const closed = await insertCreator(db, { channelName: 'Closed Hive' });
  await insertSubscription(db, reader.id, show.id, 'active', now);
  await insertSubscription(db, stranger.id, closed.id, 'active', now);
  for (let i = 0; i < showReports - 1; i += 1) {
    await insertReport(db, show.id, { title: `Hive diary ${i}`, publishedAt: daysBefore(now, 2 + i) });
  }
  reportId = (
    await insertReport(db, show.id, {
      title: 'Bees need water',
      summary: `Bees need **water** close to the hive. ${'More about water. '.repeat(600)}`,
      keyLearnings: [
        {
          title: 'Pollinator puddles',
          detail: 'A shallow dish with stones keeps bees from drowning.',
          start: 754,
          end: 770,
          speaker: 'Idris Okafor',
        },
        { title: 'Winter', detail: 'In winter the hive needs far less water.' },
      ],
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  await db
    .update(reports)
    .set({ quotes: [{ text: 'Stones save bees', speaker: 'Idris Okafor', start: 754, end: 770 }] })
    .where(eq(reports.id, reportId));
  await insertTranscript(
    db,
    {
      reportId,
      content: longVtt,
      source: 'upload',
      sourceUrl: null,
      parsed: parseTranscript(longVtt, 'vtt'),
    },
    now,
  );
  strangerReportId = (
    await insertReport(db, closed.id, { title: 'Locked away', publishedAt: daysBefore(now, 1) })
  ).id;
  const token = async (scopes: AccessTokenScope[]) =>
    (
      await createAccessToken(db, {
        userId: reader.id,
        name: `MCP ${scopes.join(' ')}`,
        scopes,
        expiresAt: null,
      })
    ).token;
  readToken = await token(['read']);
  writeToken = await token(['read', 'write:notes']);
});

afterAll(async () => {
  await t?.close();
});

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'podbrief-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

type ToolAnswer = { isError?: boolean; content: { type: string; text?: string }[] };

/** What the paged tools answer around their items. */
type Paged<T> = { items: T[]; nextCursor: string | null; more?: string };
type SearchItem = V1SearchHit['report'] & { hits: Partial<V1SearchHit>[] };
/** How many different ids, failing on a repeated one. */
const pageCount = (ids: string[]) => {
  expect(new Set(ids).size).toBe(ids.length);
  return ids.length;
};
type Transcript = { segments: V1TranscriptSegment[]; nextStartSeconds: number | null; more?: string };

/** Calls a tool and parses its JSON answer; fails the test on a tool error. */
async function call<T>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  expect(result.isError, result.content[0]?.text).toBeFalsy();
  return JSON.parse(result.content[0]!.text!) as T;
}

async function callError(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer & {
    structuredContent?: { error: { code: string; status: number } };
  };
  expect(result.isError).toBe(true);
  return { text: result.content[0]!.text!, error: result.structuredContent!.error };
}

describe(`the MCP server at /mcp (${testDatabaseKindLabel()})`, () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(writeToken);
  });
  afterAll(async () => {
    await client?.close();
  });

  it('lists every tool, each described for a model, and the report resource', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_note',
      'get_report',
      'get_transcript',
      'list_highlights',
      'list_recent_reports',
      'list_subscriptions',
      'search_reports',
    ]);
    for (const tool of tools) expect(tool.description!.length).toBeGreaterThan(100);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([
      expect.objectContaining({ uriTemplate: 'podbrief://reports/{id}', mimeType: 'text/markdown' }),
    ]);
  });

  it('finds a learning by a question and links to its moment', async () => {
    const found = await call<Paged<SearchItem>>(client, 'search_reports', { query: 'shallow dish' });
    expect(found.items).toEqual([
      expect.objectContaining({
        id: reportId,
        title: 'Bees need water',
        channelName: 'Rooftop Bees',
        url: `${t.config.appUrl}/subscriber/reports/${reportId}`,
      }),
    ]);
    expect(found.items[0]!.hits).toContainEqual({
      field: 'learning',
      snippet: 'Pollinator puddles: A shallow dish with stones keeps bees from drowning.',
      learningIndex: 0,
      start: 754,
      url: `${t.config.appUrl}/subscriber/reports/${reportId}?t=754`,
    });
  });

  it('pages search results with the cursor, each report once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      const found = await call<Paged<SearchItem>>(client, 'search_reports', {
        query: 'diary',
        ...(cursor ? { cursor } : {}),
      });
      for (const item of found.items) seen.push(item.id);
      if (!found.nextCursor) break;
      expect(found.more).toContain('cursor');
      cursor = found.nextCursor;
    }
    expect(pageCount(seen)).toBe(showReports - 1);
  });

  it('reads a report with its learnings at their moments, the summary cut with a hint', async () => {
    const report = await call<V1Report>(client, 'get_report', { reportId });
    expect(report.title).toBe('Bees need water');
    expect(report.learnings[0]).toMatchObject({ title: 'Pollinator puddles', start: 754 });
    expect(report.learnings[0]!.url).toContain('?t=754');
    expect(report.summary.length).toBeLessThan(6_200);
    expect(report.summary).toMatch(/\[cut: \d+ more characters\]$/);
  });

  it('quotes the transcript over a time range, with a link to each moment', async () => {
    const quoted = await call<Transcript>(client, 'get_transcript', {
      reportId,
      startSeconds: 720,
      endSeconds: 775,
    });
    expect(quoted.segments.map((s) => s.start)).toEqual([720]);
    expect(quoted.segments[0]).toMatchObject({
      speaker: 'Maya Chen',
      url: expect.stringContaining('?t=720'),
    });
    expect(quoted.segments[0]!.text).toContain('Minute 12.');
    expect(quoted.nextStartSeconds).toBeNull();
  });

  it('pages a long transcript by moment until every segment was given once', async () => {
    const starts: number[] = [];
    let startSeconds: number | undefined;
    for (let pageNo = 0; pageNo < 10; pageNo += 1) {
      const quoted = await call<Transcript>(client, 'get_transcript', {
        reportId,
        ...(startSeconds === undefined ? {} : { startSeconds }),
      });
      expect(JSON.stringify(quoted).length).toBeLessThan(20_000);
      for (const segment of quoted.segments) starts.push(segment.start!);
      if (quoted.nextStartSeconds === null) break;
      expect(quoted.more).toContain(`startSeconds ${quoted.nextStartSeconds}`);
      startSeconds = quoted.nextStartSeconds;
    }
    expect(starts).toEqual(Array.from({ length: 60 }, (_, i) => i * 60));
  });

  it('lists the subscriptions and pages the recent reports with the cursor', async () => {
    const subscriptions = await call<V1SubscriptionList>(client, 'list_subscriptions');
    expect(subscriptions.items).toEqual([
      expect.objectContaining({ channelName: 'Rooftop Bees', active: true }),
    ]);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      const listed = await call<Paged<V1ReportItem>>(client, 'list_recent_reports', {
        limit: 5,
        ...(cursor ? { cursor } : {}),
      });
      for (const item of listed.items) seen.push(item.id);
      for (const item of listed.items)
        expect(item.url).toBe(`${t.config.appUrl}/subscriber/reports/${item.id}`);
      if (!listed.nextCursor) break;
      expect(listed.more).toContain('cursor');
      cursor = listed.nextCursor;
    }
    expect(seen).toHaveLength(showReports);
    expect(new Set(seen).size).toBe(showReports);
    expect(seen[0]).toBe(reportId);
    expect(seen).not.toContain(strangerReportId);
  });

  it('lists the highlights with their moments, paged and by query', async () => {
    for (let minute = 0; minute < 12; minute += 1) {
      const response = await fetch(`${t.baseUrl}/api/v1/reports/${reportId}/highlights`, {
        method: 'POST',
        headers: { authorization: `Bearer ${writeToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          text: `Minute ${minute}. Bees`,
          comment: minute === 7 ? 'lucky seven' : null,
        }),
      });
      expect(response.status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      const listed = await call<Paged<V1Highlight>>(client, 'list_highlights', cursor ? { cursor } : {});
      for (const item of listed.items) seen.push(item.id);
      if (!listed.nextCursor) break;
      cursor = listed.nextCursor;
    }
    expect(pageCount(seen)).toBe(12);
    const lucky = await call<Paged<V1Highlight>>(client, 'list_highlights', { query: 'lucky' });
    expect(lucky.items).toEqual([
      expect.objectContaining({
        reportId,
        text: 'Minute 7. Bees',
        comment: 'lucky seven',
        start: 420,
        url: `${t.config.appUrl}/subscriber/reports/${reportId}?t=420`,
      }),
    ]);
  });

  it('adds to the note without losing what is there', async () => {
    const first = await call<{ version: number }>(client, 'add_note', { reportId, text: 'Put a dish out.' });
    const second = await call<{ version: number }>(client, 'add_note', { reportId, text: 'Add stones.' });
    expect(second.version).toBe(first.version + 1);
    const response = await fetch(`${t.baseUrl}/api/v1/reports/${reportId}/note`, {
      headers: { authorization: `Bearer ${readToken}` },
    });
    expect(((await response.json()) as { content: string }).content).toBe('Put a dish out.\n\nAdd stones.');
  });

  it('reads a report as Markdown with its moments linked', async () => {
    const { contents } = await client.readResource({ uri: `podbrief://reports/${reportId}` });
    const text = (contents[0] as { text: string }).text;
    expect(contents[0]!.mimeType).toBe('text/markdown');
    expect(text).toMatch(/^# Bees need water\n/);
    expect(text).toContain(
      `**Pollinator puddles** A shallow dish with stones keeps bees from drowning. — Idris Okafor ([12:34](${t.config.appUrl}/subscriber/reports/${reportId}?t=754))`,
    );
    expect(text).toContain('> Stones save bees');
  });

  it('answers an unknown report and another reader’s report as not found, as tool errors', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', strangerReportId]) {
      for (const [tool, args] of [
        ['get_report', { reportId: id }],
        ['get_transcript', { reportId: id }],
        ['add_note', { reportId: id, text: 'Sneaky.' }],
      ] as const) {
        const { error } = await callError(client, tool, args);
        expect(error, `${tool} ${id}`).toMatchObject({ status: 404, code: 'report_not_found' });
      }
    }
  });

  it('refuses add_note to a read-only token with the scope error', async () => {
    const reading = await connect(readToken);
    try {
      const { error, text } = await callError(reading, 'add_note', { reportId, text: 'Mine.' });
      expect(error).toMatchObject({ status: 403, code: 'token_scope_required' });
      expect(text).toContain('write:notes');
      // Reading still works with it.
      expect((await call<V1Report>(reading, 'get_report', { reportId })).id).toBe(reportId);
    } finally {
      await reading.close();
    }
  });
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe(`authorisation of /mcp (${testDatabaseKindLabel()})`, () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  };
  const post = (headers: Record<string, string>) =>
    fetch(`${t.baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(initialize),
    });

  it('answers 401 with the resource metadata in WWW-Authenticate, without or with a bad token', async () => {
    const metadata = `resource_metadata="${t.config.appUrl}/.well-known/oauth-protected-resource"`;
    const without = await post({});
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(without.headers.get('www-authenticate')).toContain(metadata);
    expect(without.headers.get('www-authenticate')).not.toContain('invalid_token');
    expect((await errorOf(without)).code).toBe('token_required');

    const wrong = await post({ authorization: `Bearer pb_${'x'.repeat(49)}` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain(metadata);
    expect(wrong.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect((await errorOf(wrong)).code).toBe('token_invalid');
  });

  it('takes an OAuth token bound to /mcp and refuses one bound to another resource', async () => {
    const bound = async (resource: string) =>
      (
        await createAccessToken(t.testDb.handle.db, {
          userId: readerId,
          name: 'An assistant',
          scopes: ['read'],
          expiresAt: new Date(Date.now() + 3_600_000),
          clientId: 'assistant-client',
          resource,
        })
      ).token;
    const here = await post({ authorization: `Bearer ${await bound(`${t.config.appUrl}/mcp`)}` });
    expect(here.status).toBe(200);
    await here.body?.cancel();
    const elsewhere = await post({ authorization: `Bearer ${await bound('https://elsewhere.example/mcp')}` });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect((await errorOf(elsewhere)).code).toBe('token_invalid');
  });

  it('publishes the protected resource metadata (RFC 9728) at both addresses', async () => {
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
    ]) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        resource: `${t.config.appUrl}/mcp`,
        authorization_servers: [t.config.appUrl],
        scopes_supported: ['read', 'write:notes'],
        bearer_methods_supported: ['header'],
        resource_name: 'Podbrief',
      });
    }
  });

  it('refuses a page of another site (DNS rebinding) and takes its own origin or none', async () => {
    const authorization = `Bearer ${readToken}`;
    const foreign = await post({ authorization, origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).code).toBe('cross_site_request');
    const own = await post({ authorization, origin: new URL(t.config.appUrl).origin });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
      'podbrief',
    );
  });

  it('is stateless: GET and DELETE answer 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${t.baseUrl}/mcp`, {
        method,
        headers: { authorization: `Bearer ${readToken}` },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});

describe(`the podbrief-mcp bin over stdio (${testDatabaseKindLabel()})`, () => {
  const bin = join(root, 'bin', 'podbrief-mcp.mjs');

  it('serves the same tools from a running Podbrief with a pasted token', { timeout: 120_000 }, async () => {
    const client = new Client({ name: 'podbrief-stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bin],
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PODBRIEF_URL: t.baseUrl, PODBRIEF_TOKEN: readToken },
      stderr: 'pipe',
    });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools).toHaveLength(7);
      const found = await call<Paged<SearchItem>>(client, 'search_reports', { query: 'shallow dish' });
      expect(found.items.map((item) => item.id)).toEqual([reportId]);
      const quoted = await call<Transcript>(client, 'get_transcript', {
        reportId,
        startSeconds: 754,
        endSeconds: 770,
      });
      expect(quoted.segments[0]!.text).toContain('Minute 12.');
      const { error } = await callError(client, 'get_report', { reportId: strangerReportId });
      expect(error).toMatchObject({ status: 404, code: 'report_not_found' });
      const { error: scope } = await callError(client, 'add_note', { reportId, text: 'Mine.' });
      expect(scope.code).toBe('token_scope_required');
    } finally {
      await client.close();
    }
  });

  it('says on stderr that PODBRIEF_TOKEN is missing and exits', { timeout: 120_000 }, async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [bin], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PODBRIEF_URL: t.baseUrl },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('PODBRIEF_TOKEN');
    expect(stdout).toBe('');
  });
});
