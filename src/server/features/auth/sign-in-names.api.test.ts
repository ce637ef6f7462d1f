import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';

/** The name rule at sign-in (docs/product.md#entities): claims never replace a name the person set. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe(`the names at sign-in (${testDatabaseKindLabel()})`, () => {
  it('keeps a seeded real name when the person signs in with an empty Name', async () => {
    const email = `maya.creator.${unique()}@example.org`;
    await insertProfile(t.testDb.handle.db, { email, name: 'Maya Chen', authIssuer: 'seed' });
    const client = await signIn(t, email, '');
    const profile = await client.get('/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, displayName: 'Maya Chen', fullName: 'Maya Chen' });
  });

  it('uses the email prefix on a first sign-in only, and never writes it over a real name', async () => {
    const prefix = `sam.${unique()}`;
    const email = `${prefix}@example.org`;
    const first = await signIn(t, email, '');
    expect((await first.get('/profile')).body).toMatchObject({ displayName: prefix, fullName: prefix });

    const named = await signIn(t, email, 'Sam Okafor');
    expect((await named.get('/profile')).body).toMatchObject({
      displayName: 'Sam Okafor',
      fullName: 'Sam Okafor',
    });

    const again = await signIn(t, email, '');
    expect((await again.get('/profile')).body).toMatchObject({
      displayName: 'Sam Okafor',
      fullName: 'Sam Okafor',
    });
  });

  it('never replaces names the person edited, even with a real name from the provider', async () => {
    const email = `ren.${unique()}@example.org`;
    const client = await signIn(t, email, 'Ren Provider');
    const edited = await client.patch('/profile', { displayName: 'Ren', fullName: 'Ren Ito' });
    expect(edited.status).toBe(200);

    const later = await signIn(t, email, 'Someone Else');
    expect((await later.get('/profile')).body).toMatchObject({ displayName: 'Ren', fullName: 'Ren Ito' });
    const empty = await signIn(t, email, '');
    expect((await empty.get('/profile')).body).toMatchObject({ displayName: 'Ren', fullName: 'Ren Ito' });
  });
});
