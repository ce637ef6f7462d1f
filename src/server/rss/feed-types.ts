/** How a `podcast:transcript` is encoded, from its `type` attribute. */
export type FeedTranscriptType = 'vtt' | 'srt' | 'json' | 'text' | 'html';

export interface FeedEpisode {
  guid: string;
  title: string;
  episodeNumber: number | null;
  publishedAt: string | null;
  durationSeconds: number | null;
  mediaUrl: string | null;
  transcriptUrl: string | null;
  transcriptType: FeedTranscriptType | null;
  /** Plain text, shortened. */
  description: string;
}

export interface FeedPreview {
  feedUrl: string;
  title: string;
  imageUrl: string | null;
  episodes: FeedEpisode[];
  /** True when the feed had more episodes than were read (size or count limit). */
  truncated: boolean;
}
