/**
 * One demo channel and its episodes, written by hand for Podbrief's demo (ADR 007): every report says
 * something specific about its own episode, so browsing the demo reads like browsing real podcasts.
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
  /** Episode length range in minutes. */
  minutes: [min: number, max: number];
  schedule: PublishSchedule;
  /** Whether the creator marks chapters; only episodes of 40 minutes or more get them. */
  chapters: boolean;
  /** How the podcast itself names an episode (the report's title is the script's). */
  episodeTitle?: (script: EpisodeScript, number: number) => string;
  /** Oldest first; the newest is published `schedule.latestDaysAgo` days before now. */
  episodes: EpisodeScript[];
}

export interface PublishSchedule {
  /** Days between two episodes. */
  everyDays: number;
  latestDaysAgo: number;
  /** The podcast's own number of the oldest episode here: most channels joined Podbrief mid-run. */
  firstNumber: number;
  /** Extra days of silence before the episode at this index (a summer break, a missed week). */
  breaks?: Record<number, number>;
}

export interface EpisodeScript {
  /** The report's title, at most 90 characters. */
  title: string;
  /** Name and role ("a sleep physician at …"); none when the host talks alone. */
  guest?: [name: string, role: string];
  /** What the conversation is about, as it reads after "We're talking about". */
  topic: string;
  /** Markdown, 150–400 words, about this episode only. */
  summary: string;
  /** 3–7: a title of at most eight words and one or two sentences with a specific. */
  learnings: Array<[title: string, detail: string]>;
  /** Said word for word in the episode by the guest (or the host, alone). */
  quotes?: string[];
}
