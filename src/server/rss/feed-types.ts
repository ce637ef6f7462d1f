/** How a `podcast:transcript` is encoded, from its `type` attribute. */
export type FeedTranscriptType = 'vtt' | 'srt' | 'json' | 'text' | 'html';

export interface FeedTranscript {
  url: string;
  type: FeedTranscriptType;
}

/** A `podcast:person` of an episode (or of the show, when the episode names none). */
export interface FeedPerson {
  name: string;
  /** Lower-case Podcasting 2.0 role: host, guest, producer… ("host" when the feed says none). */
  role: string;
}

export interface FeedEpisode {
  guid: string;
  title: string;
  episodeNumber: number | null;
  publishedAt: string | null;
  durationSeconds: number | null;
  mediaUrl: string | null;
  /** The best transcript the feed offers (`transcripts[0]`). */
  transcriptUrl: string | null;
  transcriptType: FeedTranscriptType | null;
  /** Every transcript the feed offers, best first: the others are fallbacks. */
  transcripts: FeedTranscript[];
  /** Podcasting 2.0 JSON chapters (`podcast:chapters`), fetched when the episode is imported. */
  chaptersUrl: string | null;
  persons: FeedPerson[];
  /** Plain text, shortened. */
  description: string;
}

export interface FeedPreview {
  feedUrl: string;
  title: string;
  imageUrl: string | null;
  /** The show's `podcast:guid` (Podcasting 2.0), or null. */
  podcastGuid: string | null;
  episodes: FeedEpisode[];
  /** True when the feed had more episodes than were read (size or count limit). */
  truncated: boolean;
}
