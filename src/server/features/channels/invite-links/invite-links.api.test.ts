import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteLinks } from '../../../db/schema';
import { anonymousClient, signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let maya: TestClient;
let rival: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.links@example.test', 'Maya Links');
  rival = await signIn(t, 'rival.links@example.test', 'Rival Links');
  for (const [client, name] of [
    [maya, 'Makers Daily'],
    [rival, 'Rival Show'],
  ] as const) {
    await client.post('/creator/become');
    await client.put('/creator/settings', { channelName: name });
  }
});
afterAll(async () => {
  await t?.close();
});

async function linkRow(id: string) {
  const rows = await t.testDb.handle.db.select().from(inviteLinks).where(eq(inviteLinks.id, id));
  return rows[0];
}

describe('invite links', () => {
  it('creates links with an unguessable URL-safe token and an optional label', async () => {
    const res = await maya.post('/creator/invite-links', { label: '  Newsletter  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ label: 'Newsletter', useCount: 0, revokedAt: null });
    // At least 128 bits: 192 random bits are 32 base64url characters.
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const unlabelled = await maya.post('/creator/invite-links', {});
    expect(unlabelled.status).toBe(201);
    expect(unlabelled.body.label).toBeNull();
    expect(unlabelled.body.token).not.toBe(res.body.token);
    // The public side resolves the new link to the real channel, by token and by id.
    const byToken = await anonymousClient(t).get(`/invites/${res.body.token}`);
    expect(byToken.status).toBe(200);
    const byId = await anonymousClient(t).get(`/invites/${res.body.id}`);
    expect(byId.status).toBe(200);
  });

  it('refuses an over-long label', async () => {
    const res = await maya.post('/creator/invite-links', { label: 'x'.repeat(101) });
    expect(res.status).toBe(400);
  });

  it('lists only the creator\u2019s own links, newest first, page by page', async () => {
    await rival.post('/creator/invite-links', { label: 'Rival link' });
    const all = await maya.get('/creator/invite-links');
    expect(all.status).toBe(200);
    expect(all.body.items.map((l: { label: string | null }) => l.label)).toEqual([null, 'Newsletter']);
    const first = await maya.get('/creator/invite-links?limit=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await maya.get(`/creator/invite-links?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].label).toBe('Newsletter');
    expect(second.body.nextCursor).toBeNull();
    expect((await maya.get('/creator/invite-links?cursor=garbage')).status).toBe(400);
  });

  it('revokes a link (idempotent), and the public invite then says it was revoked', async () => {
    const created = await maya.post('/creator/invite-links', { label: 'Podcast outro' });
    const revoked = await maya.delete(`/creator/invite-links/${created.body.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const again = await maya.delete(`/creator/invite-links/${created.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    const listed = await maya.get('/creator/invite-links');
    expect(listed.body.items.find((l: { id: string }) => l.id === created.body.id).revokedAt).toBe(
      revoked.body.revokedAt,
    );
    const publicView = await anonymousClient(t).get(`/invites/${created.body.token}`);
    expect(publicView.status).toBe(404);
    expect(publicView.body.error.code).toBe('invite_revoked');
  });

  it('answers 404 for another creator\u2019s link and changes nothing', async () => {
    const created = await maya.post('/creator/invite-links', { label: 'Mine' });
    const res = await rival.delete(`/creator/invite-links/${created.body.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('invite_not_found');
    expect((await linkRow(created.body.id))?.revokedAt).toBeNull();
    const rivalList = await rival.get('/creator/invite-links');
    expect(rivalList.body.items.some((l: { id: string }) => l.id === created.body.id)).toBe(false);
  });

  it('needs a signed-in creator with a channel', async () => {
    expect((await anonymousClient(t).get('/creator/invite-links')).status).toBe(401);
    const listener = await signIn(t, 'listener.links@example.test', 'Listener');
    expect((await listener.post('/creator/invite-links', {})).status).toBe(403);
    await listener.post('/creator/become');
    const res = await listener.post('/creator/invite-links', {});
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('creator_settings_not_found');
  });
});
