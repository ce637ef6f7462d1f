import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../auth/cookies';
import { createSession } from '../../auth/sessions';
import { CookieJar } from '../../testing/cookie-jar';
import { openEventStream, type TestEventStream } from '../../testing/event-stream';
import { insertProfile } from '../../testing/factories';
import { createClient, type TestClient } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { newGate, type Gate } from '../../testing/gate';

/**
 * Sign-out is never shed (ADR 091). In the attack, 47 of 150 simultaneous sign-outs got 503 from
 * load shedding, and those sessions and their live streams stayed alive. Here the requests in flight are
 * held full the whole time, so on a server that sheds sign-outs every one of them would be refused.
 */
const limit = 4;
const users = 150;
let t: TestApp;
let gate: Gate;
let entered = 0;

beforeAll(async () => {
  gate = newGate();
  t = await startTestApp({
    env: { MAX_REQUESTS_IN_FLIGHT: String(limit) },
    routes: (app) => {
      // A request that stays in flight until the test lets it finish, like one waiting for the database.
      app.get('/api/test/held', async () => {
        entered += 1;
        await gate.opened;
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  gate.open();
  await t.close();
});

interface SignedIn {
  client: TestClient;
  token: string;
  stream: TestEventStream;
}

/** A user with a real session (as the sign-in callback creates it) and a live event stream open. */
async function signedInWithStream(index: number): Promise<SignedIn> {
  const profile = await insertProfile(t.testDb.handle.db, { email: `sign-out-${index}@load.test` });
  const issued = await createSession(t.app.deps, profile.id, 'sign-out-under-load');
  const jar = new CookieJar();
  jar.set(sessionCookieName(t.config), issued.token);
  const client = createClient(t, jar, profile.id);
  const stream = await openEventStream(client, t.baseUrl);
  expect(stream.status).toBe(200);
  return { client, token: issued.token, stream };
}

/** Whether a session cookie still signs its holder in. */
async function stillSignedIn(token: string): Promise<boolean> {
  const jar = new CookieJar();
  jar.set(sessionCookieName(t.config), token);
  const session = await createClient(t, jar).get('/auth/session');
  expect(session.status).toBe(200);
  return session.body.user !== null;
}

describe(`sign-out under load (${testDatabaseKindLabel()})`, () => {
  it(`${users} simultaneous sign-outs, with the requests in flight held full, all end their session and stream`, async () => {
    const signedIn: SignedIn[] = [];
    // Streams have their own budget, so they can all be open before the requests in flight fill up.
    for (let i = 0; i < users; i += 10) {
      const batch = Array.from({ length: Math.min(10, users - i) }, (_, j) => signedInWithStream(i + j));
      for (const one of await Promise.all(batch)) signedIn.push(one);
    }

    const held = Array.from({ length: limit }, () => fetch(`${t.baseUrl}/api/test/held`));
    await waitFor(() => entered === limit, { what: 'every held request to be in flight', intervalMs: 10 });
    // The server is full: an ordinary request is shed.
    expect((await fetch(`${t.baseUrl}/api/landing/stats`)).status).toBe(503);

    // Half sign out everywhere, half only here: both end the one session each user has.
    const answers = await Promise.all(
      signedIn.map(({ client }, i) => client.post(i % 2 === 0 ? '/auth/logout' : '/auth/logout?scope=local')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    // Still full throughout: the sign-outs passed the limit, they did not find it free.
    expect(entered).toBe(limit);
    expect((await fetch(`${t.baseUrl}/api/landing/stats`)).status).toBe(503);

    await waitFor(() => signedIn.every(({ stream }) => stream.ended), {
      what: `all ${users} live streams to close`,
      timeoutMs: 20_000,
    });
    expect(signedIn.map(({ stream }) => stream.endReason())).toEqual(Array(users).fill('session_ended'));

    gate.open();
    expect((await Promise.all(held)).map((res) => res.status)).toEqual(Array(limit).fill(200));
    // Each session cookie no longer works (one at a time: the limit is small).
    for (const { token } of signedIn) expect(await stillSignedIn(token)).toBe(false);
  }, 120_000);
});
