import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { feedback, reports } from '../db/schema';
import { startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server';
import { signIn, type TestClient } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Security review, SSRF and size limits (issue #9 item 5). feeds.api.test.ts refuses the plain forms of
 * loopback and private feed addresses; address-guard.test.ts classifies IP literals. This sends the
 * disguised forms an attacker would try next — decimal, hex and octal IPv4, IPv4-mapped IPv6, 0.0.0.0,
 * a trailing-dot host name, user-info tricks — through the real API with private hosts refused (the
 * production setting), at a real server on 127.0.0.1 that counts its connections: every attempt must be
 * refused with a stable code and the server must never be reached.
 */

let t: TestApp;
let creator: TestClient;
let target: FakeHttpServer;
let port: number;

beforeAll(async () => {
  target = await startFakeHttpServer(() => ({
    headers: { 'content-type': 'application/rss+xml' },
    body: Buffer.from('<rss version="2.0"><channel><title>Internal</title></channel></rss>'),
  }));
  port = Number(new URL(target.origin).port);
  t = await startTestApp({ env: { RSS_ALLOW_PRIVATE_HOSTS: 'false' } });
  creator = await signIn(t, 'ssrf.creator@example.test', 'Sam Sender');
  expect((await creator.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await target?.close();
});

const disguisedLoopback = () => [
  `http://127.0.0.1:${port}/feed.xml`,
  `http://localhost:${port}/feed.xml`,
  `http://LOCALHOST.:${port}/feed.xml`,
  `http://2130706433:${port}/feed.xml`,
  `http://0x7f000001:${port}/feed.xml`,
  `http://0177.0.0.1:${port}/feed.xml`,
  `http://127.1:${port}/feed.xml`,
  `http://0.0.0.0:${port}/feed.xml`,
  `http://0:${port}/feed.xml`,
  `http://[::1]:${port}/feed.xml`,
  `http://[::]:${port}/feed.xml`,
  `http://[::ffff:127.0.0.1]:${port}/feed.xml`,
  `http://[::ffff:7f00:1]:${port}/feed.xml`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/feed.xml`,
  `http://podcasts.example.com@127.0.0.1:${port}/feed.xml`,
  `https://127.0.0.1:${port}/feed.xml`,
  `http://169.254.169.254/latest/meta-data/`,
  `http://[fd00::1]/feed.xml`,
  `http://100.64.0.1/feed.xml`,
];

describe('SSRF guard on feed addresses (private hosts refused, as in production)', () => {
  it('refuses every disguised loopback or private address and never connects', async () => {
    const failures: string[] = [];
    for (const url of disguisedLoopback()) {
      const res = await creator.post('/creator/feeds/preview', { url });
      const code = res.body?.error?.code as string | undefined;
      if (res.status !== 422 && res.status !== 400) failures.push(`${url} → ${res.status}`);
      else if (!['rss_address_refused', 'validation_error', 'rss_fetch_failed'].includes(code ?? ''))
        failures.push(`${url} → ${res.status} ${code}`);
    }
    expect(failures).toEqual([]);
    expect(target.connections()).toBe(0);
  });

  it('refuses the same addresses as an imported episode’s transcript, creating nothing', async () => {
    for (const transcriptUrl of disguisedLoopback().slice(0, 8)) {
      const res = await creator.post('/creator/reports/import', {
        feedUrl: 'https://podcasts.example.com/feed.xml',
        episode: {
          guid: transcriptUrl,
          title: 'Sneaky',
          episodeNumber: null,
          publishedAt: null,
          durationSeconds: null,
          mediaUrl: null,
          transcriptUrl,
          transcriptType: 'text',
          description: '',
        },
      });
      expect([400, 422], `${transcriptUrl} → ${res.status}`).toContain(res.status);
    }
    expect(target.connections()).toBe(0);
    const [row] = await t.testDb.handle.db.select({ n: count() }).from(reports);
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses schemes other than http and https before any fetch', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:25/', 'ftp://example.com/feed.xml']) {
      const res = await creator.post('/creator/feeds/preview', { url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });
});

describe('request size limits', () => {
  it('refuses a JSON body over 1 MB with 413 payload_too_large before the handler runs', async () => {
    const res = await creator.post('/api/feedback', {
      feedbackType: 'bug_report',
      subject: 'Big',
      message: 'x'.repeat(1_100_000),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    const [row] = await t.testDb.handle.db.select({ n: count() }).from(feedback);
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses a transcript body over its route limit with 413', async () => {
    // The route takes twice the transcript file limit (JSON escaping); this body is over that.
    const words = Math.ceil((2 * limits.transcriptMaxBytes + 256 * 1024) / 5);
    const res = await creator.post('/creator/reports', {
      episode: { title: 'Huge' },
      transcript: { kind: 'text', text: 'word '.repeat(words) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});
