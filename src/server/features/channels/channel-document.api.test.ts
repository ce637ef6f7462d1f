import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelPage } from '@shared/contract/channels';
import { ChannelFirstScreen } from '@web/app/first-screens';
import { insertCreator, insertReport } from '../../testing/factories';
import { appDocumentRoot, carriedFirstScreen, componentMarkup, rootMarkup } from '../../testing/app-document';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The public channel page's document (ADR 236): its first screen and the data the app takes over are
 * what GET /api/channels/:creatorId answers the same session; a hostile name stays text.
 */
const hostileName = '</script><script>alert(1)</script><b>Bold</b> & "Co"';
let t: TestApp;
let appDocument: Awaited<ReturnType<typeof appDocumentRoot>>;
let creatorId: string;
let reader: TestClient;

beforeAll(async () => {
  appDocument = await appDocumentRoot();
  t = await startTestApp({ webRoot: appDocument.webRoot });
  const db = t.testDb.handle.db;
  creatorId = (
    await insertCreator(db, { channelName: hostileName, description: 'Talks about <em>things</em>.' })
  ).id;
  await insertReport(db, creatorId, { title: 'A channel report' });
  reader = await signIn(t, 'channel-document.reader@channels.test', 'Channel Reader');
});
afterAll(async () => {
  await t?.close();
  await appDocument?.remove();
});

const documentOf = (client: TestClient, id = creatorId) =>
  client.get(`${t.baseUrl}/channels/${id}`, undefined, { headers: { accept: 'text/html' } });

describe('the public channel page’s document', () => {
  it.each([
    ['a visitor', () => anonymousClient(t)],
    ['a signed-in reader', () => reader],
  ])('shows the channel to %s, with the answer the API gives them', async (_who, client) => {
    const res = await documentOf(client());
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain('Talks about &lt;em&gt;things&lt;/em&gt;.');
    expect(html).not.toContain('Initializing application...');
    const api = await client().get(`/channels/${creatorId}`);
    expect(carriedFirstScreen(html)).toEqual({ channel: { id: creatorId, page: api.body } });
    expect(res.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect(res.headers.get('vary') ?? '').toMatch(/\bcookie\b/i);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['a visitor', () => anonymousClient(t), false],
    ['a signed-in reader', () => reader, true],
  ])(
    'draws %s the first screen with the channel page’s own components, from the API’s answer',
    async (_who, client, signedIn) => {
      const html = (await documentOf(client())).body as string;
      const page = (await client().get(`/channels/${creatorId}`)).body as ChannelPage;
      const address = `/channels/${creatorId}`;
      expect(rootMarkup(html)).toBe(
        componentMarkup(address, createElement(ChannelFirstScreen, { page, signedIn })),
      );
      expect(rootMarkup(html)).toContain(signedIn ? 'Podcast Channels' : 'Home');
    },
  );

  it('writes a hostile channel name as text and as data that cannot end its block', async () => {
    const html = (await documentOf(reader)).body as string;
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Bold&lt;/b&gt;');
    expect(html).not.toContain('<b>Bold</b>');
    // The theme script, the app's module script and the two data blocks.
    expect(html.match(/<script\b/g)).toHaveLength(4);
    expect(carriedFirstScreen(html)?.channel?.page.channel.channelName).toBe(hostileName);
  });

  it('is the app’s usual document for an unknown channel', async () => {
    const res = await documentOf(reader, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Initializing application...');
    expect(carriedFirstScreen(res.body as string)).toBeNull();
  });
});
