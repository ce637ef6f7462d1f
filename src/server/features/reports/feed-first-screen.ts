import type { SignedInSession } from '@shared/contract/auth';
import { feedPageSchema, feedQuerySchema, type FeedItem, type FeedQuery } from '@shared/contract/reports';
import { formatMinutes, formatRelativeDate } from '@shared/dates/format';
import type { AppDeps } from '../../app-types';
import { appFrame, escapeHtml, type FirstScreen } from '../../plugins/first-screen';
import { listFeed } from './service';

const feedPath = /^\/subscriber\/reports\/?$/;

/**
 * The page address's filters (?period=&sort=&status=&q=&channel=) as the feed's API query, read by the
 * schema GET /api/reports reads its own with; null when that schema refuses them.
 */
function feedQuery(search: URLSearchParams): FeedQuery | null {
  const given = (name: string) => search.get(name) ?? undefined;
  const parsed = feedQuerySchema.safeParse({
    period: given('period'),
    sort: given('sort'),
    status: given('status'),
    q: given('q'),
    creatorId: given('channel'),
  });
  return parsed.success ? parsed.data : null;
}

/** The API query the app sends for these filters (its order and defaults), so the app can tell it is its own. */
function apiSearch(query: FeedQuery): string {
  const params = new URLSearchParams();
  if (query.period) params.set('period', query.period);
  params.set('sort', query.sort);
  params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.creatorId) params.set('creatorId', query.creatorId);
  return params.toString();
}

/** The page address's own query for these filters (defaults left out), which the cards' links keep. */
function pageSearch(query: FeedQuery): string {
  const params = new URLSearchParams();
  if (query.period) params.set('period', query.period);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.creatorId) params.set('channel', query.creatorId);
  return params.toString();
}

/** One card as the feed draws it: channel, date, title, first key learning and reading time. */
function card(item: FeedItem, search: string, now: Date): string {
  const href = `/subscriber/reports/${encodeURIComponent(item.id)}${search ? `?${search}` : ''}`;
  const titleId = escapeHtml(`report-${item.id}-title`);
  const header = `<header class="flex items-center gap-3"><span class="size-8 shrink-0 rounded-full bg-muted" aria-hidden="true"></span><div class="min-w-0 flex-1 text-sm"><p class="flex min-w-0 items-center gap-1 font-medium"><span class="truncate">${escapeHtml(item.channel.channelName)}</span></p><p class="text-muted-foreground"><time datetime="${escapeHtml(item.publishedAt)}">${escapeHtml(formatRelativeDate(item.publishedAt, now, 'UTC'))}</time></p></div><span class="size-10 shrink-0 -mr-2" aria-hidden="true"></span></header>`;
  const dot = item.isRead
    ? ''
    : '<span class="mr-2 inline-block size-2 translate-y-[-2px] rounded-full bg-primary" aria-hidden="true"></span>';
  const title = `<h2 id="${titleId}" class="text-lg leading-snug tracking-tight text-balance ${item.isRead ? 'font-medium' : 'font-semibold'}"><a href="${escapeHtml(href)}" class="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:underline">${dot}${escapeHtml(item.title)}</a></h2>`;
  const learning = item.firstKeyLearning
    ? `<p class="line-clamp-3 text-sm text-muted-foreground"><span class="font-medium text-foreground">${escapeHtml(item.firstKeyLearning.title)}</span>${item.firstKeyLearning.detail ? ` — ${escapeHtml(item.firstKeyLearning.detail)}` : ''}</p>`
    : '';
  const footer = `<footer class="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"><span class="inline-flex items-center gap-1">${formatMinutes(item.readingTimeSeconds)} read</span>${item.isRead ? '' : '<span class="sr-only">Unread</span>'}</footer>`;
  return `<li class="flex"><div class="flex-1"><article aria-labelledby="${titleId}" class="group relative flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors sm:p-5" data-read="${item.isRead}">${header}${title}${learning}${footer}</article></div></li>`;
}

/** Where the filters bar goes, holding its height until the app draws it. */
const filtersPlaceholder =
  '<div class="flex flex-col gap-3" aria-hidden="true"><div class="h-10 rounded-lg border border-input"></div><div class="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between"><div class="h-10 w-full rounded-lg bg-muted sm:w-80"></div><div class="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:flex"><div class="h-8 lg:w-36"></div><div class="h-8 lg:w-32"></div><div class="col-span-2 h-8 sm:col-span-1 lg:w-48"></div></div></div></div>';

function feedMarkup(items: readonly FeedItem[], search: string, now: Date): string {
  const heading =
    '<header><div class="flex items-center justify-between gap-3"><h1 id="reports-title" class="text-2xl font-bold tracking-tight sm:text-3xl">Reports</h1></div><p class="mt-1 text-muted-foreground">Every episode of your channels, readable in 1-2 minutes.</p></header>';
  const cards =
    items.length > 0
      ? `<div class="flex flex-col gap-4"><ul class="grid gap-4 md:grid-cols-2" aria-label="Reports">${items.map((item) => card(item, search, now)).join('')}</ul></div>`
      : '';
  return appFrame(
    `<section data-page-container="" class="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 flex flex-col gap-6" aria-labelledby="reports-title">${heading}${filtersPlaceholder}${cards}</section>`,
  );
}

/**
 * The feed's first screen (/subscriber/reports) for a signed-in reader: the first page GET /api/reports
 * answers the same session for the filters in the address, drawn as the feed draws its top. Null signed
 * out (the page asks to sign in first), for another address and for filters the API would refuse.
 */
export function feedFirstScreen(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return async (
    pathname: string,
    session: SignedInSession | null,
    search: URLSearchParams,
  ): Promise<FirstScreen | null> => {
    if (!session || !feedPath.test(pathname)) return null;
    const query = feedQuery(search);
    if (!query) return null;
    const now = deps.clock.now();
    const page = feedPageSchema.parse(await listFeed(deps, session.user.id, query, now));
    return {
      html: feedMarkup(page.items, pageSearch(query), now),
      data: { feed: { query: apiSearch(query), page } },
    };
  };
}
