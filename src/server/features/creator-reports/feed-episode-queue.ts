/**
 * The queue of what follows a connected feed's new episode: generation (or transcription) starts, with
 * auto-publish on the ready report is published when it passes the report rules, and the creator is
 * told by mail once the report has settled. The feed check sends it; the studio's report feature works it
 * (ADR 196).
 */
export const FEED_EPISODE_QUEUE = 'feed-episode';

export interface FeedEpisodeJob {
  creatorId: string;
  reportId: string;
  /**
   * `start`: generate or transcribe. `settle`: once the report no longer generates, publish it
   * (auto-publish) and tell the creator, or look again later. (`publish` is its earlier name.)
   */
  step: 'start' | 'settle' | 'publish';
  /** How many times `settle` found the report still generating. */
  waited?: number;
  /** Mail the creator about this episode (a new one from the feed check; not the back catalogue). */
  tellCreator?: boolean;
  /**
   * From "Import past episodes": generated, never published automatically. Auto-publish is for what the
   * show publishes from now on; publishing a back catalogue would mail every subscriber about old episodes.
   */
  backCatalogue?: boolean;
}
