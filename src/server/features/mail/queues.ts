import type { JobQueue } from '../../jobs/job-queue';

/**
 * The mail queues (docs/product.md#mail, ADR 177): their names, payloads and the calls other areas make
 * through the mail area's public face (index.ts, ADR 238).
 */

/** A report was published: find who gets it as a mail of its own, and queue one send per reader. */
export const MAIL_REPORT_PUBLISHED_QUEUE = 'mail-report-published';
/** New-report mails of one report to a batch of readers (one mail each). */
export const MAIL_SEND_REPORT_QUEUE = 'mail-send-report';
/** The scheduled pass that queues due digests (and picks up anything left pending). */
export const MAIL_DIGEST_TICK_QUEUE = 'mail-digest-tick';
/** Daily or weekly digests: one reader's, or a batch of them. */
export const MAIL_SEND_DIGEST_QUEUE = 'mail-send-digest';

export interface ReportPublishedMailJob {
  reportId: string;
}

/** One reader's new-report mail. */
export interface ReportMail {
  userId: string;
  reportId: string;
}

/**
 * A batch of readers of one report. Mails go out in batches because a queue worker takes its next job
 * only after a polling pause: one job per mail would cap a process at a mail or so a second.
 */
export interface SendReportMailJob {
  reportId: string;
  userIds: string[];
}

export type DigestCadence = 'daily' | 'weekly';

/** One reader's digest of one period. */
export interface DigestMail {
  userId: string;
  cadence: DigestCadence;
  /** ISO instants of the period [start, end) in the reader's time zone. */
  periodStart: string;
  periodEnd: string;
}

/** One digest, or a batch of them (`items`), as the tick queues them. */
export type SendDigestMailJob = DigestMail | { items: DigestMail[] };

/** Readers per digest send job. */
export const MAIL_BATCH_SIZE = 100;

/**
 * Readers per new-report send job (ADR 232). A worker that finishes a job waits out pg-boss's polling
 * pause (2 s with NOTIFY) before it fetches the next one, so a job must take longer than that pause or
 * the pause caps the rate: 100 readers capped a process at 50 mails a second; 500 take about 3 s at the
 * 150 a second a process reaches.
 */
export const REPORT_MAIL_BATCH_SIZE = 500;

/** The unique key of a new-report mail: one per reader and report, ever. */
export const reportDedupeKey = (userId: string, reportId: string) => `report:${userId}:${reportId}`;

/** The unique key of a digest: one per reader, cadence and period. */
export const digestDedupeKey = (userId: string, cadence: DigestCadence, periodStart: Date | string) =>
  `digest:${userId}:${cadence}:${new Date(periodStart).toISOString()}`;

/**
 * Queues the fan-out of a report just published. Call it after the publishing transaction commits: the
 * job seam has its own connection, so it cannot join that transaction. A crash between the two loses
 * nothing: the digest tick queues the fan-out of every report published in the last hours again, and the
 * fan-out is idempotent (a reader's mail has one unique key).
 */
export async function queueReportPublishedMail(
  jobs: JobQueue,
  mail: { enabled: boolean },
  reportId: string,
): Promise<void> {
  if (!mail.enabled) return;
  await jobs.send<ReportPublishedMailJob>(
    MAIL_REPORT_PUBLISHED_QUEUE,
    { reportId },
    { singletonKey: reportId },
  );
}

/** The creator's mail about a new episode of their connected feed (one per report). */
export const MAIL_SEND_FEED_EPISODE_QUEUE = 'mail-send-feed-episode';

export interface FeedEpisodeMail {
  creatorId: string;
  reportId: string;
}

/** The unique key of a new-episode mail: one per report, ever. */
export const feedEpisodeDedupeKey = (reportId: string) => `feed_episode:${reportId}`;

/**
 * Tells the creator that their connected feed brought an episode, once its report has settled (ready,
 * failed, published, or waiting for a transcript): the mail says the report's state when it is sent
 * (ADR 196). The report feature calls this; the delivery feature sends it exactly once.
 */
export async function queueFeedEpisodeMail(
  jobs: JobQueue,
  mail: { enabled: boolean },
  data: FeedEpisodeMail,
): Promise<void> {
  if (!mail.enabled) return;
  await jobs.send<FeedEpisodeMail>(MAIL_SEND_FEED_EPISODE_QUEUE, data, {
    singletonKey: feedEpisodeDedupeKey(data.reportId),
  });
}

/** A listener's notice that a paid channel's cardless trial ends soon (ADR 214). */
export const MAIL_SEND_TRIAL_ENDING_QUEUE = 'mail-send-trial-ending';

