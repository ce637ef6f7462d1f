import type { ChannelPage } from './channels';
import type { FeedPage, ReportDetail } from './reports';

/**
 * The id of the inert JSON block in which a page's document carries the data its first screen was made
 * from (ADR 236): the server writes it with the page's first screen in the HTML, the app's start puts it
 * in its query cache, so the page renders at once without asking for it again.
 */
export const firstScreenBlockId = 'podbrief-first-screen';

/** What a document's first screen was made from: the same answers the page's API requests give. */
export interface FirstScreenData {
  /** GET /api/reports/:id for the document's session: the full report, or the teaser without access. */
  report?: { id: string; detail: ReportDetail };
  /** GET /api/channels/:creatorId for the document's session (its viewer part is the session's own). */
  channel?: { id: string; page: ChannelPage };
  /**
   * GET /api/reports for the document's session: the feed's first page, with the API query the app sends
   * for the address's filters (`period`, `sort`, `status`, `q`, `creatorId`, in that order).
   */
  feed?: { query: string; page: FeedPage };
}
