import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@shared/demo-accounts';
import { seedDemo } from './seed';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { queueDemoDigest } from './demo-digest';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`the first run's demo digest (${testDatabaseKindLabel()})`, () => {
  it('reaches the dev mailbox: the demo listener’s weekly digest of the seeded week', async () => {
    const now = t.clock.now();
    expect(await seedDemo(t.app.deps.db, t.app.deps.storage, now)).not.toBeNull();
    expect(await queueDemoDigest(t.app.deps, now)).toBe(true);
    const mailbox = t.app.devMailbox;
    expect(mailbox).not.toBeNull();
    const summary = await waitFor(
      async () =>
        (await mailbox!.list()).find(
          (mail) =>
            mail.to === demoAccounts.listener.email && mail.subject.startsWith('Your weekly Podbrief digest'),
        ),
      { timeoutMs: 60_000 },
    );
    const mail = await mailbox!.get(summary.id);
    expect(mail?.text).toContain('Read the report');
    expect(mail?.headers.map((header) => header.name)).toContain('List-Unsubscribe');
  });
});
