import { createHash } from 'node:crypto';

/**
 * The shape of a generated dataset. The full size is the issue's: 1,000,000 published reports over 5,000
 * creators and 200,000 subscribers. Smaller sizes keep the same proportions (200 reports per creator, 40
 * subscribers per creator), so every reader's feed looks the same at every size and only the size of the
 * tables changes: that is what the scale curve is meant to isolate.
 */
export interface DatasetPlan {
  reports: number;
  creators: number;
  subscribers: number;
  /** Drafts on top of the published reports (1 %), so the feed's `status = 'published'` filter has work. */
  drafts: number;
  /** Subscriber i follows 1 + (i mod 5) channels, so between 1 and 5 and 3 on average. */
  maxSubscriptionsPerSubscriber: number;
  /** Each creator's reports are spread evenly over this many days back from now. */
  historyDays: number;
}

const FULL_SIZE = { reports: 1_000_000, creators: 5_000, subscribers: 200_000 } as const;

export function planFor(reports: number): DatasetPlan {
  if (!Number.isInteger(reports) || reports < 1) throw new RangeError(`reports must be a positive integer`);
  const creators = Math.max(1, Math.round((reports * FULL_SIZE.creators) / FULL_SIZE.reports));
  const subscribers = Math.max(1, Math.round((reports * FULL_SIZE.subscribers) / FULL_SIZE.reports));
  return {
    reports,
    creators,
    subscribers,
    drafts: Math.ceil(reports / 100),
    maxSubscriptionsPerSubscriber: 5,
    historyDays: 730,
  };
}

/**
 * Deterministic ids that pass as version-4 UUIDs (z.uuid() checks the version and variant digits): the MD5
 * of a label such as `r42`, with the version digit set to 4 and the variant digit to 8. The generator
 * computes the same value in SQL (`uuidSql`), so the harness can name rows without asking the database.
 */
export function benchUuid(prefix: 'c' | 's' | 'r' | 'd', n: number): string {
  const hex = createHash('md5').update(`${prefix}${n}`).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

/** The same id as `benchUuid`, as a SQL expression over an integer expression. */
export function uuidSql(prefix: 'c' | 's' | 'r' | 'd', expression: string): string {
  return `overlay(overlay(md5('${prefix}' || (${expression})::text) placing '4' from 13) placing '8' from 17)::uuid`;
}

/** Report number n belongs to creator n mod C and is that creator's (n div C)-th newest report. */
export function reportNumber(plan: DatasetPlan, creator: number, newestIndex: number): number {
  return newestIndex * plan.creators + creator;
}

/** Topics of titles, summaries and channels: each of the 100 words is in about 1 % of report titles. */
export const topics = [
  'sleep',
  'markets',
  'habits',
  'design',
  'history',
  'science',
  'music',
  'health',
  'travel',
  'food',
  'startups',
  'climate',
  'parenting',
  'running',
  'chess',
  'poetry',
  'robots',
  'oceans',
  'cities',
  'money',
  'memory',
  'language',
  'football',
  'cycling',
  'coffee',
  'gardens',
  'architecture',
  'philosophy',
  'film',
  'photography',
  'astronomy',
  'genetics',
  'nutrition',
  'meditation',
  'leadership',
  'negotiation',
  'writing',
  'painting',
  'jazz',
  'opera',
  'mountains',
  'deserts',
  'rivers',
  'forests',
  'volcanoes',
  'insects',
  'birds',
  'whales',
  'bread',
  'cheese',
  'wine',
  'tea',
  'spices',
  'fermentation',
  'bicycles',
  'trains',
  'aviation',
  'sailing',
  'rockets',
  'satellites',
  'batteries',
  'solar',
  'wind',
  'nuclear',
  'water',
  'soil',
  'farming',
  'fishing',
  'textiles',
  'fashion',
  'furniture',
  'typography',
  'maps',
  'elections',
  'courts',
  'taxes',
  'trade',
  'shipping',
  'ports',
  'bridges',
  'tunnels',
  'libraries',
  'museums',
  'theatre',
  'comedy',
  'magic',
  'puzzles',
  'games',
  'sport',
  'tennis',
  'swimming',
  'climbing',
  'yoga',
  'dance',
  'vaccines',
  'hospitals',
  'nursing',
  'teaching',
  'universities',
  'careers',
] as const;

/** The search term of the load test: one of the topics, so about 1 % of all reports match it. */
export const searchTerm = 'sleep';
