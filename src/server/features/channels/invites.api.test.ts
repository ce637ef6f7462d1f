import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteResolution } from '@shared/contract/channels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { insertCreator, insertInviteLink, insertProfile } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function resolve(value: string) {
  const res = await fetch(`${t.baseUrl}/api/invites/${encodeURIComponent(value)}`);
  return {
    status: res.status,
    body: (await res.json()) as InviteResolution & { error: { code: string; message: string } },
  };
}

describe('GET /api/invites/:tokenOrLinkId', () => {
  it('resolves an invite token and a subscribe link id to the real channel card', async () => {
    const creator = await insertCreator(t.app.deps.db, {
      channelName: 'Invited Channel',
      price: 999,
      description: 'Deep dives.',
    });
    const link = await insertInviteLink(t.app.deps.db, creator.id, { label: 'Newsletter' });
    for (const value of [link.token, link.id]) {
      const { status, body } = await resolve(value);
      expect(status).toBe(200);
      expect(body.link).toEqual({ id: link.id, label: 'Newsletter' });
      expect(body.channel).toMatchObject({
        creatorId: creator.id,
        channelName: 'Invited Channel',
        description: 'Deep dives.',
        subscriberCount: 0,
        reportCount: 0,
        price: { amount: 999, currency: 'USD', interval: 'month', paid: false },
      });
    }
  });

  it('says clearly when a link is unknown or revoked', async () => {
    const creator = await insertCreator(t.app.deps.db);
    const revoked = await insertInviteLink(t.app.deps.db, creator.id, { revokedAt: new Date() });
    const gone = await resolve(revoked.token);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('invite_revoked');
    expect(gone.body.error.message).toMatch(/revoked/);
    for (const value of ['no-such-token', randomUUID()]) {
      const missing = await resolve(value);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('invite_not_found');
    }
  });

  it('treats a link of a creator without a channel as unknown', async () => {
    const person = await insertProfile(t.app.deps.db);
    const link = await insertInviteLink(t.app.deps.db, person.id);
    expect((await resolve(link.token)).body.error.code).toBe('invite_not_found');
  });
});
