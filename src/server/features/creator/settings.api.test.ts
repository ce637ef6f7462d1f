import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, product } from '@shared/constants';
import { creatorSettings, profiles } from '../../db/schema';
import { becomeCreator } from './service';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.settings@example.test', 'Maya Settings');
  expect((await maya.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function settingsRow(userId: string) {
  const rows = await t.testDb.handle.db
    .select()
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, userId));
  return rows[0];
}

describe('becoming a creator (docs/product.md#roles: set_user_as_creator)', () => {
  it('refuses a visitor who is not signed in', async () => {
    const res = await anonymousClient(t).post('/creator/become');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('flags the profile as creator with role creator, and is idempotent', async () => {
    const sam = await signIn(t, 'sam.become@example.test', 'Sam Become');
    const first = await sam.post('/creator/become');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isCreator: true, hasChannel: false });
    const [before] = await t.testDb.handle.db.select().from(profiles).where(eq(profiles.id, sam.userId));
    expect(before).toMatchObject({ isCreator: true, userRole: 'creator' });

    const second = await sam.post('/creator/become');
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ isCreator: true, hasChannel: false });
    const [after] = await t.testDb.handle.db.select().from(profiles).where(eq(profiles.id, sam.userId));
    expect(after).toMatchObject({ isCreator: true, userRole: 'creator' });
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });

  it('refuses a user without a profile (profile_required) and flags nobody', async () => {
    const creatorsBefore = await t.testDb.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.isCreator, true));
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(becomeCreator({ db: t.testDb.handle.db, clock: t.clock }, missing)).rejects.toMatchObject({
      status: 422,
      code: 'profile_required',
      message: 'Your profile is not set up yet. Sign out and sign in again, then retry.',
    });
    const creatorsAfter = await t.testDb.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.isCreator, true));
    expect(creatorsAfter).toEqual(creatorsBefore);
  });

  it('keeps the creator flag visible in the session right away', async () => {
    const lee = await signIn(t, 'lee.session@example.test', 'Lee Session');
    expect((await lee.get('/creator/settings')).status).toBe(403);
    await lee.post('/creator/become');
    const res = await lee.get('/creator/settings');
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'creator_settings_not_found',
      message: 'Could not load creator settings',
    });
  });
});

