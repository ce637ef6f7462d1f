import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../app-types';
import type { JobContext } from '../../../jobs/job-queue';
import {
  digestDedupeKey,
  feedEpisodeDedupeKey,
  freeBetaEndDedupeKey,
  freeBetaEndMailOfKey,
  MAIL_BATCH_SIZE,
  priceChangeDedupeKey,
  REPORT_MAIL_BATCH_SIZE,
  MAIL_REPORT_PUBLISHED_QUEUE,
  MAIL_SEND_DIGEST_QUEUE,
  MAIL_SEND_FEED_EPISODE_QUEUE,
  MAIL_SEND_REPORT_QUEUE,
  reportDedupeKey,
  queueFreeBetaEndMails,
  queueTrialEndingMail,
  trialEndingDedupeKey,
  trialEndingMailOfKey,
  type DigestMail,
  type FeedEpisodeMail,
  type FreeBetaEndMail,
  type PriceChangeMail,
  type ReportMail,
  type ReportPublishedMailJob,
  type SendDigestMailJob,
  type SendReportMailJob,
  type TrialEndingMail,
} from '../queues';
import type { ReportMailTemplates } from '../rendered-once';
import {
  renderDigestMail,
  renderFeedEpisodeMail,
  renderFreeBetaEndMail,
  renderPriceChangeMail,
  renderTrialEndingMail,
  type FeedEpisodeState,
  type RenderedMail,
} from '../templates';
import { messageIdFor, sendSlots, smtpPoolSize, waitForSendSlot, type MailTransport } from '../transport';
import { unsubscribeHeaders } from '../unsubscribe';
import { DEFAULT_DIGEST_HOUR, DEFAULT_DIGEST_WEEKDAY, DEFAULT_TIME_ZONE } from '@shared/contract/mail';
import { lastDigestPeriod } from '../digest-window';
import { isChannelPaidNow } from '../../billing';
import { CHANNEL_PAID, STRIPE_PROVIDER } from '../../subscriptions';
import {
  cardlessTrialsEnding,
  claimDelivery,
  claimDeliveries,
  digestReaders,
  digestReports,
  digestSettings,
  eachReportRecipients,
  ensureDeliveries,
  ensureDelivery,
  existingDedupeKeys,
  findFeedEpisodeMail,
  findFreeBetaEndMail,
  findMailReport,
  findPriceChangeMail,
  findTrialEndingMail,
  finishDelivery,
  freeBetaEndsReading,
  listDeliveries,
  readerPreferences,
  recentlyPublishedReportIds,
  stalePendingDeliveries,
  type DeliveryRow,
  type FeedEpisodeMailRow,
} from './repository';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * What a delivery needs besides the app: where mail goes, the log, and the process's new-report mail
 * templates (each rendered once per publish, ADR 232).
 */
export interface Delivery {
  transport: MailTransport;
  log: MailLog;
  reportTemplates: ReportMailTemplates;
}

/** A mail attempt older than this whose worker went silent is taken again by the next job. */
const leaseMs = 5 * 60_000;
/** The tick queues the fan-out of reports published this recently again (a crash after publish). */
const republishWindowMs = 6 * 60 * 60_000;
/** Pending rows whose last attempt is older than this are queued again by the tick. */
const stalePendingMs = 60 * 60_000;
/**
 * Stripe tells of a trial's end three days ahead (`customer.subscription.trial_will_end`); a cardless trial
 * that close to its end with no notice an hour later lost it (a crash after the worker's commit), and the
 * tick queues it.
 */
const owedTrialNoticeMs = 3 * 24 * 60 * 60_000 - 60 * 60_000;

/** A transient failure: the queue retries the job with backoff. */
export class TransientMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientMailError';
  }
}

/** Mails sent at once within one batch job: one per SMTP connection the transport keeps (ADR 232). */
const batchConcurrency = smtpPoolSize;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Runs `send` for every item, a few at once, and returns what failed: every item has its attempt
 * whatever the others did.
 */
