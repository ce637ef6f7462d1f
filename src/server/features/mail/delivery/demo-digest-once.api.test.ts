import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@shared/demo-accounts';
import { ManualClock } from '../../../clock';
import { mailDeliveries, profiles } from '../../../db/schema';
import { queueDemoDigest } from '../../../local/demo/demo-digest';
import { MAIL_SEND_DIGEST_QUEUE } from '../queues';
import { insertCreator, insertProfile, insertReport, insertSubscription } from '../../../testing/factories';
import { queuedJobs } from '../../../testing/queued-jobs';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtp-sink';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';
import { runDigestTick } from './service';

// A Wednesday afternoon: the product's default weekly digest time (Monday 08:00 UTC) is two days back.
const clock = new ManualClock('2026-06-10T14:37:00Z');
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    clock,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Podbrief <news@podbrief.test>' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function digestRows(userId: string) {
  return t.app.deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.userId, userId));
}

async function digestJobsSettled(): Promise<boolean> {
  const jobs = await queuedJobs(t.app.deps.db, MAIL_SEND_DIGEST_QUEUE);
  return jobs.every((job) => job.state === 'completed');
}

describe(`the first run's demo digest is sent once (${testDatabaseKindLabel()})`, () => {
  it('queues the period the digest tick computes, so a late tick or a restart sends nothing twice', async () => {
    const db = t.app.deps.db;
    const creator = await insertCreator(db, { channelName: 'Demo Digest Hour' });
    const listener = await insertProfile(db, { email: demoAccounts.listener.email, name: 'Demo listener' });
    await insertSubscription(db, listener.id, creator.id, 'active', clock.now());
    await insertReport(db, creator.id, {
      title: 'Seeded yesterday',
      publishedAt: new Date('2026-06-09T10:00:00Z'),
    });

    expect(await queueDemoDigest(t.app.deps, clock.now())).toBe(true);
    const sent = await waitFor(
      async () => {
        const rows = await digestRows(listener.id);
        return rows.length === 1 && rows[0]!.status === 'sent' ? rows[0] : undefined;
      },
      { what: 'the demo digest to be sent', timeoutMs: 30_000 },
    );
    // The week that ended at the top of this hour: a period the listener's settings make due now.
    expect(sent.periodStart?.toISOString()).toBe('2026-06-03T14:00:00.000Z');
    expect(sent.periodEnd?.toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(sink.to(demoAccounts.listener.email)).toHaveLength(1);

    // The tick right after the first start, and one that comes late (just before the next week is due).
    expect((await runDigestTick(t.app.deps)).digests).toBe(0);
    clock.set('2026-06-17T13:59:00Z');
    expect((await runDigestTick(t.app.deps)).digests).toBe(0);
    // A restart that queues the demo digest again sends nothing more either.
    expect(await queueDemoDigest(t.app.deps, clock.now())).toBe(true);
    await waitFor(digestJobsSettled, { what: 'the digest jobs to finish', timeoutMs: 30_000 });
    expect(await digestRows(listener.id)).toHaveLength(1);
    expect(sink.to(demoAccounts.listener.email)).toHaveLength(1);

    // The next week is due at its hour, and the tick queues it.
    clock.set('2026-06-17T14:05:00Z');
    expect((await runDigestTick(t.app.deps)).digests).toBe(1);
  });

  it('sends one digest when a restart queues it while the tick runs', async () => {
    const db = t.app.deps.db;
    const userId = await profileOf(demoAccounts.listener.email);
    if (!userId) throw new Error('the demo listener is gone');
    const creator = await insertCreator(db, { channelName: 'Race Hour' });
    await insertSubscription(db, userId, creator.id, 'active', clock.now());
    await insertReport(db, creator.id, { title: 'Mid-week', publishedAt: new Date('2026-06-20T10:00:00Z') });
    const mailsBefore = sink.to(demoAccounts.listener.email).length;
    clock.set('2026-06-24T14:30:00Z');
    await Promise.all([queueDemoDigest(t.app.deps, clock.now()), runDigestTick(t.app.deps)]);
    await waitFor(
      async () => {
        const rows = await digestRows(userId);
        const row = rows.find((r) => r.periodStart?.toISOString() === '2026-06-17T14:00:00.000Z');
        return row?.status === 'sent' && (await digestJobsSettled());
      },
      { what: 'the week’s digest to be sent and every digest job to finish', timeoutMs: 30_000 },
    );
    const week = (await digestRows(userId)).filter(
      (r) => r.periodStart?.toISOString() === '2026-06-17T14:00:00.000Z',
    );
    expect(week).toHaveLength(1);
    expect(sink.to(demoAccounts.listener.email)).toHaveLength(mailsBefore + 1);
  });
});

async function profileOf(email: string): Promise<string | undefined> {
  const rows = await t.app.deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, email));
  return rows[0]?.id;
}