describe('creator settings save (docs/product.md#creator-settings-save)', () => {
  it('refuses a signed-in user who is not a creator, and stores nothing', async () => {
    const pat = await signIn(t, 'pat.listener@example.test', 'Pat Listener');
    const res = await pat.put('/creator/settings', { channelName: 'Not mine' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('creator_required');
    expect(await settingsRow(pat.userId)).toBeUndefined();
  });

  it('does not create the row without a channel name', async () => {
    const res = await maya.put('/creator/settings', { channelDescription: 'About my show' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('channel_name_required');
    expect(await settingsRow(maya.userId)).toBeUndefined();

    const blank = await maya.put('/creator/settings', { channelName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('channel_name_required');
    expect(await settingsRow(maya.userId)).toBeUndefined();
  });

  it('creates the row on the first save with a channel name, with the default price', async () => {
    const res = await maya.put('/creator/settings', {
      channelName: '  Makers Daily  ',
      channelDescription: 'Short talks with people who build things.',
      contentCategories: ['technology', 'Business', 'TECHNOLOGY'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      creatorId: maya.userId,
      channelName: 'Makers Daily',
      channelDescription: 'Short talks with people who build things.',
      // Matched without regard to case, stored in the list's spelling, once each.
      contentCategories: ['Technology', 'Business'],
      socialLinks: [],
      subscriptionPrice: product.defaultCreatorPriceCents,
      isYoutubeVerified: false,
      logoUrl: null,
    });
    const got = await maya.get('/creator/settings');
    expect(got.status).toBe(200);
    expect(got.body.channelName).toBe('Makers Daily');
  });

  it('updates only the fields sent, and refuses to blank the name', async () => {
    const res = await maya.put('/creator/settings', { channelDescription: 'New description' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      channelName: 'Makers Daily',
      channelDescription: 'New description',
      contentCategories: ['Technology', 'Business'],
    });

    const blank = await maya.put('/creator/settings', { channelName: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('channel_name_required');
    expect((await settingsRow(maya.userId))?.channelName).toBe('Makers Daily');
  });

  it('refuses unknown categories, too many categories and over-long fields, changing nothing', async () => {
    const before = await settingsRow(maya.userId);
    for (const body of [
      { contentCategories: ['Technology', 'Astrology'] },
      { contentCategories: ['Technology', 'Business', 'Science', 'Health', 'Education', 'News'] },
      { channelName: 'x'.repeat(101) },
      { channelDescription: 'x'.repeat(2001) },
    ]) {
      const res = await maya.put('/creator/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
    expect(await settingsRow(maya.userId)).toEqual(before);
  });
  it('reads stored categories in the list\u2019s spelling, leaving out names no longer on the list', async () => {
    const before = await settingsRow(maya.userId);
    await t.testDb.handle.db
      .update(creatorSettings)
      .set({ contentCategories: ['business', 'Retired Topic', 'Business'] })
      .where(eq(creatorSettings.creatorId, maya.userId));
    expect((await maya.get('/creator/settings')).body.contentCategories).toEqual(['Business']);
    await t.testDb.handle.db
      .update(creatorSettings)
      .set({ contentCategories: before?.contentCategories ?? [] })
      .where(eq(creatorSettings.creatorId, maya.userId));
  });
});

describe('concurrent first saves', () => {
  it('create one channel: one save inserts, the others update it, none fails', async () => {
    const racer = await signIn(t, 'racer.settings@example.test', 'Racer');
    const becomes = await Promise.all([racer.post('/creator/become'), racer.post('/creator/become')]);
    expect(becomes.map((r) => r.status)).toEqual([200, 200]);
    const results = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) =>
        racer.put('/creator/settings', { channelName: `Race ${name}`, channelDescription: name }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.testDb.handle.db
      .select()
      .from(creatorSettings)
      .where(eq(creatorSettings.creatorId, racer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.channelName).toBe(`Race ${rows[0]?.channelDescription}`);
  });
});

describe('social links (docs/product.md#entities: list or object shape, stored as the list)', () => {
  it('accepts the list shape', async () => {
    const res = await maya.put('/creator/settings', {
      socialLinks: [
        { platform: 'twitter', url: 'https://twitter.com/makers' },
        { platform: 'others', url: 'https://mastodon.social/@makers' },
        { platform: 'others', url: 'https://bsky.app/profile/makers' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.socialLinks).toHaveLength(3);
    expect((await settingsRow(maya.userId))?.socialLinks).toEqual(res.body.socialLinks);
  });

  it('accepts the object shape, drops blank fields and stores the list in platform order', async () => {
    const res = await maya.put('/creator/settings', {
      socialLinks: {
        website: 'https://makers.example',
        instagram: 'https://instagram.com/makers',
        facebook: '',
        linkedin: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.socialLinks).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/makers' },
      { platform: 'website', url: 'https://makers.example' },
    ]);
    expect((await settingsRow(maya.userId))?.socialLinks).toEqual(res.body.socialLinks);
  });

  it('refuses unknown platforms, non-http links and duplicate platforms', async () => {
    const before = (await settingsRow(maya.userId))?.socialLinks;
    for (const socialLinks of [
      [{ platform: 'myspace', url: 'https://myspace.com/makers' }],
      { tiktok: 'https://tiktok.com/@makers' },
      [{ platform: 'website', url: 'javascript:alert(1)' }],
      { website: 'ftp://makers.example' },
      [{ platform: 'twitter', url: 'makers' }],
      [
        { platform: 'twitter', url: 'https://twitter.com/a' },
        { platform: 'twitter', url: 'https://twitter.com/b' },
      ],
    ]) {
      const res = await maya.put('/creator/settings', { socialLinks });
      expect(res.status, JSON.stringify(socialLinks)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
    expect((await settingsRow(maya.userId))?.socialLinks).toEqual(before);
  });
});

describe('subscription price', () => {
  it('sets the price in whole cents within the bounds', async () => {
    const res = await maya.put('/creator/settings/price', { amountCents: 499 });
    expect(res.status).toBe(200);
    expect(res.body.subscriptionPrice).toBe(499);
    expect(
      (await maya.put('/creator/settings/price', { amountCents: limits.creatorPriceMinCents })).status,
    ).toBe(200);
    expect(
      (await maya.put('/creator/settings/price', { amountCents: limits.creatorPriceMaxCents })).status,
    ).toBe(200);
  });

  it('refuses prices out of bounds or not in whole cents, keeping the old price', async () => {
    await maya.put('/creator/settings/price', { amountCents: 350 });
    for (const amountCents of [-1, limits.creatorPriceMaxCents + 1, 2.5, Number.MAX_SAFE_INTEGER]) {
      const res = await maya.put('/creator/settings/price', { amountCents });
      expect(res.status, String(amountCents)).toBe(400);
      expect(res.body.error.code).toBe('invalid_price');
    }
    const wrongType = await maya.put('/creator/settings/price', { amountCents: '300' });
    expect(wrongType.status).toBe(400);
    expect((await settingsRow(maya.userId))?.subscriptionPrice).toBe(350);
  });

  it('refuses 0.01–0.49, below Stripe’s smallest charge, keeping the old price (ADR 227)', async () => {
    await maya.put('/creator/settings/price', { amountCents: 350 });
    for (const amountCents of [1, 25, 49]) {
      const res = await maya.put('/creator/settings/price', { amountCents });
      expect(res.status, String(amountCents)).toBe(400);
      expect(res.body.error).toEqual({
        code: 'price_below_minimum',
        message:
          'A price must be at least 0.50, the smallest amount Stripe can charge. Enter 0.00 for a free channel.',
      });
    }
    expect((await settingsRow(maya.userId))?.subscriptionPrice).toBe(350);
    expect((await maya.put('/creator/settings/price', { amountCents: 50 })).status).toBe(200);
    expect((await maya.put('/creator/settings/price', { amountCents: 0 })).status).toBe(200);
  });

  it('needs a channel first', async () => {
    const kim = await signIn(t, 'kim.price@example.test', 'Kim Price');
    await kim.post('/creator/become');
    const res = await kim.put('/creator/settings/price', { amountCents: 300 });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('creator_settings_not_found');
  });
});

describe('YouTube channel URL in the settings', () => {
  it('stores the canonical URL, refuses non-channel URLs, and clears verification when it changes', async () => {
    const saved = await maya.put('/creator/settings', {
      youtubeChannelUrl: 'youtube.com/@MakersDaily/videos',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.youtubeChannelUrl).toBe('https://www.youtube.com/@MakersDaily');

    const bad = await maya.put('/creator/settings', { youtubeChannelUrl: 'https://vimeo.com/makers' });
    expect(bad.status).toBe(400);
    expect((await settingsRow(maya.userId))?.youtubeChannelUrl).toBe('https://www.youtube.com/@MakersDaily');

    // Pretend it was verified, then change the URL: the proof was for the old channel.
    await t.testDb.handle.db
      .update(creatorSettings)
      .set({
        isYoutubeVerified: true,
        youtubeChannelId: 'UC0123456789abcdefghijkl',
        youtubeVerificationToken: 'podbrief-verify-x',
      })
      .where(eq(creatorSettings.creatorId, maya.userId));
    const same = await maya.put('/creator/settings', {
      youtubeChannelUrl: 'https://www.youtube.com/@MakersDaily',
    });
    expect(same.body.isYoutubeVerified).toBe(true);
    const changed = await maya.put('/creator/settings', {
      youtubeChannelUrl: 'https://www.youtube.com/@OtherShow',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      isYoutubeVerified: false,
      youtubeChannelId: null,
      youtubeVerificationToken: null,
    });
  });
});

describe('authorization', () => {
  it('never lets one creator touch another creator\u2019s channel', async () => {
    const other = await signIn(t, 'other.creator@example.test', 'Other Creator');
    await other.post('/creator/become');
    const mine = await settingsRow(maya.userId);
    const res = await other.put('/creator/settings', { channelName: 'Other Show', creatorId: maya.userId });
    expect(res.status).toBe(200);
    expect(res.body.creatorId).toBe(other.userId);
    expect(await settingsRow(maya.userId)).toEqual(mine);
  });

  it('refuses cross-site writes', async () => {
    const res = await maya.put(
      '/creator/settings',
      { channelName: 'Hijacked' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
    expect((await settingsRow(maya.userId))?.channelName).toBe('Makers Daily');
  });
});
