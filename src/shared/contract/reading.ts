import { feed } from '../constants';

/**
 * The plain values of the reading contract (reports.ts): filter choices, the product's messages and the
 * names of the live stream's events. They live apart from the schemas so that the browser's first screens
 * (the feed, a report) can use them without loading the schema library; reports.ts re-exports them.
 */

export const feedPeriods = feed.periods;
export const feedSorts = feed.sorts;
export const feedStatuses = feed.statuses;
export type FeedPeriod = (typeof feedPeriods)[number];
export type FeedSort = (typeof feedSorts)[number];
export type FeedStatus = (typeof feedStatuses)[number];

/** The error texts for reports (docs/product.md#errors-and-messages), shown by the UI as they are. */
export const reportMessages = {
  notFound: 'Report not found or an unexpected error occurred.',
  listFailed: 'Failed to retrieve reports from database.',
  listFailedTitle: 'Error fetching reports',
  emptyNoSubscriptions: 'Subscribe to a channel to see reports',
} as const;

export const reportEventNames = { ready: 'ready', reportPublished: 'report_published', end: 'end' } as const;

/**
 * Why the server ends a stream (the data of the last event, `end`): `lifetime` and `shutdown` ask for a
 * reconnect on the usual schedule; `replaced` (a newer stream of the same user took its place) and
 * `session_ended` (signed out, revoked or expired) do not, since reconnecting would only undo the newer
 * stream or be refused.
 */
export const streamEndReasons = ['lifetime', 'shutdown', 'replaced', 'session_ended'] as const;
export type StreamEndReason = (typeof streamEndReasons)[number];
