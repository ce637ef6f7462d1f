import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@shared/constants';
import { ManualClock } from '../../clock';
import { jsonScript } from '../../plugins/document';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { documentSession } from './session-response';

let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** The document's session as the app builds it: counted and resolved by the session plugin. */
const carriedBy = (
  request: { cookies: Record<string, string | undefined>; ip?: string },
  config = t.app.deps.config,
) =>
  documentSession({ config }, (r, token) => t.app.countHitAndResolveSession(r, token))({
    ip: '10.9.0.1',
    ...request,
  } as unknown as FastifyRequest);

/** What the document of a page load with this client's cookies carries. */
const documentOf = (client: TestClient) =>
  carriedBy({ cookies: { pb_session: client.cookies.get('pb_session') } });

describe('the session a page’s document carries', () => {
  it('is exactly what GET /api/auth/session answers for the same cookie', async () => {
    const client = await signIn(t, 'document.reader@example.org', 'Document Reader');
    const carried = await documentOf(client);
    expect(carried?.user.email).toBe('document.reader@example.org');
    expect(carried).toEqual((await client.get('/auth/session')).body);
  });

  it('is absent signed out, after sign-out, and once the session has expired', async () => {
    expect(await carriedBy({ cookies: {} })).toBeNull();

    const leaving = await signIn(t, 'document.leaving@example.org');
    const cookie = leaving.cookies.get('pb_session');
    expect(await documentOf(leaving)).not.toBeNull();
    expect((await leaving.post('/auth/logout')).status).toBe(204);
    expect(await carriedBy({ cookies: { pb_session: cookie } })).toBeNull();

    const idle = await signIn(t, 'document.idle@example.org');
    expect(await documentOf(idle)).not.toBeNull();
    clock.advance(auth.sessionIdleMs + 1000);
    expect(await documentOf(idle)).toBeNull();
  });

  it('is absent for a session revoked everywhere from another device', async () => {
    const laptop = await signIn(t, 'document.revoked@example.org');
    const phone = await signIn(t, 'document.revoked@example.org');
    expect(await documentOf(phone)).not.toBeNull();
    expect((await laptop.post('/auth/logout?scope=global')).status).toBe(204);
    expect(await documentOf(phone)).toBeNull();
  });

  it('carries a hostile profile name as data that cannot end its block', async () => {
    const name = '</script><script>alert(1)</script>\u2028x';
    const client = await signIn(t, 'document.hostile@example.org', 'Hostile');
    const saved = await client.patch('/profile', { displayName: name });
    expect(saved.status).toBe(200);
    const carried = await documentOf(client);
    expect(carried?.profile.displayName).toBe(name);
    const block = jsonScript('podbrief-session', carried);
    expect(block.slice(0, -'</script>'.length)).not.toMatch(/<\/script|[\u2028]/i);
    expect(block.match(/<script/g)).toHaveLength(1);
  });

  it('counts against the client’s global rate limit, and is absent once the budget is spent', async () => {
    const client = await signIn(t, 'document.counted@example.org');
    const cookies = { pb_session: client.cookies.get('pb_session') };
    const ip = '10.9.1.1';
    const config = { ...t.app.deps.config, rateLimitPerMinute: 5 };
    for (let i = 0; i < 5; i += 1) expect(await carriedBy({ cookies, ip }, config)).not.toBeNull();
    expect(await carriedBy({ cookies, ip }, config)).toBeNull();
    // Another client's budget is its own.
    expect(await carriedBy({ cookies, ip: '10.9.1.2' }, config)).not.toBeNull();
  });
});
