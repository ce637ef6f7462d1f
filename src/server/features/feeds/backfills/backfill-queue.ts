/** The queue of back-catalogue imports and the queue that receives the ones that failed for good. */
export const BACKFILL_QUEUE = 'feed-backfill';
export const BACKFILL_FAILED_QUEUE = 'feed-backfill-failed';

export interface BackfillJob {
  backfillId: string;
}
