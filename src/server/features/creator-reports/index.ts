// The creator-reports area's public face (ADR 238): what other areas may import. A connected feed's
// check and back-catalogue import bring episodes in as the studio does, and queue what follows each one.
export { FEED_EPISODE_QUEUE, type FeedEpisodeJob } from './feed-episode-queue';
export { type FeedItem, importFeedItem } from './import-feed-item';
