import type { SignedInSession } from '@shared/contract/auth';
import type { FullReport, ReportTeaser } from '@shared/contract/reports';
import { reportDetailSchema } from '@shared/contract/reports';
import { formatLongDate, formatMinutes } from '@shared/dates/format';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../errors';
import { appFrame, escapeHtml, readingColumn, type FirstScreen } from '../../plugins/first-screen';
import { getReport } from './service';

const reportPath = /^\/subscriber\/reports\/([^/?#]{1,100})\/?$/;

/** The report's header as the report page draws it: channel, title, date and reading time. */
function header(report: FullReport | ReportTeaser): string {
  const channel = `<div class="flex items-center gap-3"><span class="size-10 shrink-0 rounded-full bg-muted" aria-hidden="true"></span><div class="min-w-0 text-sm"><p class="flex items-center gap-1 font-medium"><span class="truncate">${escapeHtml(report.channel.channelName)}</span></p><p class="text-muted-foreground">${escapeHtml(report.channel.creatorName)}</p></div></div>`;
  const title = `<h1 id="report-title" class="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">${escapeHtml(report.title)}</h1>`;
  const meta = `<dl class="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground"><div class="inline-flex items-center gap-1.5"><dt class="sr-only">Published</dt><dd><time datetime="${escapeHtml(report.publishedAt)}">${escapeHtml(formatLongDate(report.publishedAt, 'UTC'))}</time></dd></div><div class="inline-flex items-center gap-1.5"><dt class="sr-only">Reading time</dt><dd>${formatMinutes(report.readingTimeSeconds)} read</dd></div></dl>`;
  return `<header class="flex flex-col gap-4">${channel}${title}${meta}</header>`;
}

const summaryClasses = [
  'text-[1.0625rem] leading-relaxed text-foreground/90',
  '[&_[data-depth]]:font-semibold [&_[data-depth="1"]]:mt-6 [&_[data-depth="1"]]:text-xl',
  '[&_[data-depth="2"]]:mt-6 [&_[data-depth="2"]]:text-lg [&_[data-depth="3"]]:mt-5',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_ul>:not(:last-child)]:mb-1 [&_ol>:not(:last-child)]:mb-1',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4',
  '[&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
].join(' ');

function reportMarkup(report: FullReport | ReportTeaser): string {
  const back = `<a href="/subscriber/reports" class="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">All reports</a>`;
  if (report.access === 'teaser') {
    // Only what the teaser shows anyone: the first key learning, never the report's text.
    const learning = report.firstKeyLearning
      ? `<section class="rounded-xl border border-border bg-card p-5"><h2 class="font-semibold">${escapeHtml(report.firstKeyLearning.title)}</h2></section>`
      : '';
    return appFrame(readingColumn(`${back}${header(report)}${learning}`));
  }
  // The summary HTML is the server's own, written from an allow-list of elements (ADR 151).
  const summary = `<section aria-labelledby="summary-heading"><h2 id="summary-heading" class="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Summary</h2><div><div class="${escapeHtml(summaryClasses)}">${report.summaryHtml}</div></div></section>`;
  return appFrame(
    readingColumn(
      `${back}<article aria-labelledby="report-title" class="flex flex-col gap-8">${header(report)}${summary}</article>`,
      'gap-8',
    ),
  );
}

/**
 * The report page's first screen (/subscriber/reports/{id}) for a signed-in reader: the answer
 * GET /api/reports/:id gives the same session (the full report with access, the teaser without), drawn
 * as the page draws its top. Null signed out (the page asks to sign in first), for another address and
 * for a report that does not exist (the page says so itself).
 */
export function reportFirstScreen(deps: Pick<AppDeps, 'db' | 'storage' | 'clock' | 'config'>) {
  return async (pathname: string, session: SignedInSession | null): Promise<FirstScreen | null> => {
    const reportId = reportPath.exec(pathname)?.[1];
    if (!reportId || !session) return null;
    try {
      const id = decodeURIComponent(reportId);
      const detail = reportDetailSchema.parse(
        await getReport(deps, session.user.id, id, deps.clock.now(), deps.config.payments.enabled),
      );
      return { html: reportMarkup(detail), data: { report: { id, detail } } };
    } catch (error) {
      if (error instanceof URIError || (error instanceof AppError && error.status === 404)) return null;
      throw error;
    }
  };
}
