import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { profiles } from '../../db/schema';
import { profileUpdateSchema } from '@shared/contract/profile';
import { signIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { insertProfile } from '../../testing/factories';
import { getProfile, updateOwnProfile } from './service';

const clock = new ManualClock('2025-06-01T12:00:00.000Z');
let t: TestApp;
const deps = () => ({ db: t.app.deps.db, clock });

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

describe('profile service', () => {
  it('reads the own profile with the read-only email', async () => {
    const user = await insertProfile(t.app.deps.db, { email: 'ada@example.test', name: 'Ada Lovelace' });
    expect(await getProfile(deps(), user.id)).toMatchObject({
      id: user.id,
      email: 'ada@example.test',
      displayName: 'Ada Lovelace',
      fullName: 'Ada Lovelace',
      phone: null,
      location: null,
      namesEditedAt: null,
    });
  });

  it("answers 'Could not load profile data' for a missing profile", async () => {
    await expect(getProfile(deps(), randomUUID())).rejects.toMatchObject({
      status: 404,
      message: 'Could not load profile data',
    });
  });

  it('saves phone and location without marking the names as edited; empty clears', async () => {
    const user = await insertProfile(t.app.deps.db, { name: 'Grace Hopper' });
    const saved = await updateOwnProfile(deps(), user.id, {
      displayName: 'Grace Hopper',
      phone: ' +1 (555) 010-2030 ',
      location: 'Arlington',
    });
    expect(saved).toMatchObject({
      phone: '+1 (555) 010-2030',
      location: 'Arlington',
      namesEditedAt: null,
      updatedAt: '2025-06-01T12:00:00.000Z',
    });
    const cleared = await updateOwnProfile(deps(), user.id, { phone: '', location: null });
    expect(cleared).toMatchObject({ phone: null, location: null });
  });

  it('marks the names as edited when a name changes', async () => {
    const user = await insertProfile(t.app.deps.db, { name: 'Alan Turing' });
    clock.set('2025-06-02T08:00:00.000Z');
    const saved = await updateOwnProfile(deps(), user.id, {
      displayName: 'Alan',
      fullName: 'Alan M. Turing',
    });
    expect(saved).toMatchObject({
      displayName: 'Alan',
      fullName: 'Alan M. Turing',
      namesEditedAt: '2025-06-02T08:00:00.000Z',
    });
    const rows = await t.app.deps.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(rows[0]!.namesEditedAt?.toISOString()).toBe('2025-06-02T08:00:00.000Z');
    expect(rows[0]!.email).toBe(user.email);
  });
});

describe('profile update rules', () => {
  it.each([
    [{ displayName: 'A' }, 'Name must be at least 2 characters'],
    [{ fullName: ' ' }, 'Name must be at least 2 characters'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ phone: '123' }, 'Please enter a valid phone number'],
    [{ avatarUrl: 'javascript:alert(1)' }, 'Please enter a valid image URL (https://…)'],
    [{ location: 'x'.repeat(121) }, 'Location must be at most 120 characters'],
  ])('refuses %j', (input, message) => {
    const result = profileUpdateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses changing the email', () => {
    expect(profileUpdateSchema.safeParse({ email: 'new@example.test' }).success).toBe(false);
  });

  it('accepts https avatars and our own paths', () => {
    expect(
      profileUpdateSchema.safeParse({ avatarUrl: 'https://lh3.googleusercontent.com/a/x' }).success,
    ).toBe(true);
    expect(profileUpdateSchema.safeParse({ avatarUrl: '/api/files/avatars/x.png' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ avatarUrl: '//evil.test/x.png' }).success).toBe(false);
  });

  it('needs a signed-in user over HTTP', async () => {
    const res = await fetch(`${t.baseUrl}/api/profile`);
    expect(res.status).toBe(401);
  });
});

describe('GET/PATCH /api/profile over HTTP', () => {
  // Real sign-ins need the real clock (cookies and tokens expire in real time).
  let live: TestApp;
  beforeAll(async () => {
    live = await startTestApp();
  });
  afterAll(async () => {
    await live?.close();
  });

  it('reads and edits the own profile; the edit persists', async () => {
    const client = await signIn(live, `profile-${Date.now()}@example.test`, 'Pat Example');
    const first = await client.get('/profile');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: client.userId, displayName: expect.any(String), phone: null });

    const saved = await client.patch('/profile', {
      fullName: 'Patricia Example',
      phone: '+44 20 7946 0958',
      location: 'London',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fullName: 'Patricia Example',
      phone: '+44 20 7946 0958',
      location: 'London',
      namesEditedAt: expect.any(String),
    });
    expect((await client.get('/profile')).body).toMatchObject({
      fullName: 'Patricia Example',
      location: 'London',
    });
  });

  it('refuses invalid values and the email with 400, changing nothing', async () => {
    const client = await signIn(live, `strict-${Date.now()}@example.test`, 'Sam Strict');
    const before = (await client.get('/profile')).body;
    const badPhone = await client.patch('/profile', { phone: 'call me maybe' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.code).toBe('validation_error');
    expect(badPhone.body.error.message).toContain('Please enter a valid phone number');
    expect((await client.patch('/profile', { email: 'other@example.test' })).status).toBe(400);
    expect((await client.get('/profile')).body).toEqual(before);
  });
});