async function inLanes<T>(items: readonly T[], send: (item: T) => Promise<unknown>): Promise<unknown[]> {
  const errors: unknown[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await send(item);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(batchConcurrency, items.length) }, lane));
  return errors;
}

/**
 * The batch fails (and its job is retried) when any item failed in a way worth retrying. A retry finds
 * the mails that went out already sent and skips them.
 */
function throwIfAny(errors: readonly unknown[], of: number): void {
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `${errors.length} of ${of} mails failed`);
}

async function sendBatch<T>(items: readonly T[], send: (item: T) => Promise<unknown>): Promise<void> {
  throwIfAny(await inLanes(items, send), items.length);
}

/**
 * A report was published: queue the mails of the readers who chose "every new report" for its channel,
 * in batches. Safe to run any number of times: readers whose mail has a row already are left out, and
 * each mail's row has its unique key.
 */
export async function fanOutReport(deps: Deps, data: ReportPublishedMailJob): Promise<number> {
  if (!deps.config.mail.enabled) return 0;
  const report = await findMailReport(deps.db, data.reportId);
  if (!report || report.status !== 'published' || !report.publishedAt) return 0;
  const recipients = await eachReportRecipients(
    deps.db,
    report.creatorId,
    deps.clock.now(),
    report.publishedAt,
  );
  const done = await existingDedupeKeys(
    deps.db,
    recipients.map((userId) => reportDedupeKey(userId, report.id)),
  );
  const waiting = recipients.filter((userId) => !done.has(reportDedupeKey(userId, report.id)));
  for (const userIds of chunks(waiting, REPORT_MAIL_BATCH_SIZE))
    await deps.jobs.send<SendReportMailJob>(
      MAIL_SEND_REPORT_QUEUE,
      { reportId: report.id, userIds },
      { singletonKey: `${reportDedupeKey(userIds[0]!, report.id)}:${userIds.length}` },
    );
  return waiting.length;
}

/**
 * Readers of one report whose rows are made, claimed and read together (ADR 232): a few statements per
 * chunk instead of five per mail. Small enough that a claimed row waits only for its chunk's sends.
 */
const reportChunkSize = 32;

/** A batch job of new-report mails, chunk by chunk. */
export async function sendReportMails(
  deps: Deps,
  delivery: Delivery,
  data: SendReportMailJob,
  job?: Pick<JobContext, 'signal'>,
): Promise<void> {
  let errors: unknown[] = [];
  for (const userIds of chunks([...new Set(data.userIds)], reportChunkSize)) {
    try {
      errors = errors.concat((await sendReportChunk(deps, delivery, data.reportId, userIds, job)).errors);
    } catch (error) {
      errors.push(error);
    }
  }
  throwIfAny(errors, data.userIds.length);
}

/** A job of one digest or a batch of them. */
export async function sendDigestMails(
  deps: Deps,
  delivery: Delivery,
  data: SendDigestMailJob,
  job?: Pick<JobContext, 'signal'>,
): Promise<void> {
  await sendBatch('items' in data ? data.items : [data], (item) => sendDigestMail(deps, delivery, item, job));
}

/** One new-report mail: made once, its preferences read again now, sent at most once. */
export async function sendReportMail(
  deps: Deps,
  delivery: Delivery,
  data: ReportMail,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const { statuses, errors } = await sendReportChunk(deps, delivery, data.reportId, [data.userId], job);
  throwIfAny(errors, 1);
  return statuses.get(data.userId) ?? 'pending';
}

/**
 * New-report mails of some readers of one report, each sent at most once: their rows are made, the
 * pending ones claimed, then the report and the readers' choices read again (after the claim, so an
 * unsubscribe made while the job waited is honoured), then each mail goes out on its own. What failed
 * in a way worth retrying comes back in `errors`, after every other mail had its attempt.
 */
