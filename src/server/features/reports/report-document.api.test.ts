import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDetail } from '@shared/contract/reports';
import { ReportFirstScreen } from '@web/app/first-screens';
import { ManualClock } from '../../clock';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import {
  appDocumentRoot,
  carriedFirstScreen,
  componentMarkup,
  expectPrivateDocument,
  rootMarkup,
} from '../../testing/app-document';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The report page's document (ADR 236): its first screen and the data the app takes over are exactly
 * what GET /api/reports/:id answers the same session, the report's text only for a reader with access,
 * and nothing holding it can be kept by a shared cache.
 */
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const hostileTitle = '</script><script>alert(1)</script><img src=x onerror=alert(2)>\u2028 & "quoted"';
let t: TestApp;
let appDocument: Awaited<ReturnType<typeof appDocumentRoot>>;
let subscriber: TestClient;
let stranger: TestClient;
let reportId: string;
let hostileId: string;

beforeAll(async () => {
  appDocument = await appDocumentRoot();
  t = await startTestApp({ clock: new ManualClock(now), webRoot: appDocument.webRoot });
  const db = t.testDb.handle.db;
  const creator = await insertCreator(db, { channelName: 'First Screen Channel', price: 450 });
  reportId = (
    await insertReport(db, creator.id, {
      title: 'Reports that paint at once',
      summary: 'The secret summary only subscribers read.',
      keyLearnings: [
        { title: 'The teaser learning', detail: 'Shown in the teaser too.' },
        { title: 'The second learning', detail: 'Only for subscribers.' },
      ],
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  hostileId = (
    await insertReport(db, creator.id, {
      title: hostileTitle,
      summary: 'A summary under a hostile title.',
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  subscriber = await signIn(t, 'first-screen.subscriber@reading.test', 'First Screen Subscriber');
  await insertSubscription(db, subscriber.userId, creator.id, 'active', now);
  stranger = await signIn(t, 'first-screen.stranger@reading.test', 'First Screen Stranger');
});
afterAll(async () => {
  await t?.close();
  await appDocument?.remove();
});

const documentOf = (client: TestClient, id = reportId, search = '') =>
  client.get(`${t.baseUrl}/subscriber/reports/${id}${search}`, undefined, {
    headers: { accept: 'text/html' },
  });

/** The report page's first screen as the app's components draw it for this answer at this address. */
const drawn = (detail: ReportDetail, search = '') =>
  componentMarkup(
    `/subscriber/reports/${detail.id}${search}`,
    createElement(ReportFirstScreen, {
      report: detail,
      search: new URLSearchParams(search),
      timeZone: 'UTC',
    }),
  );

describe('the report page’s document', () => {
  it('holds the summary for a reader with access, with the same report the API answers', async () => {
    const res = await documentOf(subscriber);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    expect(html).toContain('The secret summary only subscribers read.');
    expect(html).toContain('Reports that paint at once</h1>');
    expect(html).not.toContain('Initializing application...');
    const api = await subscriber.get(`/reports/${reportId}`);
    expect(carriedFirstScreen(html)).toEqual({ report: { id: reportId, detail: api.body } });
    expectPrivateDocument(res.headers);
  });

  it('draws its first screen with the report page’s own components, from the answer the API gives', async () => {
    const search = '?sort=title&q=sleep';
    const html = (await documentOf(subscriber, reportId, search)).body as string;
    const api = (await subscriber.get(`/reports/${reportId}`)).body as ReportDetail;
    expect(rootMarkup(html)).toBe(drawn(api, search));
    // The way back keeps the feed's filters the page reads from its address.
    expect(rootMarkup(html)).toContain('href="/subscriber/reports?sort=title&amp;q=sleep"');
    const teaser = (await documentOf(stranger)).body as string;
    expect(rootMarkup(teaser)).toBe(drawn((await stranger.get(`/reports/${reportId}`)).body as ReportDetail));
  });

  it('holds only the teaser for a signed-in reader without access', async () => {
    const res = await documentOf(stranger);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain('Reports that paint at once');
    expect(html).toContain('The teaser learning');
    expect(html).not.toContain('The secret summary');
    expect(html).not.toContain('Only for subscribers.');
    expect(html).not.toContain('The second learning');
    const data = carriedFirstScreen(html);
    expect(data?.report?.detail.access).toBe('teaser');
    expect(data).toEqual({
      report: { id: reportId, detail: (await stranger.get(`/reports/${reportId}`)).body },
    });
    expectPrivateDocument(res.headers);
  });

  it('holds nothing of the report for a visitor who is not signed in', async () => {
    const res = await documentOf(anonymousClient(t));
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).not.toContain('Reports that paint at once');
    expect(html).not.toContain('The teaser learning');
    expect(carriedFirstScreen(html)).toBeNull();
    expectPrivateDocument(res.headers);
  });

  it('is the app’s usual document for a report that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-report', '%E2%80%A8']) {
      const res = await documentOf(subscriber, id);
      expect(res.status).toBe(200);
      expect(res.body).toContain('Initializing application...');
      expect(carriedFirstScreen(res.body as string)).toBeNull();
    }
  });

  it('writes a hostile title as text in the page and as data that cannot end its block', async () => {
    const res = await documentOf(subscriber, hostileId);
    const html = res.body as string;
    expect(html).toContain('A summary under a hostile title.');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(html).not.toMatch(/<img src=x/);
    // The app's module script, the theme script and the two data blocks: no script the title opened.
    expect(html.match(/<script\b/g)).toHaveLength(4);
    expect(carriedFirstScreen(html)?.report?.detail.title).toBe(hostileTitle);
    expectPrivateDocument(res.headers);
  });
});
