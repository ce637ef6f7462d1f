import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage } from '@shared/contract/reports';
import { FeedFirstScreen } from '@web/app/first-screens';
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
 * The feed's document (ADR 236): its first screen and the data the app takes over are exactly the first
 * page GET /api/reports answers the same session for the address's filters, and nothing holding it can be
 * kept by a shared cache.
 */
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const hostileTitle = '</script><script>alert(1)</script><img src=x onerror=alert(2)>\u2028 & "quoted"';
let t: TestApp;
let appDocument: Awaited<ReturnType<typeof appDocumentRoot>>;
let listener: TestClient;
let stranger: TestClient;
let otherChannelId: string;

beforeAll(async () => {
  appDocument = await appDocumentRoot();
  t = await startTestApp({ clock: new ManualClock(now), webRoot: appDocument.webRoot });
  const db = t.testDb.handle.db;
  const creator = await insertCreator(db, { channelName: 'Feed Screen Channel' });
  const other = await insertCreator(db, { channelName: 'Feed Screen Other Channel' });
  otherChannelId = other.id;
  await insertReport(db, creator.id, { title: 'Feeds that paint at once', publishedAt: daysBefore(now, 1) });
  await insertReport(db, creator.id, { title: hostileTitle, publishedAt: daysBefore(now, 2) });
  await insertReport(db, other.id, {
    title: 'Alpha from the other channel',
    publishedAt: daysBefore(now, 3),
  });
  listener = await signIn(t, 'feed-screen.listener@reading.test', 'Feed Screen Listener');
  await insertSubscription(db, listener.userId, creator.id, 'active', now);
  await insertSubscription(db, listener.userId, other.id, 'active', now);
  stranger = await signIn(t, 'feed-screen.stranger@reading.test', 'Feed Screen Stranger');
});
afterAll(async () => {
  await t?.close();
  await appDocument?.remove();
});

const documentOf = (client: TestClient, search = '') =>
  client.get(`${t.baseUrl}/subscriber/reports${search}`, undefined, { headers: { accept: 'text/html' } });

describe('the feed’s document', () => {
  it('shows the listener’s report titles and carries the first page the API answers', async () => {
    const res = await documentOf(listener);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain('Reports</h1>');
    expect(html).toContain('Feeds that paint at once</a></h2>');
    expect(html).toContain('Alpha from the other channel');
    expect(html).not.toContain('Initializing application...');
    const api = await listener.get('/reports?sort=newest&status=all');
    expect(carriedFirstScreen(html)).toEqual({ feed: { query: 'sort=newest&status=all', page: api.body } });
    expectPrivateDocument(res.headers);
  });

  it('draws its first screen with the feed’s own components, from the page the API answers', async () => {
    const search = `?channel=${otherChannelId}&sort=title`;
    const html = (await documentOf(listener, search)).body as string;
    const api = await listener.get(`/reports?sort=title&status=all&creatorId=${otherChannelId}`);
    const { items } = api.body as FeedPage;
    expect(items.map((item) => item.title)).toEqual(['Alpha from the other channel']);
    const screen = createElement(FeedFirstScreen, {
      items,
      search: new URLSearchParams(search),
      now,
      timeZone: 'UTC',
    });
    expect(rootMarkup(html)).toBe(componentMarkup(`/subscriber/reports${search}`, screen));
    // A card's link keeps the filters of the address, as the feed's own links do.
    expect(rootMarkup(html)).toContain(`?sort=title&amp;channel=${otherChannelId}"`);
  });

  it('writes a hostile title as text in the page and as data that cannot end its block', async () => {
    const html = (await documentOf(listener)).body as string;
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(html).not.toMatch(/<img src=x/);
    expect(html.match(/<script\b/g)).toHaveLength(4);
    expect(carriedFirstScreen(html)?.feed?.page.items.map((item) => item.title)).toContain(hostileTitle);
  });

  it('holds none of the listener’s reports for another listener or a visitor', async () => {
    const strangerHtml = (await documentOf(stranger)).body as string;
    expect(strangerHtml).not.toContain('Feeds that paint at once');
    expect(carriedFirstScreen(strangerHtml)?.feed?.page.items).toEqual([]);

    const res = await documentOf(anonymousClient(t));
    const html = res.body as string;
    expect(html).not.toContain('Feeds that paint at once');
    expect(html).toContain('Initializing application...');
    expect(carriedFirstScreen(html)).toBeNull();
    expectPrivateDocument(res.headers);
  });

  it('honours the filters, sort and search in the address, as the API reads them', async () => {
    const byChannel = (await documentOf(listener, `?channel=${otherChannelId}&sort=title`)).body as string;
    expect(byChannel).toContain('Alpha from the other channel');
    expect(byChannel).not.toContain('Feeds that paint at once');
    expect(byChannel).toContain(`?sort=title&amp;channel=${otherChannelId}`);
    const query = `sort=title&status=all&creatorId=${otherChannelId}`;
    expect(carriedFirstScreen(byChannel)).toEqual({
      feed: { query, page: (await listener.get(`/reports?${query}`)).body },
    });

    const searched = (await documentOf(listener, '?q=paint&period=all')).body as string;
    const found = carriedFirstScreen(searched)?.feed;
    expect(found?.query).toBe('period=all&sort=newest&status=all&q=paint');
    expect(found?.page.items.map((item) => item.title)).toEqual(['Feeds that paint at once']);
  });

  it('is the app’s usual document for filters the API refuses', async () => {
    for (const search of ['?sort=sideways', '?channel=not-a-channel', `?q=${'x'.repeat(201)}`]) {
      const res = await documentOf(listener, search);
      expect(res.status).toBe(200);
      expect(res.body).toContain('Initializing application...');
      expect(carriedFirstScreen(res.body as string)).toBeNull();
    }
  });
});