async function sendReportChunk(
  deps: Deps,
  delivery: Delivery,
  reportId: string,
  userIds: readonly string[],
  job: Pick<JobContext, 'signal'> | undefined,
): Promise<{ statuses: Map<string, DeliveryRow['status']>; errors: unknown[] }> {
  const rows = await ensureDeliveries(
    deps.db,
    userIds.map((userId) => ({
      userId,
      kind: 'report' as const,
      dedupeKey: reportDedupeKey(userId, reportId),
      reportId,
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    })),
    deps.clock.now(),
  );
  const statuses = new Map(rows.map((row) => [row.userId, row.status]));
  const pending = rows.filter((row) => row.status === 'pending');
  const claimed = await claimDeliveries(
    deps.db,
    pending.map((row) => row.id),
    deps.clock.now(),
    leaseMs,
  );
  const taken = new Set(claimed.map((row) => row.id));
  // Another attempt holds these right now (a second worker, an overlapping retry): try again later,
  // when it has either sent the mail or let go of it.
  const errors: unknown[] = pending
    .filter((row) => !taken.has(row.id))
    .map((row) => new TransientMailError(`mail ${row.dedupeKey} is being sent by another attempt`));
  if (claimed.length === 0) return { statuses, errors };
  let prepared: Map<string, Prepared>;
  try {
    prepared = await prepareReportMails(deps, delivery, reportId, claimed);
  } catch (error) {
    for (const row of claimed)
      await release(deps, row.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  // The chunk's places in the send budget are asked for together, not one statement per mail.
  const toSend = [...prepared.values()].filter((mail) => !('skip' in mail)).length;
  const slots = sendSlots(deps, deps.config.mail.perMinute, toSend, job?.signal);
  const failed = await inLanes(claimed, async (row) => {
    const mail = prepared.get(row.userId)!;
    statuses.set(row.userId, await sendClaimed(deps, delivery, row, mail, () => slots.take()));
  });
  return { statuses, errors: errors.concat(failed) };
}

/** The mails of claimed rows of one report, or why each is skipped, from two reads for all of them. */
async function prepareReportMails(
  deps: Deps,
  delivery: Delivery,
  reportId: string,
  claimed: readonly DeliveryRow[],
): Promise<Map<string, Prepared>> {
  const report = await findMailReport(deps.db, reportId);
  if (!report || report.status !== 'published')
    return new Map(claimed.map((row) => [row.userId, { skip: 'the report is no longer published' }]));
  const readers = await readerPreferences(
    deps.db,
    claimed.map((row) => row.userId),
    report.creatorId,
    deps.clock.now(),
  );
  const prepared = new Map<string, Prepared>();
  for (const row of claimed) {
    const reader = readers.get(row.userId);
    if (!reader) prepared.set(row.userId, { skip: 'the reader is gone' });
    else if (reader.allOff) prepared.set(row.userId, { skip: 'the reader stopped all mail' });
    else if (reader.frequency === null)
      prepared.set(row.userId, { skip: 'the reader no longer reads this channel' });
    else if (reader.frequency !== 'each')
      prepared.set(row.userId, { skip: `the reader now has ${reader.frequency} for this channel` });
    else {
      const target = { userId: row.userId, creatorId: report.creatorId };
      const headers = unsubscribeHeaders(deps.config, target, deps.clock.now());
      // Rendered once per publish (and per reason sentence); this reader's link goes into its place.
      const template = await delivery.reportTemplates.get({
        appUrl: deps.config.appUrl,
        postalAddress: deps.config.mail.postalAddress,
        channel: { creatorId: report.creatorId, name: report.channelName },
        report: {
          id: report.id,
          title: report.title,
          summary: report.summary,
          keyLearnings: report.keyLearnings.map((learning) => ({ title: learning.title })),
        },
        frequencySource: reader.source,
      });
      const mail = template.fill({ unsubscribeUrl: linkOf(headers['List-Unsubscribe']) });
      prepared.set(row.userId, { to: reader.email, mail, headers });
    }
  }
  return prepared;
}

/** One digest: made once per reader, cadence and period; "nothing new" sends nothing (status skipped). */
async function sendDigestMail(
  deps: Deps,
  delivery: Delivery,
  data: DigestMail,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const period = { start: new Date(data.periodStart), end: new Date(data.periodEnd) };
  const row = await ensureDelivery(
    deps.db,
    {
      userId: data.userId,
      kind: 'digest',
      dedupeKey: digestDedupeKey(data.userId, data.cadence, period.start),
      periodStart: period.start,
      periodEnd: period.end,
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    },
    deps.clock.now(),
  );
  return deliver(deps, delivery, row, job, async () => {
    const reader = await digestSettings(deps.db, data.userId, DEFAULT_TIME_ZONE);
    if (!reader) return { skip: 'the reader is gone' };
    if (reader.allOff) return { skip: 'the reader stopped all mail' };
    const reports = await digestReports(deps.db, data.userId, data.cadence, period, deps.clock.now());
    if (reports.length === 0) return { skip: 'nothing new in the period' };
    const headers = unsubscribeHeaders(
      deps.config,
      { userId: data.userId, creatorId: null },
      deps.clock.now(),
    );
    const mail = await renderDigestMail({
      appUrl: deps.config.appUrl,
      postalAddress: deps.config.mail.postalAddress,
      frequency: data.cadence,
      periodStart: period.start,
      periodEnd: period.end,
      timeZone: reader.timeZone,
      reports: reports.map((report) => ({
        id: report.id,
        title: report.title,
        summary: report.summary,
        publishedAt: report.publishedAt ?? period.start,
        creatorId: report.creatorId,
        channelName: report.channelName,
      })),
      unsubscribeUrl: linkOf(headers['List-Unsubscribe']),
    });
    return { to: reader.email, mail, headers };
  });
}

/** The prefix the report feature writes on a ready report that auto-publish left alone. */
const notPublishedPrefix = 'Not published automatically: ';

/** The report's state as its creator should read it now. */
function feedEpisodeState(row: FeedEpisodeMailRow): FeedEpisodeState {
  switch (row.status) {
    case 'draft':
      return { kind: 'needs_transcript' };
    case 'generating':
      return { kind: 'generating' };
    case 'failed':
      return { kind: 'failed' };
    case 'published':
      return { kind: 'published', automatically: row.autoPublish };
    default:
      return row.generationError?.startsWith(notPublishedPrefix)
        ? { kind: 'not_published', why: row.generationError.slice(notPublishedPrefix.length) }
        : { kind: 'ready' };
  }
}

/**
 * A creator's mail about a new episode of their connected feed: one per report, ever; their choices and
 * the report's state are read when it is sent, so it says where the report stands then.
 */
export async function sendFeedEpisodeMail(
  deps: Deps,
  delivery: Delivery,
  data: FeedEpisodeMail,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const row = await ensureDelivery(
    deps.db,
    {
      userId: data.creatorId,
      kind: 'feed_episode',
      dedupeKey: feedEpisodeDedupeKey(data.reportId),
      reportId: data.reportId,
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    },
    deps.clock.now(),
  );
  return deliver(deps, delivery, row, job, async () => {
    const found = await findFeedEpisodeMail(deps.db, data.creatorId, data.reportId);
    if (!found) return { skip: 'the report is gone' };
    if (found.allOff) return { skip: 'the creator stopped all mail' };
    if (found.feedMailOff) return { skip: 'the creator stopped new-episode mail' };
    const target = { userId: data.creatorId, creatorId: data.creatorId, scope: 'feed' as const };
    const headers = unsubscribeHeaders(deps.config, target, deps.clock.now());
    const mail = await renderFeedEpisodeMail({
      appUrl: deps.config.appUrl,
      postalAddress: deps.config.mail.postalAddress,
      channelName: found.channelName,
      report: { id: found.reportId, title: found.title },
      state: feedEpisodeState(found),
      unsubscribeUrl: linkOf(headers['List-Unsubscribe']),
    });
    return { to: found.email, mail, headers };
  });
}

/**
 * A listener's notice that a paid channel's trial ends without a card: transactional, so it goes whatever
 * their mail preferences say and carries no unsubscribe link (ADR 214). Read again at send time: a card
 * added meanwhile, or a trial that ended or moved, makes it skipped.
 */
export async function sendTrialEndingMail(
  deps: Deps,
  delivery: Delivery,
  data: TrialEndingMail,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const found = await findTrialEndingMail(deps.db, data.subscriptionId);
  if (!found) return 'skipped';
  const row = await ensureDelivery(
    deps.db,
    {
      userId: found.subscriberId,
      kind: 'trial_ending',
      dedupeKey: trialEndingDedupeKey(data.subscriptionId, data.trialEnd),
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    },
    deps.clock.now(),
  );
  return deliver(deps, delivery, row, job, async () => {
    const now = await findTrialEndingMail(deps.db, data.subscriptionId);
    if (!now || now.billingStatus !== 'trialing' || !now.trialEnd) return { skip: 'the trial is over' };
    if (now.hasPaymentMethod) return { skip: 'a card was added' };
    if (now.trialEnd.getTime() !== new Date(data.trialEnd).getTime()) return { skip: 'the trial moved' };
    const mail = await renderTrialEndingMail({
      appUrl: deps.config.appUrl,
      postalAddress: deps.config.mail.postalAddress,
      channelName: now.channelName,
      trialEnd: now.trialEnd,
      timeZone: now.timeZone,
    });
    return { to: now.email, mail, headers: {} };
  });
}

/**
 * A paying listener's notice of a channel's new price (ADR 213): transactional, so it goes whatever their
 * mail preferences say and carries no unsubscribe link. Read again at send time: a subscription that ended,
 * will cancel or already pays that price, or a price the creator changed again, makes it skipped.
 */
export async function sendPriceChangeMail(
  deps: Deps,
  delivery: Delivery,
  data: PriceChangeMail,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const found = await findPriceChangeMail(deps.db, data.subscriptionId);
  if (!found) return 'skipped';
  const row = await ensureDelivery(
    deps.db,
    {
      userId: found.subscriberId,
      kind: 'price_change',
      dedupeKey: priceChangeDedupeKey(data.subscriptionId, data.stripePriceId),
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    },
    deps.clock.now(),
  );
  return deliver(deps, delivery, row, job, async () => {
    const now = await findPriceChangeMail(deps.db, data.subscriptionId);
    if (!now || now.status !== 'active' || now.cancelAtPeriodEnd) return { skip: 'the subscription ends' };
    if (now.stripePriceId === data.stripePriceId) return { skip: 'the subscription pays that price already' };
    if (now.channelPrice !== data.newAmount) return { skip: 'the creator changed the price again' };
    const mail = await renderPriceChangeMail({
      appUrl: deps.config.appUrl,
      postalAddress: deps.config.mail.postalAddress,
      channelName: now.channelName,
      oldAmount: data.oldAmount,
      newAmount: data.newAmount,
      currency: data.currency,
      effectiveAt: new Date(data.effectiveAt),
      timeZone: now.timeZone,
    });
    return { to: now.email, mail, headers: {} };
  });
}

/**
 * A free-beta listener's notice that the channel turned paid and when their free reading ends (ADR 226).
 * Not transactional (ADR 235): nothing is charged and nothing ends before the date, so it is the channel's
 * mail, with the channel's unsubscribe link, and a listener who stopped all mail or chose 'No email' for
 * the channel does not get it (the subscriptions page and the channel page still say it). Read again at
 * send time: a listener who continued already, an end that moved, or a channel free again makes it skipped.
 */
export async function sendFreeBetaEndMail(
  deps: Deps,
  delivery: Delivery,
  data: FreeBetaEndMail,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const found = await findFreeBetaEndMail(deps.db, data.subscriptionId);
  if (!found) return 'skipped';
  const row = await ensureDelivery(
    deps.db,
    {
      userId: found.subscriberId,
      kind: 'free_beta_end',
      dedupeKey: freeBetaEndDedupeKey(data.subscriptionId, data.accessUntil),
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    },
    deps.clock.now(),
  );
  return deliver(deps, delivery, row, job, async () => {
    const now = await findFreeBetaEndMail(deps.db, data.subscriptionId);
    if (!now || now.provider === STRIPE_PROVIDER) return { skip: 'the listener continued already' };
    if (now.status !== 'active' || !now.cancelAtPeriodEnd || now.endedReason !== CHANNEL_PAID)
      return { skip: 'the free beta no longer ends for the channel turning paid' };
    if (now.currentPeriodEnd.getTime() !== new Date(data.accessUntil).getTime())
      return { skip: 'the end of free reading moved' };
    if (now.currentPeriodEnd <= deps.clock.now()) return { skip: 'the free reading is over' };
    const { payments } = deps.config;
    if (!payments.enabled || !(await isChannelPaidNow(deps, true, now.creatorId, now.channelPrice ?? 0)))
      return { skip: 'the channel is free again' };
    const readers = await readerPreferences(deps.db, [now.subscriberId], now.creatorId, deps.clock.now());
    const reader = readers.get(now.subscriberId);
    if (!reader) return { skip: 'the reader is gone' };
    if (reader.allOff) return { skip: 'the reader stopped all mail' };
    if (reader.frequency === 'off') return { skip: 'the reader chose no email for this channel' };
    const target = { userId: now.subscriberId, creatorId: now.creatorId };
    const headers = unsubscribeHeaders(deps.config, target, deps.clock.now());
    const mail = await renderFreeBetaEndMail({
      appUrl: deps.config.appUrl,
      postalAddress: deps.config.mail.postalAddress,
      channel: { creatorId: now.creatorId, name: now.channelName },
      amount: now.channelPrice ?? 0,
      currency: payments.currency,
      trialDays: payments.trialDays,
      accessUntil: now.currentPeriodEnd,
      timeZone: now.timeZone,
      unsubscribeUrl: linkOf(headers['List-Unsubscribe']),
    });
    return { to: now.email, mail, headers };
  });
}

/** `<https://…>` → `https://…` */
const linkOf = (header: string) => header.replace(/^</, '').replace(/>$/, '');

type Prepared = { skip: string } | { to: string; mail: RenderedMail; headers: Record<string, string> };

/**
 * One attempt at one delivery row. The row is claimed first, so a second worker or a retried job that
 * meets it mid-send backs off; the reader's choices are read after the claim, so an unsubscribe made
 * while the job waited is honoured; the Message-ID is the row's, the same on every attempt.
 */
async function deliver(
  deps: Deps,
  delivery: Delivery,
  row: DeliveryRow,
  job: Pick<JobContext, 'signal'> | undefined,
  prepare: () => Promise<Prepared>,
): Promise<DeliveryRow['status']> {
  if (row.status !== 'pending') return row.status;
  const claimed = await claimDelivery(deps.db, row.id, deps.clock.now(), leaseMs);
  if (!claimed) {
    // Another attempt holds it right now (a second worker, an overlapping retry): try again later,
    // when it has either sent the mail or let go of it.
    throw new TransientMailError(`mail ${row.dedupeKey} is being sent by another attempt`);
  }
  let prepared: Prepared;
  try {
    prepared = await prepare();
  } catch (error) {
    await release(deps, row.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  return sendClaimed(deps, delivery, claimed, prepared, () =>
    waitForSendSlot(deps, deps.config.mail.perMinute, job?.signal),
  );
}

/**
 * The rest of an attempt at a row this attempt claimed (as the claim returned it): skipped, or the mail sent within the send budget and the
 * outcome written (sent, failed for good, or released for a retry with a TransientMailError).
 */
async function sendClaimed(
  deps: Deps,
  delivery: Delivery,
  row: DeliveryRow,
  prepared: Prepared,
  /** Waits for the mail's place in the send budget; throws when the job stops meanwhile. */
  sendSlot: () => Promise<void>,
): Promise<DeliveryRow['status']> {
  if ('skip' in prepared) {
    await finishDelivery(deps.db, row.id, { status: 'skipped', reason: prepared.skip }, deps.clock.now());
    return 'skipped';
  }
  try {
    await sendSlot();
  } catch (error) {
    await release(deps, row.id, 'stopped while waiting for the send budget');
    throw error;
  }
  const outcome = await delivery.transport.send({
    from: deps.config.mail.from,
    to: prepared.to,
    subject: prepared.mail.subject,
    html: prepared.mail.html,
    text: prepared.mail.text,
    messageId: row.messageId,
    date: deps.clock.now(),
    headers: prepared.headers,
  });
  if (outcome.ok) {
    await finishDelivery(deps.db, row.id, { status: 'sent' }, deps.clock.now());
    return 'sent';
  }
  if (outcome.permanent) {
    delivery.log.warn({ delivery: row.id, error: outcome.error }, 'mail refused for good');
    await finishDelivery(deps.db, row.id, { status: 'failed', error: outcome.error }, deps.clock.now());
    return 'failed';
  }
  await release(deps, row.id, outcome.error);
  throw new TransientMailError(outcome.error);
}

/** Lets go of a claimed row after a failure worth retrying: it stays pending, with the error. */
async function release(deps: Deps, id: string, error: string): Promise<void> {
  await finishDelivery(deps.db, id, { status: 'pending', error: error.slice(0, 1000) }, deps.clock.now());
}

/**
 * The scheduled pass (every quarter hour, one run across all processes): queue each reader's digest
 * whose period has ended and has no row yet, queue the fan-out of recently published reports again (a
 * crash right after a publish loses no mail), and queue again what was left pending (retries used up
 * during a long outage).
 */
export async function runDigestTick(
  deps: Deps,
): Promise<{ digests: number; fanOuts: number; retried: number; notices: number }> {
  if (!deps.config.mail.enabled) return { digests: 0, fanOuts: 0, retried: 0, notices: 0 };
  const now = deps.clock.now();
  const readers = await digestReaders(deps.db, now, {
    timeZone: DEFAULT_TIME_ZONE,
    hour: DEFAULT_DIGEST_HOUR,
    weekday: DEFAULT_DIGEST_WEEKDAY,
  });
  const due = readers.map((reader) => {
    const period = lastDigestPeriod(now, reader.cadence, reader);
    return { reader, period, key: digestDedupeKey(reader.userId, reader.cadence, period.start) };
  });
  const done = await existingDedupeKeys(
    deps.db,
    due.map((item) => item.key),
  );
  const waiting: DigestMail[] = due
    .filter((item) => !done.has(item.key))
    .map(({ reader, period }) => ({
      userId: reader.userId,
      cadence: reader.cadence,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    }));
  for (const items of chunks(waiting, MAIL_BATCH_SIZE))
    await deps.jobs.send<SendDigestMailJob>(
      MAIL_SEND_DIGEST_QUEUE,
      { items },
      {
        singletonKey: `${digestDedupeKey(items[0]!.userId, items[0]!.cadence, items[0]!.periodStart)}:${items.length}`,
      },
    );
  const digests = waiting.length;

  const recent = await recentlyPublishedReportIds(deps.db, new Date(now.getTime() - republishWindowMs), now);
  for (const reportId of recent)
    await deps.jobs.send<ReportPublishedMailJob>(
      MAIL_REPORT_PUBLISHED_QUEUE,
      { reportId },
      { singletonKey: reportId },
    );

  const stale = await stalePendingDeliveries(deps.db, new Date(now.getTime() - stalePendingMs), 1000);
  for (const row of stale) {
    if (row.kind === 'feed_episode' && row.reportId)
      await deps.jobs.send<FeedEpisodeMail>(
        MAIL_SEND_FEED_EPISODE_QUEUE,
        { creatorId: row.userId, reportId: row.reportId },
        { singletonKey: row.dedupeKey },
      );
    else if (row.kind === 'report' && row.reportId)
      await deps.jobs.send<SendReportMailJob>(
        MAIL_SEND_REPORT_QUEUE,
        { reportId: row.reportId, userIds: [row.userId] },
        { singletonKey: row.dedupeKey },
      );
    else if (row.kind === 'digest' && row.periodStart && row.periodEnd)
      await deps.jobs.send<SendDigestMailJob>(
        MAIL_SEND_DIGEST_QUEUE,
        {
          userId: row.userId,
          cadence: row.dedupeKey.includes(':weekly:') ? 'weekly' : 'daily',
          periodStart: row.periodStart.toISOString(),
          periodEnd: row.periodEnd.toISOString(),
        },
        { singletonKey: row.dedupeKey },
      );
    else if (row.kind === 'trial_ending') {
      const notice = trialEndingMailOfKey(row.dedupeKey);
      if (notice) await queueTrialEndingMail(deps.jobs, deps.config.mail, notice);
    } else if (row.kind === 'free_beta_end') {
      const notice = freeBetaEndMailOfKey(row.dedupeKey);
      if (notice)
        await queueFreeBetaEndMails(deps.jobs, deps.config.mail, [
          { subscriptionId: notice.subscriptionId, accessUntil: new Date(notice.accessUntil) },
        ]);
    }
  }
  const notices = (await queueOwedTrialNotices(deps, now)) + (await queueOwedFreeBetaNotices(deps, now));
  return { digests, fanOuts: recent.length, retried: stale.length, notices };
}

/** Queues the trial-ending notice of every cardless trial close to its end that has none (ADR 214). */
async function queueOwedTrialNotices(deps: Deps, now: Date): Promise<number> {
  const trials = await cardlessTrialsEnding(deps.db, now, new Date(now.getTime() + owedTrialNoticeMs), 1000);
  const notices = trials.map((trial) => ({
    subscriptionId: trial.id,
    trialEnd: trial.trialEnd.toISOString(),
    key: trialEndingDedupeKey(trial.id, trial.trialEnd),
  }));
  const done = await existingDedupeKeys(
    deps.db,
    notices.map((notice) => notice.key),
  );
  const owed = notices.filter((notice) => !done.has(notice.key));
  for (const { subscriptionId, trialEnd } of owed)
    await queueTrialEndingMail(deps.jobs, deps.config.mail, { subscriptionId, trialEnd });
  return owed.length;
}

/**
 * Queues the notice of every free-beta subscription a channel's turning paid ended that has none (ADR 226):
 * the write that ended it queues it after its commit, and this catches a crash in between.
 */
async function queueOwedFreeBetaNotices(deps: Deps, now: Date): Promise<number> {
  const ended = await freeBetaEndsReading(deps.db, now, 1000);
  const done = await existingDedupeKeys(
    deps.db,
    ended.map((row) => freeBetaEndDedupeKey(row.id, row.accessUntil)),
  );
  const owed = ended
    .filter((row) => !done.has(freeBetaEndDedupeKey(row.id, row.accessUntil)))
    .map((row) => ({ subscriptionId: row.id, accessUntil: row.accessUntil }));
  await queueFreeBetaEndMails(deps.jobs, deps.config.mail, owed);
  return owed.length;
}

export async function deliveriesWithStatus(
  deps: Pick<AppDeps, 'db'>,
  status: 'failed' | 'pending' | 'sent' | 'skipped',
  limit: number,
) {
  const rows = await listDeliveries(deps.db, status, limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as
        'report' | 'digest' | 'feed_episode' | 'trial_ending' | 'price_change' | 'free_beta_end',
      recipient: row.email,
      reportId: row.reportId,
      reportTitle: row.reportTitle,
      periodStart: row.periodStart?.toISOString() ?? null,
      periodEnd: row.periodEnd?.toISOString() ?? null,
      error: row.error,
      attempts: row.attempts,
      at: row.failedAt.toISOString(),
    })),
  };
}
