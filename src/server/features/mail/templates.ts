import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { formatMoney } from '@shared/format-money';
import { reportUrl } from '@shared/report-links';
import { DigestMail } from './templates/digest-mail';
import type { DigestMailChannel } from './templates/digest-mail';
import { FeedEpisodeMail } from './templates/feed-episode-mail';
import { ReportMail } from './templates/report-mail';
import { SubscriptionNoticeMail } from './templates/subscription-notice-mail';

/**
 * The mails people receive (issue 26): a new report, a daily or weekly digest, and a creator's new episode
 * from their connected feed. Each renders to HTML
 * (react-email, inline styles, light and dark) and to plain text made from that HTML, so both parts always
 * say the same. The caller passes the signed unsubscribe link (src/server/features/mail/unsubscribe.ts) and the
 * postal address; links into the app are built here from `appUrl`.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface ReportMailInput {
  /** The app's public origin (config.appUrl). */
  appUrl: string;
  /** The sender's postal address for the footer (config.mail.postalAddress). */
  postalAddress: string;
  channel: { creatorId: string; name: string };
  report: { id: string; title: string; summary: string; keyLearnings: readonly { title: string }[] };
  /**
   * Whether the reader chose "every new report" for this channel ('channel') or it is their default for
   * channels they have not set ('default'); only the sentence saying why they got the mail differs.
   */
  frequencySource?: 'channel' | 'default';
  /** The signed link that unsubscribes this reader from this channel. */
  unsubscribeUrl: string;
}

interface DigestMailReport {
  id: string;
  title: string;
  summary: string;
  publishedAt: Date;
  creatorId: string;
  channelName: string;
}

export interface DigestMailInput {
  appUrl: string;
  postalAddress: string;
  frequency: 'daily' | 'weekly';
  /** The period the digest covers, [start, end). */
  periodStart: Date;
  periodEnd: Date;
  /** The reader's IANA time zone: dates in the mail are theirs. */
  timeZone: string;
  /** The period's reports in any order; the mail groups them by channel, newest first. Never empty. */
  reports: readonly DigestMailReport[];
  /** The signed link that stops all of this reader's mail. */
  unsubscribeUrl: string;
}

const maxParagraphChars = 600;
const maxTeaserChars = 240;

function trimOrigin(appUrl: string): string {
  let origin = appUrl;
  while (origin.endsWith('/')) origin = origin.slice(0, -1);
  return origin;
}
const preferencesUrl = (appUrl: string) => `${trimOrigin(appUrl)}/profile#email`;
const channelUrl = (appUrl: string, creatorId: string) =>
  `${trimOrigin(appUrl)}/subscriber/podcasts/${encodeURIComponent(creatorId)}`;

/** One line: a subject never carries a line break or runs of spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The summary's first paragraph as plain words: markdown marks (#, *, _, `) dropped, clipped. */
export function firstParagraph(summary: string, max = maxParagraphChars): string {
  const paragraph = summary
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  if (!paragraph) return '';
  const plain = paragraph
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/\[/g, '');
  return clip(oneLine(plain), max);
}

