import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { ManualClock } from '../../../clock';
import { channelMailPreferences, mailSettings } from '../../../db/schema';
import { createUnsubscribeToken, unsubscribeUrl } from '../unsubscribe';
import type { TestClient } from '../../../testing/sign-in';
import { anonymousClient, signIn } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { insertCreator, insertSubscription } from '../../../testing/factories';
import { DEFAULT_MAIL_FREQUENCY } from '@shared/contract/mail';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let reader: TestClient;
let other: TestClient;
let alphaId: string;
let betaId: string;
let lapsedId: string;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'mail-reader@mail.test', 'Mail Reader');
  other = await signIn(t, 'mail-other@mail.test', 'Mail Other');
  alphaId = (await insertCreator(db, { channelName: 'Alpha <Talks>' })).id;
  betaId = (await insertCreator(db, { channelName: 'beta Show' })).id;
  lapsedId = (await insertCreator(db, { channelName: 'Lapsed Show' })).id;
  await insertSubscription(db, reader.userId, alphaId, 'active', now);
  await insertSubscription(db, reader.userId, betaId, 'active', now);
  await insertSubscription(db, reader.userId, lapsedId, 'expired', now);
});
afterAll(async () => {
  await t?.close();
});

const ownFrequency = async (userId: string, creatorId: string) =>
  (
    await t.testDb.handle.db
      .select({ frequency: channelMailPreferences.frequency })
      .from(channelMailPreferences)
      .where(and(eq(channelMailPreferences.userId, userId), eq(channelMailPreferences.creatorId, creatorId)))
  )[0]?.frequency;
const allOffAt = async (userId: string) =>
  (
    await t.testDb.handle.db
      .select({ allOffAt: mailSettings.allOffAt })
      .from(mailSettings)
      .where(eq(mailSettings.userId, userId))
  )[0]?.allOffAt;

