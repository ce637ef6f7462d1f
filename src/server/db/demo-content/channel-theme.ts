/**
 * The raw material of one demo channel. Every text here is written for Podbrief's demo; `{topic}` is
 * replaced by one of the channel's topics when a report is written.
 */
export interface ChannelTheme {
  /** 0 = the demo creator of demo-accounts.ts; 1…N = creatorNN@podbrief.test. */
  creatorNumber: number;
  host: string;
  channelName: string;
  description: string;
  categories: string[];
  /** Monthly price in cents. */
  price: number;
  verified: boolean;
  handle: string;
  /** Subjects of episodes, lower case, as they read inside a sentence. */
  topics: string[];
  /** Who the guests are, as "a …" phrases. */
  guestRoles: string[];
  /** Key learnings: a short title and a one-to-three-sentence detail. */
  insights: Array<[title: string, detail: string]>;
  /** Sentences that place the episode in the channel's field. */
  context: string[];
  /** Episode length range in minutes. */
  minutes: [min: number, max: number];
  episodes: number;
}
