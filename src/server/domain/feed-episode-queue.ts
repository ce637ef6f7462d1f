/**
 * The queue of what follows a connected feed's new episode: generation (or transcription) starts, and
 * with auto-publish on, the ready report is published when it passes the report rules. The feed check
 * sends it; the studio's report feature works it (ADR 196, 197).
 */
export const FEED_EPISODE_QUEUE = 'feed-episode';

export interface FeedEpisodeJob {
  creatorId: string;
  reportId: string;
  /** `start`: generate or transcribe. `publish`: publish once ready (auto-publish), or look again later. */
  step: 'start' | 'publish';
  /** How many times `publish` found the report still generating. */
  waited?: number;
}