describe(`email preferences (${testDatabaseKindLabel()})`, () => {
  it('needs a signed-in listener', async () => {
    expect((await anonymousClient(t).get('/profile/mail')).status).toBe(401);
  });

  it('start at the defaults and list every channel the listener may read, by name', async () => {
    const res = await reader.get('/profile/mail');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      defaultFrequency: DEFAULT_MAIL_FREQUENCY,
      digestWeekday: 1,
      digestHour: 8,
      timeZone: 'UTC',
      allOff: false,
      saved: false,
    });
    expect(res.body.channels).toEqual([
      {
        creatorId: alphaId,
        channelName: 'Alpha <Talks>',
        avatarUrl: null,
        frequency: DEFAULT_MAIL_FREQUENCY,
        custom: false,
      },
      {
        creatorId: betaId,
        channelName: 'beta Show',
        avatarUrl: null,
        frequency: DEFAULT_MAIL_FREQUENCY,
        custom: false,
      },
    ]);
  });

  it('save the default, digest time and zone; channels without their own choice follow the default', async () => {
    const res = await reader.put('/profile/mail', {
      defaultFrequency: 'weekly',
      digestWeekday: 5,
      digestHour: 18,
      timeZone: 'America/New_York',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      defaultFrequency: 'weekly',
      digestWeekday: 5,
      digestHour: 18,
      saved: true,
    });
    expect(res.body.timeZone).toBe('America/New_York');
    expect(res.body.channels.map((c: { frequency: string }) => c.frequency)).toEqual(['weekly', 'weekly']);
  });

  it('refuse an unknown time zone, hour or field', async () => {
    for (const body of [
      { timeZone: 'Mars/Olympus' },
      { digestHour: 24 },
      { frequency: 'each' },
      { defaultFrequency: 'hourly' },
    ]) {
      const res = await reader.put('/profile/mail', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });

  it('set one channel on its own, and back to the default', async () => {
    const set = await reader.put(`/profile/mail/channels/${alphaId}`, { frequency: 'each' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ creatorId: alphaId, frequency: 'each', custom: true });
    expect(await ownFrequency(reader.userId, alphaId)).toBe('each');
    const read = await reader.get(`/profile/mail/channels/${alphaId}`);
    expect(read.body).toMatchObject({ frequency: 'each', custom: true });
    const back = await reader.put(`/profile/mail/channels/${betaId}`, { frequency: 'default' });
    expect(back.body).toMatchObject({ frequency: 'weekly', custom: false });
    expect(await ownFrequency(reader.userId, betaId)).toBeUndefined();
  });

  it('answer 404 for a channel the listener does not follow (lapsed, unknown or not a uuid)', async () => {
    for (const id of [lapsedId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await reader.put(`/profile/mail/channels/${id}`, { frequency: 'each' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('subscription_not_found');
    }
    expect((await other.get(`/profile/mail/channels/${alphaId}`)).status).toBe(404);
  });

  it('stop all mail and turn it on again, keeping the channel choices', async () => {
    const off = await reader.put('/profile/mail', { allOff: true });
    expect(off.body.allOff).toBe(true);
    const first = await allOffAt(reader.userId);
    expect(first).toBeInstanceOf(Date);
    await reader.put('/profile/mail', { allOff: true });
    expect(await allOffAt(reader.userId)).toEqual(first);
    const on = await reader.put('/profile/mail', { allOff: false });
    expect(on.body.allOff).toBe(false);
    expect(on.body.channels[0]).toMatchObject({ creatorId: alphaId, frequency: 'each' });
  });
});

describe(`unsubscribe links (${testDatabaseKindLabel()})`, () => {
  const secrets = () => ({ appUrl: t.config.appUrl, sessionSecret: t.config.sessionSecret });

  /** What the page's one button sends: the same signed URL, as a same-origin form post. */
  const pressUnsubscribe = (url: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.baseUrl,
        'sec-fetch-site': 'same-origin',
      },
      body: 'from=page',
    });

  it('GET only asks, with one button, so a mail scanner that follows the link unsubscribes nobody', async () => {
    await reader.put(`/profile/mail/channels/${alphaId}`, { frequency: 'each' });
    const url = unsubscribeUrl(secrets(), { userId: reader.userId, creatorId: alphaId });
    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('<h1>Unsubscribe from Alpha &lt;Talks&gt;?</h1>');
      const token = new URL(url).searchParams.get('token') ?? '';
      expect(html).toContain(`<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}">`);
      expect(html.match(/<button/g)).toHaveLength(1);
      expect(html).toContain('href="/profile#email"');
    }
    expect(await ownFrequency(reader.userId, alphaId)).toBe('each');
  });

  it('the page\'s button unsubscribes and says "You\'re unsubscribed from X"; undo puts the choice back', async () => {
    await reader.put(`/profile/mail/channels/${alphaId}`, { frequency: 'each' });
    const url = unsubscribeUrl(secrets(), { userId: reader.userId, creatorId: alphaId });
    const pressed = await pressUnsubscribe(url);
    expect(pressed.status).toBe(200);
    expect(pressed.headers.get('content-type')).toContain('text/html');
    const html = await pressed.text();
    expect(html).toContain('You&#39;re unsubscribed from Alpha &lt;Talks&gt;');
    expect(html).toContain('href="/profile#email"');
    expect(await ownFrequency(reader.userId, alphaId)).toBe('off');

    const token = new URL(url).searchParams.get('token') ?? '';
    const undo = await fetch(`${t.baseUrl}/unsubscribe/undo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.baseUrl,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ token, previous: 'each' }).toString(),
    });
    expect(undo.status).toBe(200);
    expect(await undo.text()).toContain('subscribed to Alpha &lt;Talks&gt; again');
    expect(await ownFrequency(reader.userId, alphaId)).toBe('each');
  });

  it('POST is the RFC 8058 one-click: cross-site, no cookie, idempotent', async () => {
    const url = unsubscribeUrl(secrets(), { userId: reader.userId, creatorId: betaId });
    const oneClick = () =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example',
          'sec-fetch-site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await ownFrequency(reader.userId, betaId)).toBe('off');
    const replay = await oneClick();
    expect(replay.status).toBe(200);
    expect(await ownFrequency(reader.userId, betaId)).toBe('off');
    // Multipart, as RFC 8058 also allows.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(200);
  });

  it('the same-origin check still refuses other cross-site posts, undo included', async () => {
    const token = createUnsubscribeToken(t.config.sessionSecret, {
      userId: reader.userId,
      creatorId: betaId,
    });
    const res = await fetch(`${t.baseUrl}/unsubscribe/undo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ token, previous: 'each' }).toString(),
    });
    expect(res.status).toBe(403);
    expect(await ownFrequency(reader.userId, betaId)).toBe('off');
  });

  it('stops all mail with an all-mail link, keeping the first moment on a replay', async () => {
    const url = unsubscribeUrl(secrets(), { userId: other.userId, creatorId: null });
    const page = await fetch(url);
    expect(await page.text()).toContain('Unsubscribe from all Podbrief mail?');
    expect(await allOffAt(other.userId)).toBeUndefined();
    expect(await (await pressUnsubscribe(url)).text()).toContain(
      'You&#39;re unsubscribed from all Podbrief mail',
    );
    const first = await allOffAt(other.userId);
    expect(first).toBeInstanceOf(Date);
    expect((await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    expect(await allOffAt(other.userId)).toEqual(first);
    expect((await other.get('/profile/mail')).body.allOff).toBe(true);
    const undo = await fetch(`${t.baseUrl}/unsubscribe/undo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ token: new URL(url).searchParams.get('token') ?? '' }).toString(),
    });
    expect(await undo.text()).toContain('Mail is on again');
    expect((await other.get('/profile/mail')).body.allOff).toBe(false);
  });

  it('refuses a tampered or missing token: a page on GET, the error shape on POST', async () => {
    const token = createUnsubscribeToken(t.config.sessionSecret, {
      userId: reader.userId,
      creatorId: alphaId,
    });
    const forged = token.replace(reader.userId, other.userId);
    const page = await fetch(`${t.baseUrl}/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link does not work');
    const pressed = await pressUnsubscribe(`${t.baseUrl}/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(pressed.status).toBe(400);
    expect(await pressed.text()).toContain('This link does not work');
    expect((await fetch(`${t.baseUrl}/unsubscribe`)).status).toBe(400);
    const post = await fetch(`${t.baseUrl}/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(400);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('unsubscribe_link_invalid');
    const expired = createUnsubscribeToken(
      t.config.sessionSecret,
      { userId: reader.userId, creatorId: alphaId },
      new Date(now.getTime() - 400 * 86_400_000),
    );
    const late = await fetch(`${t.baseUrl}/unsubscribe?token=${encodeURIComponent(expired)}`, {
      method: 'POST',
    });
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('unsubscribe_link_expired');
    expect(await ownFrequency(reader.userId, alphaId)).toBe('each');
  });
});

describe(`the local mailbox API (${testDatabaseKindLabel()})`, () => {
  it('lists and shows what the dev mailbox received', async () => {
    expect(t.app.devMailbox).not.toBeNull();
    const subject = `Dev mail ${Date.now()}`;
    const transport = createTransport({ url: t.app.devMailbox?.smtpUrl ?? '' });
    try {
      await transport.sendMail({
        from: 'a@localhost',
        to: 'dev-reader@mail.test',
        subject,
        text: 'Hi',
        html: '<p>Hi</p>',
      });
    } finally {
      transport.close();
    }
    const list = await anonymousClient(t).get('/dev-mail');
    expect(list.status).toBe(200);
    const item = list.body.items.find((mail: { subject: string }) => mail.subject === subject);
    expect(item).toMatchObject({ to: 'dev-reader@mail.test' });
    const one = await anonymousClient(t).get(`/dev-mail/${item.id}`);
    expect(one.body).toMatchObject({ subject, html: '<p>Hi</p>' });
    expect((await anonymousClient(t).get('/dev-mail/0000000000-000000000000')).status).toBe(404);
  });

  it('answers 404 when no dev mailbox runs (SMTP_URL set)', async () => {
    const withSmtp = await startTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'a@localhost' },
    });
    try {
      expect(withSmtp.app.devMailbox).toBeNull();
      const res = await anonymousClient(withSmtp).get('/dev-mail');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    } finally {
      await withSmtp.close();
    }
  });
});