export interface TrialEndingMail {
  subscriptionId: string;
  /** The trial's end the notice is about, ISO: a trial moved later gets a notice of its own. */
  trialEnd: string;
}

/** The unique key of a trial-ending notice: one per subscription and trial end, ever. */
export const trialEndingDedupeKey = (subscriptionId: string, trialEnd: Date | string) =>
  `trial_ending:${subscriptionId}:${new Date(trialEnd).toISOString()}`;

/** The notice a trial-ending dedupe key stands for: the mail tick queues a stale one again from its key. */
export function trialEndingMailOfKey(key: string): TrialEndingMail | null {
  const match = /^trial_ending:([0-9a-f-]{36}):(.+)$/.exec(key);
  return match ? { subscriptionId: match[1]!, trialEnd: match[2]! } : null;
}

/**
 * Queues the notice that a trial ends without a card. The webhook worker calls this after its transaction
 * commits; the delivery feature sends it once, and checks again at send time that no card was added.
 */
export async function queueTrialEndingMail(
  jobs: JobQueue,
  mail: { enabled: boolean },
  data: TrialEndingMail,
): Promise<void> {
  if (!mail.enabled) return;
  await jobs.send<TrialEndingMail>(MAIL_SEND_TRIAL_ENDING_QUEUE, data, {
    singletonKey: trialEndingDedupeKey(data.subscriptionId, data.trialEnd),
  });
}

/** A paying listener's notice of a channel's new price and the date it applies (ADR 213). */
export const MAIL_SEND_PRICE_CHANGE_QUEUE = 'mail-send-price-change';

export interface PriceChangeMail {
  subscriptionId: string;
  /** The Stripe price the subscription moves to: one notice per subscription and price. */
  stripePriceId: string;
  /** Cents: the price the listener pays now, and the new one. */
  oldAmount: number;
  newAmount: number;
  currency: string;
  /** ISO: the renewal from which the new price is charged. */
  effectiveAt: string;
}

/** The unique key of a price-change notice: one per subscription and Stripe price, ever. */
export const priceChangeDedupeKey = (subscriptionId: string, stripePriceId: string) =>
  `price_change:${subscriptionId}:${stripePriceId}`;

/** Queues a price-change notice; the delivery feature sends it once, read again at send time. */
export async function queuePriceChangeMail(
  jobs: JobQueue,
  mail: { enabled: boolean },
  data: PriceChangeMail,
): Promise<void> {
  if (!mail.enabled) return;
  await jobs.send<PriceChangeMail>(MAIL_SEND_PRICE_CHANGE_QUEUE, data, {
    singletonKey: priceChangeDedupeKey(data.subscriptionId, data.stripePriceId),
  });
}

/** A free-beta listener's notice that the channel turned paid and their free reading ends (ADR 226). */
export const MAIL_SEND_FREE_BETA_END_QUEUE = 'mail-send-free-beta-end';

export interface FreeBetaEndMail {
  subscriptionId: string;
  /** ISO: the end of free reading the notice is about; a later end (the row reused) gets its own notice. */
  accessUntil: string;
}

/** The unique key of a free-beta end notice: one per subscription and end of free reading, ever. */
export const freeBetaEndDedupeKey = (subscriptionId: string, accessUntil: Date | string) =>
  `free_beta_end:${subscriptionId}:${new Date(accessUntil).toISOString()}`;

/** The notice a free-beta end dedupe key stands for: the mail tick queues a stale one again from its key. */
export function freeBetaEndMailOfKey(key: string): FreeBetaEndMail | null {
  const match = /^free_beta_end:([0-9a-f-]{36}):(.+)$/.exec(key);
  return match ? { subscriptionId: match[1]!, accessUntil: match[2]! } : null;
}

/**
 * Queues the notices of the free-beta subscriptions a channel's turning paid just ended (ADR 226). Call it
 * after the write committed; a crash before it leaves them to the mail tick, which queues any notice owed.
 * The delivery feature sends each once, and reads the subscription and the listener's choices again then.
 */
export async function queueFreeBetaEndMails(
  jobs: JobQueue,
  mail: { enabled: boolean },
  ended: readonly { subscriptionId: string; accessUntil: Date }[],
): Promise<void> {
  if (!mail.enabled) return;
  for (const { subscriptionId, accessUntil } of ended)
    await jobs.send<FreeBetaEndMail>(
      MAIL_SEND_FREE_BETA_END_QUEUE,
      { subscriptionId, accessUntil: accessUntil.toISOString() },
      { singletonKey: freeBetaEndDedupeKey(subscriptionId, accessUntil) },
    );
}
