import type { SignedInSession } from '@shared/contract/auth';
import { createElement } from 'react';
import { feedPageSchema, feedQuerySchema, type FeedQuery } from '@shared/contract/reports';
import { FeedFirstScreen } from '@web/app/first-screens';
import type { AppDeps } from '../../app-types';
import { addressOf, renderFirstScreen, type FirstScreen } from '../../plugins/first-screen';
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

/**
 * The feed's first screen (/subscriber/reports) for a signed-in reader: the first page GET /api/reports
 * answers the same session for the filters in the address, drawn by the components the feed draws its
 * top with (ADR 236). Null signed out (the page asks to sign in first), for another address and for
 * filters the API would refuse.
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
    const html = renderFirstScreen(
      addressOf(pathname, search),
      createElement(FeedFirstScreen, { items: page.items, search, now, timeZone: 'UTC' }),
    );
    return { html, data: { feed: { query: apiSearch(query), page } } };
  };
}
