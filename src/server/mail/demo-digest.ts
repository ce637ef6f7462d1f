import { eq } from 'drizzle-orm';
import { demoAccounts } from '@shared/demo-accounts';
import type { AppDeps } from '../app-types';
import { mailSettings, profiles } from '../db/schema';
import { digestDedupeKey, MAIL_SEND_DIGEST_QUEUE, type SendDigestMailJob } from './queues';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Right after the demo content is seeded (a fresh embedded database, `npm start` on a new clone), the demo
 * listener gets a weekly digest of the seeded week, so the first run shows a real mail at /dev-mail
 * (ADR 180): their settings say "weekly digest" and one digest of the last seven days is queued. Nothing
 * happens when mail is off or the listener is not there.
 */
export async function queueDemoDigest(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config'>,
  now: Date,
): Promise<boolean> {
  if (!deps.config.mail.enabled) return false;
  const rows = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, demoAccounts.listener.email))
    .limit(1);
  const listener = rows[0];
  if (!listener) return false;
  await deps.db
    .insert(mailSettings)
    .values({ userId: listener.id, defaultFrequency: 'weekly', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const periodStart = new Date(now.getTime() - weekMs);
  await deps.jobs.send<SendDigestMailJob>(
    MAIL_SEND_DIGEST_QUEUE,
    {
      userId: listener.id,
      cadence: 'weekly',
      periodStart: periodStart.toISOString(),
      periodEnd: now.toISOString(),
    },
    { singletonKey: digestDedupeKey(listener.id, 'weekly', periodStart) },
  );
  return true;
}
