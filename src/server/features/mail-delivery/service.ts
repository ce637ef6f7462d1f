import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-types';
import type { JobContext } from '../../jobs/job-queue';
import {
  digestDedupeKey,
  MAIL_REPORT_PUBLISHED_QUEUE,
  MAIL_SEND_DIGEST_QUEUE,
  MAIL_SEND_REPORT_QUEUE,
  reportDedupeKey,
  type DigestCadence,
  type ReportPublishedMailJob,
  type SendDigestMailJob,
  type SendReportMailJob,
} from '../../mail/queues';
import { renderDigestMail, renderReportMail, type RenderedMail } from '../../mail/templates';
import { messageIdFor, waitForSendSlot, type MailTransport } from '../../mail/transport';
import { unsubscribeHeaders } from '../../mail/unsubscribe';
import { DEFAULT_DIGEST_HOUR, DEFAULT_DIGEST_WEEKDAY, DEFAULT_TIME_ZONE } from '@shared/contract/mail';
import { lastDigestPeriod } from './digest-window';
import {
  claimDelivery,
  digestReaders,
  digestReports,
  digestSettings,
  eachReportRecipients,
  ensureDelivery,
  existingDedupeKeys,
  findMailReport,
  finishDelivery,
  listDeliveries,
  readerPreference,
  recentlyPublishedReportIds,
  stalePendingDeliveries,
  type DeliveryRow,
} from './repository';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a delivery needs besides the app: where mail goes, and the log. */
export interface Delivery {
  transport: MailTransport;
  log: MailLog;
}

/** A mail attempt older than this whose worker went silent is taken again by the next job. */
const leaseMs = 5 * 60_000;
/** The tick queues the fan-out of reports published this recently again (a crash after publish). */
const republishWindowMs = 6 * 60 * 60_000;
/** Pending rows whose last attempt is older than this are queued again by the tick. */
const stalePendingMs = 60 * 60_000;

/** A transient failure: the queue retries the job with backoff. */
export class TransientMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientMailError';
  }
}

/**
 * A report was published: queue one mail per reader who chose "every new report" for its channel. Safe
 * to run any number of times: each send job has its unique key, and so has the delivery row it makes.
 */
export async function fanOutReport(deps: Deps, data: ReportPublishedMailJob): Promise<number> {
  if (!deps.config.mail.enabled) return 0;
  const report = await findMailReport(deps.db, data.reportId);
  if (!report || report.status !== 'published') return 0;
  const recipients = await eachReportRecipients(deps.db, report.creatorId, deps.clock.now());
  const done = await existingDedupeKeys(
    deps.db,
    recipients.map((userId) => reportDedupeKey(userId, report.id)),
  );
  let queued = 0;
  for (const userId of recipients) {
    const key = reportDedupeKey(userId, report.id);
    if (done.has(key)) continue;
    await deps.jobs.send<SendReportMailJob>(
      MAIL_SEND_REPORT_QUEUE,
      { userId, reportId: report.id },
      { singletonKey: key },
    );
    queued += 1;
  }
  return queued;
}

/** One new-report mail: made once, its preferences read again now, sent at most once. */
export async function sendReportMail(
  deps: Deps,
  delivery: Delivery,
  data: SendReportMailJob,
  job?: Pick<JobContext, 'signal'>,
): Promise<DeliveryRow['status']> {
  const now = deps.clock.now();
  const row = await ensureDelivery(
    deps.db,
    {
      userId: data.userId,
      kind: 'report',
      dedupeKey: reportDedupeKey(data.userId, data.reportId),
      reportId: data.reportId,
      messageId: messageIdFor(randomUUID(), deps.config.mail.from),
    },
    now,
  );
  return deliver(deps, delivery, row, job, async () => {
    const report = await findMailReport(deps.db, data.reportId);
    if (!report || report.status !== 'published') return { skip: 'the report is no longer published' };
    const reader = await readerPreference(deps.db, data.userId, report.creatorId, deps.clock.now());
    if (!reader) return { skip: 'the reader is gone' };
    if (reader.allOff) return { skip: 'the reader stopped all mail' };
    if (reader.frequency === null) return { skip: 'the reader no longer reads this channel' };
    if (reader.frequency !== 'each')
      return { skip: `the reader now has ${reader.frequency} for this channel` };
    const target = { userId: data.userId, creatorId: report.creatorId };
    const headers = unsubscribeHeaders(deps.config, target, deps.clock.now());
    const mail = await renderReportMail({
      appUrl: deps.config.appUrl,
      postalAddress: deps.config.mail.postalAddress,
      channel: { creatorId: report.creatorId, name: report.channelName },
      report: {
        id: report.id,
        title: report.title,
        summary: report.summary,
        keyLearnings: report.keyLearnings,
      },
      frequencySource: reader.source,
      unsubscribeUrl: linkOf(headers['List-Unsubscribe']),
    });
    return { to: reader.email, mail, headers };
  });
}

/** One digest: made once per reader, cadence and period; "nothing new" sends nothing (status skipped). */
export async function sendDigestMail(
  deps: Deps,
  delivery: Delivery,
  data: SendDigestMailJob,
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
  if ('skip' in prepared) {
    await finishDelivery(deps.db, row.id, { status: 'skipped', reason: prepared.skip }, deps.clock.now());
    return 'skipped';
  }
  try {
    await waitForSendSlot(deps.db, deps.config.mail.perMinute, job?.signal);
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
    messageId: claimed.messageId,
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
): Promise<{ digests: number; fanOuts: number; retried: number }> {
  if (!deps.config.mail.enabled) return { digests: 0, fanOuts: 0, retried: 0 };
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
  let digests = 0;
  for (const { reader, period, key } of due) {
    if (done.has(key)) continue;
    await queueDigest(deps, reader.userId, reader.cadence, period, key);
    digests += 1;
  }

  const recent = await recentlyPublishedReportIds(deps.db, new Date(now.getTime() - republishWindowMs), now);
  for (const reportId of recent)
    await deps.jobs.send<ReportPublishedMailJob>(
      MAIL_REPORT_PUBLISHED_QUEUE,
      { reportId },
      { singletonKey: reportId },
    );

  const stale = await stalePendingDeliveries(deps.db, new Date(now.getTime() - stalePendingMs), 1000);
  for (const row of stale) {
    if (row.kind === 'report' && row.reportId)
      await deps.jobs.send<SendReportMailJob>(
        MAIL_SEND_REPORT_QUEUE,
        { userId: row.userId, reportId: row.reportId },
        { singletonKey: row.dedupeKey },
      );
    else if (row.kind === 'digest' && row.periodStart && row.periodEnd)
      await queueDigest(
        deps,
        row.userId,
        row.dedupeKey.includes(':weekly:') ? 'weekly' : 'daily',
        { start: row.periodStart, end: row.periodEnd },
        row.dedupeKey,
      );
  }
  return { digests, fanOuts: recent.length, retried: stale.length };
}

async function queueDigest(
  deps: Deps,
  userId: string,
  cadence: DigestCadence,
  period: { start: Date; end: Date },
  key: string,
): Promise<void> {
  await deps.jobs.send<SendDigestMailJob>(
    MAIL_SEND_DIGEST_QUEUE,
    { userId, cadence, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString() },
    { singletonKey: key },
  );
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
      kind: row.kind as 'report' | 'digest',
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
