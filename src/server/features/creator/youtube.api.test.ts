import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSettings } from '../../db/schema';
import { startFakeYoutube, type FakeYoutube } from '../../testing/fake-youtube';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

const MAKERS_ID = 'UCmakersdaily0000000000a';
const OTHER_ID = 'UCsomeoneelse0000000000b';

let t: TestApp;
let yt: FakeYoutube;
let maya: TestClient;

beforeAll(async () => {
  yt = await startFakeYoutube();
  t = await startTestApp({ env: { YOUTUBE_API_BASE_URL: yt.baseUrl, YOUTUBE_API_KEY: yt.apiKey } });
  maya = await signIn(t, 'maya.youtube@example.test', 'Maya YouTube');
  await maya.post('/creator/become');
  await maya.put('/creator/settings', { channelName: 'Makers Daily' });
  yt.addChannel({
    id: MAKERS_ID,
    title: 'Makers Daily',
    description: 'Talks with makers.',
    handle: 'MakersDaily',
    customUrl: '@makersdaily',
    username: 'makersdailyshow',
  });
  yt.addChannel({
    id: OTHER_ID,
    title: 'Someone Else',
    description: 'Not Maya. podbrief-verify-someoneelsestoken',
    handle: 'SomeoneElse',
  });
});
afterAll(async () => {
  await t?.close();
  await yt?.close();
});

async function row(userId: string) {
  const rows = await t.testDb.handle.db
    .select()
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, userId));
  return rows[0];
}