/** Headings keep their case in the text part (html-to-text shouts them by default). */
const textOptions = {
  selectors: [
    ...plainTextSelectors,
    ...(['h1', 'h2', 'h3'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  const text = toPlainText(html, textOptions);
  return { html, text };
}

export async function renderReportMail(input: ReportMailInput): Promise<RenderedMail> {
  const channelName = oneLine(input.channel.name);
  const title = oneLine(input.report.title);
  const reason =
    input.frequencySource === 'default'
      ? `You get this because you follow ${channelName} and every new report is your choice for channels you have not set.`
      : `You get this because you follow ${channelName} and chose every new report.`;
  const { html, text } = await renderBoth(
    createElement(ReportMail, {
      channelName,
      title,
      firstParagraph: firstParagraph(input.report.summary),
      learningTitles: input.report.keyLearnings.map((learning) => oneLine(learning.title)).filter(Boolean),
      reportUrl: reportUrl(input.appUrl, input.report.id),
      channelUrl: channelUrl(input.appUrl, input.channel.creatorId),
      reason,
      unsubscribeUrl: input.unsubscribeUrl,
      preferencesUrl: preferencesUrl(input.appUrl),
      postalAddress: oneLine(input.postalAddress),
    }),
  );
  return { subject: `${title} — ${channelName}`, html, text };
}

function dayLabel(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

function momentLabel(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** The reports grouped by channel; channels by their newest report, reports newest first. */
function groupByChannel(input: DigestMailInput): DigestMailChannel[] {
  const sorted = [...input.reports].sort(
    (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id),
  );
  const channels = new Map<string, DigestMailChannel>();
  for (const report of sorted) {
    let channel = channels.get(report.creatorId);
    if (!channel) {
      channel = {
        channelName: oneLine(report.channelName),
        channelUrl: channelUrl(input.appUrl, report.creatorId),
        reports: [],
      };
      channels.set(report.creatorId, channel);
    }
    channel.reports.push({
      title: oneLine(report.title),
      teaser: firstParagraph(report.summary, maxTeaserChars),
      url: reportUrl(input.appUrl, report.id),
      publishedLabel: dayLabel(report.publishedAt, input.timeZone),
    });
  }
  return [...channels.values()];
}

export async function renderDigestMail(input: DigestMailInput): Promise<RenderedMail> {
  if (input.reports.length === 0) throw new Error('A digest without reports is never sent.');
  const count = input.reports.length;
  const reportsWord = count === 1 ? '1 new report' : `${count} new reports`;
  const kind = input.frequency === 'daily' ? 'daily' : 'weekly';
  const channels = groupByChannel(input);
  const periodLabel = `${momentLabel(input.periodStart, input.timeZone)} – ${momentLabel(input.periodEnd, input.timeZone)} (${input.timeZone})`;
  const { html, text } = await renderBoth(
    createElement(DigestMail, {
      heading: `Your ${kind} digest: ${reportsWord}`,
      periodLabel,
      channels,
      preview: channels.map((channel) => channel.channelName).join(', '),
      reason: `You get this because you chose a ${kind} digest of the channels you follow.`,
      unsubscribeUrl: input.unsubscribeUrl,
      preferencesUrl: preferencesUrl(input.appUrl),
      postalAddress: oneLine(input.postalAddress),
    }),
  );
  return { subject: `Your ${kind} Podbrief digest: ${reportsWord}`, html, text };
}

/**
 * Where a connected feed's new episode stands when its creator is told: `published` carries whether
 * auto-publish did it, `not_published` why auto-publish left the ready report alone.
 */
export type FeedEpisodeState =
  | { kind: 'needs_transcript' }
  | { kind: 'generating' }
  | { kind: 'ready' }
  | { kind: 'failed' }
  | { kind: 'published'; automatically: boolean }
  | { kind: 'not_published'; why: string };

export interface FeedEpisodeMailInput {
  appUrl: string;
  postalAddress: string;
  channelName: string;
  report: { id: string; title: string };
  state: FeedEpisodeState;
  /** The signed link that stops this creator's new-episode mail. */
  unsubscribeUrl: string;
}

const studioReportUrl = (appUrl: string, reportId: string) =>
  `${trimOrigin(appUrl)}/creator/reports/${encodeURIComponent(reportId)}`;

function feedEpisodeWords(state: FeedEpisodeState): { state: string; button: string } {
  switch (state.kind) {
    case 'needs_transcript':
      return {
        state: 'It needs a transcript — add one, and its draft report is generated from it.',
        button: 'Add a transcript',
      };
    case 'generating':
      return {
        state: 'Your draft report is being generated — review and publish it once it is ready.',
        button: 'Open the draft',
      };
    case 'ready':
      return { state: 'Your draft report is ready — review and publish it.', button: 'Review the draft' };
    case 'failed':
      return {
        state: 'Its report could not be generated — open it to try again or add a transcript.',
        button: 'Open the report',
      };
    case 'published':
      return state.automatically
        ? { state: 'Published automatically — your subscribers can read it now.', button: 'Open the report' }
        : { state: 'It is published — your subscribers can read it now.', button: 'Open the report' };
    case 'not_published':
      return {
        state: `Your draft report is ready but was not published automatically: ${oneLine(state.why)} Review it and publish it.`,
        button: 'Review the draft',
      };
  }
}

export async function renderFeedEpisodeMail(input: FeedEpisodeMailInput): Promise<RenderedMail> {
  const title = oneLine(input.report.title);
  const words = feedEpisodeWords(input.state);
  const { html, text } = await renderBoth(
    createElement(FeedEpisodeMail, {
      channelName: oneLine(input.channelName),
      title,
      state: words.state,
      buttonLabel: words.button,
      studioUrl: studioReportUrl(input.appUrl, input.report.id),
      reason: "You get this because your channel's feed is connected.",
      unsubscribeUrl: input.unsubscribeUrl,
      preferencesUrl: preferencesUrl(input.appUrl),
      postalAddress: oneLine(input.postalAddress),
    }),
  );
  return { subject: `New episode from your feed: ${title}`, html, text };
}

export interface TrialEndingMailInput {
  appUrl: string;
  postalAddress: string;
  channelName: string;
  trialEnd: Date;
  /** The listener's IANA time zone: the date in the mail is theirs. */
  timeZone: string;
}

/**
 * A paid channel's free trial ends soon and no card is on file: without one the trial ends in a cancel
 * (ADR 213). The card is added in Stripe's customer portal, opened from the subscriptions page.
 */
export async function renderTrialEndingMail(input: TrialEndingMailInput): Promise<RenderedMail> {
  const channelName = oneLine(input.channelName);
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: input.timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(input.trialEnd);
  const heading = `Your free trial of ${channelName} ends on ${date}`;
  const { html, text } = await renderBoth(
    createElement(SubscriptionNoticeMail, {
      heading,
      buttonLabel: 'Add a card',
      body: `No card is on file, so your subscription to ${channelName} ends with the trial. Add a card to keep reading it.`,
      buttonUrl: `${trimOrigin(input.appUrl)}/subscriber/subscriptions`,
      reason: `You get this because you started a free trial of ${channelName}.`,
      preferencesUrl: preferencesUrl(input.appUrl),
      postalAddress: oneLine(input.postalAddress),
    }),
  );
  return { subject: heading, html, text };
}

export interface PriceChangeMailInput {
  appUrl: string;
  postalAddress: string;
  channelName: string;
  /** Cents. */
  oldAmount: number;
  newAmount: number;
  currency: string;
  /** The renewal from which the new price is charged. */
  effectiveAt: Date;
  /** The listener's IANA time zone: the date in the mail is theirs. */
  timeZone: string;
}

/** A paid channel's price changes for a paying listener, after 30 days' notice at least (ADR 213). */
export async function renderPriceChangeMail(input: PriceChangeMailInput): Promise<RenderedMail> {
  const channelName = oneLine(input.channelName);
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: input.timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(input.effectiveAt);
  const oldPrice = formatMoney(input.oldAmount, input.currency);
  const newPrice = formatMoney(input.newAmount, input.currency);
  const { html, text } = await renderBoth(
    createElement(SubscriptionNoticeMail, {
      heading: `The price of ${channelName} changes on ${date}`,
      buttonLabel: 'Your subscriptions',
      body: `The price of ${channelName} changes from ${oldPrice} to ${newPrice} per month from ${date}. You can cancel before then and never pay the new price.`,
      buttonUrl: `${trimOrigin(input.appUrl)}/subscriber/subscriptions`,
      reason: `You get this because you subscribe to ${channelName}.`,
      preferencesUrl: preferencesUrl(input.appUrl),
      postalAddress: oneLine(input.postalAddress),
    }),
  );
  return { subject: `The price of ${channelName} changes on ${date}`, html, text };
}

export interface FreeBetaEndMailInput {
  appUrl: string;
  postalAddress: string;
  channel: { creatorId: string; name: string };
  /** The channel's monthly price in cents, and its currency. */
  amount: number;
  currency: string;
  /** The days of the free trial a paid subscription starts with (TRIAL_DAYS). */
  trialDays: number;
  /** The last moment the listener reads free. */
  accessUntil: Date;
  /** The listener's IANA time zone: the date in the mail is theirs. */
  timeZone: string;
  /** The signed link that unsubscribes this listener from this channel's mail. */
  unsubscribeUrl: string;
}

/**
 * A free-beta listener's channel turned paid (ADR 226): they read free to the end of their period, then
 * continue with the channel's cardless trial on its page. The same words as the subscription card.
 */
export async function renderFreeBetaEndMail(input: FreeBetaEndMailInput): Promise<RenderedMail> {
  const channelName = oneLine(input.channel.name);
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: input.timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(input.accessUntil);
  const price = formatMoney(input.amount, input.currency);
  const trial = `${input.trialDays}-day free trial`;
  const { html, text } = await renderBoth(
    createElement(SubscriptionNoticeMail, {
      heading: `${channelName} is a paid channel now`,
      buttonLabel: `Continue with ${channelName}`,
      body: `${channelName} is a paid channel now: ${price}/month after a ${trial}. You keep reading it free until ${date}. To read on after that, start its ${trial} on the channel's page: no card needed to start, and nothing is charged before the trial ends.`,
      buttonUrl: channelUrl(input.appUrl, input.channel.creatorId),
      reason: `You get this because you follow ${channelName} free in its beta.`,
      unsubscribeUrl: input.unsubscribeUrl,
      unsubscribeLabel: `Unsubscribe from ${channelName}`,
      preferencesUrl: preferencesUrl(input.appUrl),
      postalAddress: oneLine(input.postalAddress),
    }),
  );
  return { subject: `${channelName} is a paid channel now: you read it free until ${date}`, html, text };
}
