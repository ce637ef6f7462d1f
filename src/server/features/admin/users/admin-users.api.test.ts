import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCreator, insertProfile, insertSubscription } from '../../../testing/factories';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import type { AdminUserItem, AdminUserList } from '@shared/contract/admin-users';

const adminEmail = 'root@admin-users.test';
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAILS: adminEmail, LOG_LEVEL: 'silent' } });
  admin = await signIn(t, adminEmail, 'Rita Root');
});
afterAll(async () => {
  await t?.close();
});

async function listed(query = ''): Promise<AdminUserList> {
  const res = await admin.get(`/api/admin/users${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminUserList;
}

describe('GET /api/admin/users', () => {
  it('answers 401 signed out and 403 forbidden to anyone but an administrator', async () => {
    expect((await fetch(`${t.baseUrl}/api/admin/users`)).status).toBe(401);
    const listener = await signIn(t, 'lena@admin-users.test', 'Lena Listener');
    const refused = await listener.get('/api/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });

  it('lists each account with its role, channel, live subscriptions and creation time', async () => {
    const db = t.testDb.handle.db;
    const now = new Date();
    const creator = await insertCreator(db, { channelName: 'Quiet Harbour', name: 'Cora Creator' });
    const other = await insertCreator(db, { channelName: 'Loud Dock' });
    const reader = await insertProfile(db, { email: 'reader@admin-users.test', name: 'Rory Reader' });
    await insertSubscription(db, reader.id, creator.id, 'active', now);
    await insertSubscription(db, reader.id, other.id, 'canceled_in_period', now);
    const lapsed = await insertCreator(db);
    await insertSubscription(db, reader.id, lapsed.id, 'expired', now);

    const { items } = await listed('?limit=100');
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(reader.id)).toMatchObject({
      email: 'reader@admin-users.test',
      fullName: 'Rory Reader',
      role: 'listener',
      channelName: null,
      subscriptionCount: 2,
    } satisfies Partial<AdminUserItem>);
    expect(byId.get(creator.id)).toMatchObject({
      role: 'creator',
      channelName: 'Quiet Harbour',
      subscriptionCount: 0,
    });
    expect(byId.get(admin.userId)).toMatchObject({ email: adminEmail, role: 'admin' });
    expect(Date.parse(byId.get(reader.id)?.createdAt ?? '')).not.toBeNaN();
  });

  it('finds accounts by part of the email, the name or the channel, case-insensitively', async () => {
    const db = t.testDb.handle.db;
    const byChannel = await insertCreator(db, { channelName: 'The Saltmarsh Tapes' });
    const byName = await insertProfile(db, { name: 'Sally Saltmarsh' });
    const byEmail = await insertProfile(db, { email: 'saltmarsh.fan@admin-users.test' });
    await insertProfile(db, { name: 'Nobody Related' });

    const ids = (await listed('?q=SALTMARSH')).items.map((item) => item.id).sort();
    expect(ids).toEqual([byChannel.id, byName.id, byEmail.id].sort());
    // A LIKE wildcard in the query is a plain character, not "anything".
    expect((await listed('?q=%25')).items).toEqual([]);
  });

  it('pages newest first with the cursor, and refuses a foreign cursor with 400 invalid_cursor', async () => {
    const all = (await listed('?limit=100')).items;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminUserList = await listed(
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const item of page.items) seen.push(item.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((item) => item.id));

    const feedbackCursor = Buffer.from(
      JSON.stringify({ v: 1, l: 'feedback', s: 'newest', k: ['2026-01-01T00:00:00Z'], i: admin.userId }),
    ).toString('base64url');
    for (const bad of ['not-a-cursor', feedbackCursor]) {
      const res = await admin.get(`/api/admin/users?cursor=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_cursor');
    }
  });
});