describe('YouTube verification', () => {
  it('refuses a URL that is not a YouTube channel', async () => {
    const res = await maya.post('/creator/youtube/verification', {
      channelUrl: 'https://www.youtube.com/watch?v=abc',
    });
    expect(res.status).toBe(400);
    expect((await row(maya.userId))?.youtubeChannelUrl).toBeNull();
  });

  it('issues a token for the channel URL, the same one when asked again', async () => {
    const res = await maya.post('/creator/youtube/verification', { channelUrl: 'youtube.com/@MakersDaily' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      channelUrl: 'https://www.youtube.com/@MakersDaily',
      isVerified: false,
      channelId: null,
    });
    expect(res.body.token).toMatch(/^podbrief-verify-[\w-]{16}$/);
    const again = await maya.post('/creator/youtube/verification', {
      channelUrl: 'https://www.youtube.com/@MakersDaily/videos',
    });
    expect(again.body.token).toBe(res.body.token);
  });

  it('fails with a clear message while the token is not in the description', async () => {
    const res = await maya.post('/creator/youtube/verify');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('youtube_verification_failed');
    expect(res.body.error.message).toContain(
      'verification code was not found in the description of "Makers Daily"',
    );
    expect((await row(maya.userId))?.isYoutubeVerified).toBe(false);
  });

  it('answers 503 when YouTube is down or refuses us, changing nothing', async () => {
    yt.mode = 'down';
    const down = await maya.post('/creator/youtube/verify');
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('youtube_unavailable');
    // One retry on a transient failure.
    yt.requests.length = 0;
    await maya.post('/creator/youtube/verify');
    expect(yt.requests.length).toBe(2);
    yt.mode = 'quota';
    const quota = await maya.post('/creator/youtube/verify');
    expect(quota.status).toBe(503);
    yt.mode = 'ok';
    expect((await row(maya.userId))?.isYoutubeVerified).toBe(false);
  });

  it('verifies once the token is in the channel description', async () => {
    const token = (await row(maya.userId))?.youtubeVerificationToken ?? '';
    yt.addChannel({ ...yt.channels.get(MAKERS_ID)!, description: `Talks with makers.\n\n${token}` });
    const res = await maya.post('/creator/youtube/verify');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isVerified: true, channelId: MAKERS_ID });
    expect(await row(maya.userId)).toMatchObject({ isYoutubeVerified: true, youtubeChannelId: MAKERS_ID });
    expect(yt.requests.at(-1)).toContain('forHandle=%40MakersDaily');
    expect(yt.requests.at(-1)).toContain(`key=${yt.apiKey}`);
  });

  it('clears the verification when the URL changes, and fails on a channel that is not the creator\u2019s', async () => {
    const res = await maya.post('/creator/youtube/verification', {
      channelUrl: 'https://www.youtube.com/@SomeoneElse',
    });
    expect(res.status).toBe(200);
    expect(res.body.isVerified).toBe(false);
    const saved = await row(maya.userId);
    expect(saved).toMatchObject({ isYoutubeVerified: false, youtubeChannelId: null });
    expect(res.body.token).not.toBe('');

    const check = await maya.post('/creator/youtube/verify');
    expect(check.status).toBe(422);
    expect(check.body.error.code).toBe('youtube_verification_failed');
    expect(check.body.error.message).toContain('"Someone Else"');
    expect((await row(maya.userId))?.isYoutubeVerified).toBe(false);
  });

  it('fails when no channel exists at the URL', async () => {
    await maya.post('/creator/youtube/verification', { channelUrl: 'https://www.youtube.com/@NobodyHere' });
    const res = await maya.post('/creator/youtube/verify');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('could not find a YouTube channel');
  });

  it('resolves /channel/ids, /user/ names and legacy /c/ names', async () => {
    for (const channelUrl of [
      `https://www.youtube.com/channel/${MAKERS_ID}`,
      'https://www.youtube.com/user/makersdailyshow',
      'https://www.youtube.com/c/makersdaily',
    ]) {
      const issued = await maya.post('/creator/youtube/verification', { channelUrl });
      yt.addChannel({ ...yt.channels.get(MAKERS_ID)!, description: `About us. ${issued.body.token}` });
      const res = await maya.post('/creator/youtube/verify');
      expect(res.status, channelUrl).toBe(200);
      expect(res.body).toMatchObject({ isVerified: true, channelId: MAKERS_ID });
    }
  });

  it('does not verify one YouTube channel for two creators', async () => {
    const rival = await signIn(t, 'rival.youtube@example.test', 'Rival');
    await rival.post('/creator/become');
    await rival.put('/creator/settings', { channelName: 'Rival Show' });
    const issued = await rival.post('/creator/youtube/verification', {
      channelUrl: `https://www.youtube.com/channel/${MAKERS_ID}`,
    });
    yt.addChannel({ ...yt.channels.get(MAKERS_ID)!, description: `About us. ${issued.body.token}` });
    const res = await rival.post('/creator/youtube/verify');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('already verified');
    expect((await row(rival.userId))?.isYoutubeVerified).toBe(false);
    expect((await row(maya.userId))?.isYoutubeVerified).toBe(true);
  });

  it('says verification is configured here, to creators only', async () => {
    const res = await maya.get('/creator/youtube/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: true });
    const listener = await signIn(t, 'listener.youtube@example.test', 'Listener');
    expect((await listener.get('/creator/youtube/status')).status).toBe(403);
  });

  it('needs a channel URL before checking', async () => {
    const fresh = await signIn(t, 'fresh.youtube@example.test', 'Fresh');
    await fresh.post('/creator/become');
    await fresh.put('/creator/settings', { channelName: 'Fresh Show' });
    const res = await fresh.post('/creator/youtube/verify');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('youtube_verification_failed');
  });
});

describe('without a YouTube API key on the server', () => {
  it('tells the creator verification is unavailable (not to try again soon), with its own code', async () => {
    const bare = await startTestApp({ env: { YOUTUBE_API_KEY: '' } });
    try {
      const ada = await signIn(bare, 'ada.youtube@example.test', 'Ada YouTube');
      await ada.post('/creator/become');
      await ada.put('/creator/settings', { channelName: 'Ada Talks' });
      // The studio can say so before the first step.
      const status = await ada.get('/creator/youtube/status');
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ configured: false });
      expect(
        (await ada.post('/creator/youtube/verification', { channelUrl: 'youtube.com/@AdaTalks' })).status,
      ).toBe(200);
      const res = await ada.post('/creator/youtube/verify');
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('youtube_not_configured');
      expect(res.body.error.message).toMatch(/not available on this server/);
      expect(res.body.error.message).not.toMatch(/try again in a few minutes/);
    } finally {
      await bare.close();
    }
  });
});
