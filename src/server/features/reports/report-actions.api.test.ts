import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, ReportDownload } from '@shared/contract/reports';
import { ManualClock } from '../../clock';
import { reportFavourites, reportReads } from '../../db/schema';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
let outsider: TestClient;
const r: Record<string, string> = {};
let showId: string;

beforeAll(async () => {
  clock = new ManualClock(now);
  t = await startTestApp({ clock });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'actions-reader@reading.test', 'Actions Reader');
  outsider = await signIn(t, 'outsider@reading.test', 'Outsider');
  const show = await insertCreator(db, { channelName: 'Show One' });
  const other = await insertCreator(db, { channelName: 'Another Show' });
  showId = show.id;
  await insertSubscription(db, reader.userId, show.id, 'active', now);
  await insertSubscription(db, reader.userId, other.id, 'active', now);
  r.first = (await insertReport(db, show.id, { title: 'Apples', publishedAt: daysBefore(now, 3) })).id;
  r.second = (await insertReport(db, show.id, { title: 'Cherries', publishedAt: daysBefore(now, 2) })).id;
  r.third = (await insertReport(db, other.id, { title: 'Bananas', publishedAt: daysBefore(now, 1) })).id;
  r.download = (
    await insertReport(db, show.id, {
      title: 'Résumé: the **big** <script>alert(1)</script> one',
      summary: '## What it says\n\nA summary with *Markdown*.',
      keyLearnings: [
        { title: 'Learn this', detail: 'Because it matters.' },
        { title: 'And that', detail: 'Also important.' },
      ],
      publishedAt: daysBefore(now, 10),
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const reads = (userId: string) =>
  t.testDb.handle.db.select().from(reportReads).where(eq(reportReads.userId, userId));
const favourites = (userId: string) =>
  t.testDb.handle.db.select().from(reportFavourites).where(eq(reportFavourites.userId, userId));

describe('read marks and favourites', () => {
  it('marks read idempotently and keeps the first read time', async () => {
    const first = await reader.put(`/reports/${r.first}/read`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reportId: r.first, isRead: true, readAt: now.toISOString() });
    clock.advance(60_000);
    const again = await reader.put(`/reports/${r.first}/read`);
    expect(again.body.readAt).toBe(now.toISOString());
    expect(await reads(reader.userId)).toHaveLength(1);
    expect((await reader.get(`/reports/${r.first}`)).body).toMatchObject({
      isRead: true,
      readAt: now.toISOString(),
    });

    expect((await reader.delete(`/reports/${r.first}/read`)).body).toEqual({
      reportId: r.first,
      isRead: false,
      readAt: null,
    });
    expect((await reader.delete(`/reports/${r.first}/read`)).status).toBe(200);
    expect(await reads(reader.userId)).toHaveLength(0);
  });

  it('adds and removes favourites idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await reader.put(`/reports/${r.second}/favourite`)).body).toEqual({
        reportId: r.second,
        isFavourite: true,
      });
    }
    expect(await favourites(reader.userId)).toHaveLength(1);
    expect((await reader.get(`/reports/${r.second}`)).body.isFavourite).toBe(true);
    for (let i = 0; i < 2; i++) {
      expect((await reader.delete(`/reports/${r.second}/favourite`)).body).toEqual({
        reportId: r.second,
        isFavourite: false,
      });
    }
    expect(await favourites(reader.userId)).toHaveLength(0);
  });
});

describe('previous / next in the feed order', () => {
  it.each([
    ['', 'first', { previous: 'second', next: 'download' }],
    ['', 'download', { previous: 'first', next: null }],
    ['', 'third', { previous: null, next: 'second' }],
    ['sort=title', 'first', { previous: null, next: 'third' }],
    ['sort=title', 'third', { previous: 'first', next: 'second' }],
    ['sort=creator', 'third', { previous: null, next: 'second' }],
    ['sort=creator', 'second', { previous: 'third', next: 'first' }],
    ['sort=oldest', 'first', { previous: 'download', next: 'second' }],
    ['sort=oldest', 'download', { previous: null, next: 'first' }],
  ] as const)('%s around %s', async (query, current, expected) => {
    const res = await reader.get(`/reports/${r[current]}/neighbours?${query}`);
    expect(res.status).toBe(200);
    expect({ previous: res.body.previous?.id ?? null, next: res.body.next?.id ?? null }).toEqual({
      previous: expected.previous ? r[expected.previous] : null,
      next: expected.next ? r[expected.next] : null,
    });
  });

  it('keeps the position of a report that no longer matches the filter (just marked read)', async () => {
    await reader.put(`/reports/${r.second}/read`);
    const res = await reader.get(`/reports/${r.second}/neighbours?status=unread`);
    expect({ previous: res.body.previous?.id, next: res.body.next?.id }).toEqual({
      previous: r.third,
      next: r.first,
    });
    await reader.delete(`/reports/${r.second}/read`);
  });
});

