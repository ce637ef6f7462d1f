import {
  MAIL_DIGEST_TICK_QUEUE,
  MAIL_REPORT_PUBLISHED_QUEUE,
  MAIL_SEND_DIGEST_QUEUE,
  MAIL_SEND_FEED_EPISODE_QUEUE,
  MAIL_SEND_FREE_BETA_END_QUEUE,
  MAIL_SEND_PRICE_CHANGE_QUEUE,
  MAIL_SEND_REPORT_QUEUE,
  MAIL_SEND_TRIAL_ENDING_QUEUE,
  type FeedEpisodeMail,
  type FreeBetaEndMail,
  type PriceChangeMail,
  type ReportPublishedMailJob,
  type SendDigestMailJob,
  type SendReportMailJob,
  type TrialEndingMail,
} from '../queues';
import { createReportMailTemplates } from '../rendered-once';
import { createSmtpTransport, type SmtpUrlSource } from '../transport';
import {
  fanOutReport,
  runDigestTick,
  sendDigestMails,
  sendFeedEpisodeMail,
  sendFreeBetaEndMail,
  sendPriceChangeMail,
  sendReportMails,
  sendTrialEndingMail,
  type Deps,
  type MailLog,
} from './service';

/**
 * Retries of one mail: 5 s, then doubling with jitter (pg-boss), ten times: the last retry comes 1.4 to
 * 2.8 hours after the first attempt, so an SMTP server down for an hour loses nothing; a row still
 * pending after that is queued again by the quarter-hourly tick (ADR 177).
 */
const sendRetry = { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true } as const;

/**
 * Declares the mail queues, their workers and the digest schedule. Every role defines the queues (an
 * API process queues fan-outs when a report is published); only job-working processes send.
 * Returns the function that closes the SMTP connections.
 */
export async function registerMailDeliveryJobs(
  deps: Deps,
  log: MailLog,
  options: { smtpUrl: SmtpUrlSource },
): Promise<() => void> {
  const transport = createSmtpTransport(options.smtpUrl);
  const delivery = { transport, log, reportTemplates: createReportMailTemplates() };
  await deps.jobs.define(MAIL_REPORT_PUBLISHED_QUEUE, {
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  for (const queue of [
    MAIL_SEND_REPORT_QUEUE,
    MAIL_SEND_DIGEST_QUEUE,
    MAIL_SEND_FEED_EPISODE_QUEUE,
    MAIL_SEND_TRIAL_ENDING_QUEUE,
    MAIL_SEND_PRICE_CHANGE_QUEUE,
    MAIL_SEND_FREE_BETA_END_QUEUE,
  ])
    await deps.jobs.define(queue, { ...sendRetry, expireInSeconds: 5 * 60, heartbeatSeconds: 30 });
  // A missed tick is harmless: the next one finds the same work.
  await deps.jobs.define(MAIL_DIGEST_TICK_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
  });

  await deps.jobs.work<ReportPublishedMailJob>(MAIL_REPORT_PUBLISHED_QUEUE, async (data) => {
    await fanOutReport(deps, data);
  });
  await deps.jobs.work<SendReportMailJob>(MAIL_SEND_REPORT_QUEUE, async (data, job) => {
    await sendReportMails(deps, delivery, data, job);
  });
  await deps.jobs.work<SendDigestMailJob>(MAIL_SEND_DIGEST_QUEUE, async (data, job) => {
    await sendDigestMails(deps, delivery, data, job);
  });
  await deps.jobs.work<FeedEpisodeMail>(MAIL_SEND_FEED_EPISODE_QUEUE, async (data, job) => {
    await sendFeedEpisodeMail(deps, delivery, data, job);
  });
  await deps.jobs.work<TrialEndingMail>(MAIL_SEND_TRIAL_ENDING_QUEUE, async (data, job) => {
    await sendTrialEndingMail(deps, delivery, data, job);
  });
  await deps.jobs.work<PriceChangeMail>(MAIL_SEND_PRICE_CHANGE_QUEUE, async (data, job) => {
    await sendPriceChangeMail(deps, delivery, data, job);
  });
  await deps.jobs.work<FreeBetaEndMail>(MAIL_SEND_FREE_BETA_END_QUEUE, async (data, job) => {
    await sendFreeBetaEndMail(deps, delivery, data, job);
  });
  await deps.jobs.work(MAIL_DIGEST_TICK_QUEUE, async () => {
    const queued = await runDigestTick(deps);
    if (queued.digests + queued.retried + queued.notices > 0) log.info(queued, 'mail tick queued work');
  });
  await deps.jobs.schedule(MAIL_DIGEST_TICK_QUEUE, '*/15 * * * *');
  return () => transport.close();
}
