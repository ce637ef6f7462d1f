import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { demoAccounts } from '@shared/demo-accounts';
import { DEFAULT_TIME_ZONE } from '@shared/contract/mail';
import type { AppDeps } from '../../app-types';
import { mailSettings, profiles } from '../../db/schema';
import { lastDigestPeriod } from '../../features/mail/digest-window';
import { digestDedupeKey, MAIL_SEND_DIGEST_QUEUE, type SendDigestMailJob } from '../../features/mail/queues';

/**
 * Right after the demo content is seeded (a fresh embedded database, `npm start` on a new clone), the demo
 * listener gets a weekly digest of the seeded week, so the first run shows a real mail at /dev-mail
 * (ADR 180). Their settings say "weekly digest" at this hour and weekday, so the week that ended at the
 * start of this hour is their latest digest period: the one queued here is the very period (and dedupe
 * key) the digest tick computes, and a later tick or a restart finds it sent and sends nothing more.
 * Settings the listener already has are kept, and the digest follows them. Nothing happens when mail is
 * off, the listener is not there, or their settings are not weekly.
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
  const local = new TZDate(now.getTime(), DEFAULT_TIME_ZONE);
  await deps.db
    .insert(mailSettings)
    .values({
      userId: listener.id,
      defaultFrequency: 'weekly',
      digestWeekday: local.getDay(),
      digestHour: local.getHours(),
      timeZone: DEFAULT_TIME_ZONE,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const settings = (
    await deps.db.select().from(mailSettings).where(eq(mailSettings.userId, listener.id)).limit(1)
  )[0];
  if (!settings || settings.defaultFrequency !== 'weekly' || settings.allOffAt) return false;
  const period = lastDigestPeriod(now, 'weekly', {
    timeZone: settings.timeZone,
    hour: settings.digestHour,
    weekday: settings.digestWeekday,
  });
  await deps.jobs.send<SendDigestMailJob>(
    MAIL_SEND_DIGEST_QUEUE,
    {
      userId: listener.id,
      cadence: 'weekly',
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    },
    { singletonKey: digestDedupeKey(listener.id, 'weekly', period.start) },
  );
  return true;
}