describe('Markdown download through a signed link', () => {
  it('gives a link valid for 3600 s that downloads the report as Markdown', async () => {
    const res = await reader.post(`/reports/${r.download}/download`);
    expect(res.status).toBe(200);
    const link = res.body as ReportDownload;
    expect(link.fileName).toBe('resume-the-big-script-alert-1-script-one.md');
    expect(link.expiresAt).toBe(new Date(clock.now().getTime() + 3600_000).toISOString());
    const file = await fetch(new URL(link.url, t.baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const text = await file.text();
    expect(text).toContain('# Résumé: the **big** <script>alert(1)</script> one');
    expect(text).toContain('## Summary\n\n## What it says\n\nA summary with *Markdown*.');
    expect(text).toContain('1. **Learn this**\n\n   Because it matters.');
    expect(text).toContain('Time saved: 58 min');
  });

  it("ends with the reader's own note, and only theirs, as it is when the link is made", async () => {
    const neighbour = await signIn(t, 'download-neighbour@reading.test', 'Download Neighbour');
    await insertSubscription(t.testDb.handle.db, neighbour.userId, showId, 'active', now);
    const download = async (client: TestClient) => {
      const res = await client.post(`/reports/${r.download}/download`);
      expect(res.status).toBe(200);
      const file = await fetch(new URL((res.body as ReportDownload).url, t.baseUrl));
      expect(file.status).toBe(200);
      return file.text();
    };

    const saved = await reader.put(`/reports/${r.download}/note`, {
      content: 'Try the *two-minute* rule.\nAsk Ada about it.',
      baseVersion: 0,
    });
    expect(saved.status).toBe(200);
    const neighbourLink = (await neighbour.post(`/reports/${r.download}/download`)).body as ReportDownload;
    const mine = await download(reader);
    expect(mine).toMatch(/## My note\n\nTry the \*two-minute\* rule\.\nAsk Ada about it\.\n$/);

    // Another reader of the same report gets no note, also through a link made before the reader's.
    for (const text of [
      await download(neighbour),
      await (await fetch(new URL(neighbourLink.url, t.baseUrl))).text(),
    ]) {
      expect(text).toContain('## Summary');
      expect(text).not.toContain('My note');
      expect(text).not.toContain('two-minute');
    }

    clock.advance(1000);
    const edited = await reader.put(`/reports/${r.download}/note`, {
      content: 'Changed my mind.',
      baseVersion: 1,
    });
    expect(edited.status).toBe(200);
    expect(await download(reader)).toMatch(/## My note\n\nChanged my mind\.\n$/);
    expect(await download(neighbour)).not.toContain('Changed my mind');

    // A deleted note leaves the download as it was without one.
    expect((await reader.delete(`/reports/${r.download}/note?baseVersion=2`)).status).toBe(204);
    expect(await download(reader)).not.toContain('My note');
  });

  it('refuses a tampered link and an expired one', async () => {
    const link = ((await reader.post(`/reports/${r.download}/download`)).body as ReportDownload).url;
    const url = new URL(link, t.baseUrl);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetch(tampered)).status).toBe(403);
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(r.download!, r.first!);
    expect([403, 404]).toContain((await fetch(otherKey)).status);
    clock.advance(3601_000);
    expect((await fetch(url)).status).toBe(410);
    clock.set(now);
  });
});

describe('IDOR: a user without access changes nothing and learns nothing', () => {
  it('answers 404 on every action and leaves the rows alone', async () => {
    await reader.put(`/reports/${r.first}/read`);
    await reader.put(`/reports/${r.first}/favourite`);
    const before = { reads: await reads(reader.userId), favourites: await favourites(reader.userId) };
    const calls: [keyof TestClient, string][] = [
      ['get', `/reports/${r.first}/neighbours`],
      ['put', `/reports/${r.first}/read`],
      ['delete', `/reports/${r.first}/read`],
      ['put', `/reports/${r.first}/favourite`],
      ['delete', `/reports/${r.first}/favourite`],
      ['post', `/reports/${r.first}/download`],
    ];
    for (const [method, path] of calls) {
      const send = outsider[method] as TestClient['get'];
      const res = await send(path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('report_not_found');
    }
    expect((await outsider.get(`/reports/${r.first}`)).body.access).toBe('teaser');
    expect(((await outsider.get('/reports?period=all')).body as FeedPage).items).toEqual([]);
    expect(await reads(outsider.userId)).toHaveLength(0);
    expect(await favourites(outsider.userId)).toHaveLength(0);
    expect({ reads: await reads(reader.userId), favourites: await favourites(reader.userId) }).toEqual(
      before,
    );
    // The reader's own state is untouched and still private to them.
    const mine = await t.testDb.handle.db
      .select()
      .from(reportReads)
      .where(and(eq(reportReads.userId, reader.userId), eq(reportReads.reportId, r.first!)));
    expect(mine).toHaveLength(1);
  });

  it('requires a session for every action', async () => {
    for (const [method, path] of [
      ['PUT', `/api/reports/${r.first}/read`],
      ['GET', `/api/reports/${r.first}/neighbours`],
      ['POST', `/api/reports/${r.first}/download`],
    ] as const) {
      const res = await fetch(`${t.baseUrl}${path}`, { method, headers: { origin: t.baseUrl } });
      expect(res.status, path).toBe(401);
    }
  });
});
