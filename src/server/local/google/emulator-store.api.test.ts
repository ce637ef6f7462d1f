import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../testing/test-database';
import { EmulatorAccounts } from './accounts';
import { createDatabaseAdapter, EmulatorStore } from './emulator-store';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb.destroy());

// Two stores on one database stand for two API processes behind a load balancer.
describe(`the emulator's state in the database (${testDatabaseKind()})`, () => {
  it('lets one process find, consume and revoke what another saved', async () => {
    const SessionsA = createDatabaseAdapter(new EmulatorStore(testDb.handle.db));
    const SessionsB = createDatabaseAdapter(new EmulatorStore(testDb.handle.db));
    const a = new SessionsA('Interaction');
    const b = new SessionsB('Interaction');
    await a.upsert('i-1', { uid: 'u-1', grantId: 'g-1', returnTo: '/x' }, 600);
    expect(await b.find('i-1')).toMatchObject({ uid: 'u-1', returnTo: '/x' });
    expect(await b.findByUid('u-1')).toMatchObject({ uid: 'u-1' });
    // Another model with the same id is another record.
    expect(await new SessionsB('Session').find('i-1')).toBeUndefined();

    const codesA = new SessionsA('AuthorizationCode');
    await codesA.upsert('c-1', { grantId: 'g-1' }, 60);
    await new SessionsB('AuthorizationCode').consume('c-1');
    expect((await codesA.find('c-1'))?.consumed).toEqual(expect.any(Number));

    await b.revokeByGrantId('g-1');
    expect(await a.find('i-1')).toBeUndefined();
    expect(await codesA.find('c-1')).toBeUndefined();
  });

  it('hides and deletes expired records, keeps records without expiry', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const store = new EmulatorStore(testDb.handle.db, () => now);
    const Adapter = createDatabaseAdapter(store);
    await new Adapter('Session').upsert('s-1', { accountId: '1' }, 60);
    await new Adapter('Grant').upsert('forever', { accountId: '1' });
    now = new Date('2026-01-01T00:02:00Z');
    expect(await new Adapter('Session').find('s-1')).toBeUndefined();
    expect(await store.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await new Adapter('Grant').find('forever')).toMatchObject({ accountId: '1' });
  });

  it('gives every process the same signing and cookie keys, even when they start together', async () => {
    const [first, second] = await Promise.all([
      new EmulatorStore(testDb.handle.db).keys(),
      new EmulatorStore(testDb.handle.db).keys(),
    ]);
    expect(first).toEqual(second);
    expect(first.signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.signingKey).toHaveProperty('d');
    expect(first.cookieKey.length).toBeGreaterThanOrEqual(32);
  });

  it('knows an account another process remembered, and the demo accounts always', async () => {
    const remembered = await new EmulatorAccounts(new EmulatorStore(testDb.handle.db)).remember(
      ' New.Person@Example.org ',
      'New Person',
    );
    const elsewhere = new EmulatorAccounts(new EmulatorStore(testDb.handle.db));
    expect(await elsewhere.find(remembered.sub)).toEqual({
      sub: remembered.sub,
      email: 'new.person@example.org',
      name: 'New Person',
    });
    expect(await elsewhere.find('100000000000000000000')).toBeUndefined();
  });
});
