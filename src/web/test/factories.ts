import type { CreatorSettings } from '@shared/contract/creator';
import type { CreatorReport } from '@shared/contract/creator-reports';
import type { FeedItem, FullReport } from '@shared/contract/reports';
import type { Subscription } from '@shared/contract/subscriptions';

/**
 * The test data of web tests, in one module (ADR 005): what the API answers, built with the contract's
 * types so a change of the contract shows here first. Each builder takes overrides.
 */

/** The signed-in user of auth tests. */
export const testUser = {
  id: '7d1c2d4e-0f4b-4f7e-9a55-0d3f5c1e2a10',
  email: 'sam@example.org',
  displayName: 'Sam Tester',
  fullName: 'Sam Tester',
  avatarUrl: null,
  isCreator: false,
  isAdmin: false,
};

const testProfile = {
  id: testUser.id,
  email: testUser.email,
  userRole: 'subscriber',
  displayName: testUser.displayName,
  fullName: testUser.fullName,
  avatarUrl: null,
  isCreator: false,
  isSubscriber: true,
  phone: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** GET /api/auth/session for `testUser`, ending at `expiresAt`. */
export const signedInSession = (expiresAt: string) => ({ user: testUser, profile: testProfile, expiresAt });

/** A creator's saved channel settings. */
export const sampleCreatorSettings = (overrides: Partial<CreatorSettings> = {}): CreatorSettings => ({
  creatorId: '9b2f6f0e-3c0a-4d7a-9a0e-5d6b7c8d9e01',
  channelName: 'Makers Daily',
  channelDescription: 'Short talks with people who build things.',
  logoUrl: null,
  youtubeChannelUrl: null,
  youtubeChannelId: null,
  isYoutubeVerified: false,
  youtubeVerificationToken: null,
  contentCategories: ['Technology'],
  socialLinks: [{ platform: 'website', url: 'https://makers.example' }],
  subscriptionPrice: 200,
  currency: 'USD',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

/** A creator's report as the editor loads it: ready to review, three learnings, a pasted transcript. */
export const sampleCreatorReport = (overrides: Partial<CreatorReport> = {}): CreatorReport => ({
  id: '6f1c1f5e-1111-4a4a-8b8b-000000000001',
  title: 'Bees on the roof',
  status: 'ready',
  episode: {
    title: 'Bees on the roof',
    number: 12,
    publishedAt: '2025-03-04T00:00:00.000Z',
    durationSeconds: 3723,
    mediaUrl: null,
  },
  generation: { provider: 'extractive', progress: 100, error: null, stage: null },
  readingTimeSeconds: 90,
  keyLearningCount: 3,
  publishedAt: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-05T10:00:00.000Z',
  fromFeed: false,
  needsTranscript: false,
  summary: 'Rooftop hives do well in cities.\n\nWind and water matter most.',
  keyLearnings: [
    { title: 'Count mites', detail: 'Count varroa every month.', start: 754, end: 790, speaker: 'Nora' },
    {
      title: 'Block the wind',
      detail: 'Slatted windbreaks beat walls.',
      start: null,
      end: null,
      speaker: null,
    },
    {
      title: 'Give water',
      detail: 'Trays with stones keep bees home.',
      start: null,
      end: null,
      speaker: null,
    },
  ],
  chapters: [],
  quotes: [],
  audio: null,
  transcriptionAvailable: false,
  droppedByChecks: [],
  transcript: {
    format: 'text',
    source: 'paste',
    sourceUrl: null,
    characters: 5000,
    wordCount: 900,
    preview: 'Nora: Welcome back.',
  },
  ...overrides,
});

/** A report card in the feed: unread, not a favourite. */
const sampleReportChannel = {
  creatorId: '5d0c7f5e-2222-4a2b-9c3d-000000000002',
  channelName: 'The Curious Engineer',
  creatorName: 'Maya Chen',
  logoUrl: null,
  isVerified: false,
};

export const sampleFeedItem = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  id: '5d0c7f5e-1111-4a2b-9c3d-000000000001',
  title: 'Why sleep beats caffeine',
  channel: sampleReportChannel,
  publishedAt: '2026-11-20T08:00:00.000Z',
  readingTimeSeconds: 120,
  timeSavedSeconds: 3480,
  episodeDurationSeconds: 3600,
  firstKeyLearning: { title: 'Sleep first', detail: 'Eight hours beat a third coffee.' },
  isRead: false,
  isFavourite: false,
  ...overrides,
});

/** The same report opened by a reader with access: uploaded audio and a transcript, no moments. */
export const sampleFullReport = (overrides: Partial<FullReport> = {}): FullReport => ({
  access: 'full',
  id: '5d0c7f5e-1111-4a2b-9c3d-000000000001',
  title: 'Why sleep beats caffeine',
  channel: sampleReportChannel,
  summary: 'Sleep.',
  summaryHtml: '<p>Sleep.</p>',
  keyLearnings: [],
  chapters: [],
  quotes: [],
  readingTimeSeconds: 120,
  timeSavedSeconds: 500,
  episode: { title: 'Sleep', number: 3, publishedAt: null, durationSeconds: 600, mediaUrl: null },
  audio: {
    url: '/files/audio.wav',
    source: 'upload',
    mimeType: 'audio/wav',
    durationSeconds: 600,
    expiresAt: null,
  },
  hasTranscript: true,
  hasTimestamps: true,
  madeBy: { kind: 'builtin' },
  publishedAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  isRead: false,
  readAt: null,
  isFavourite: false,
  ...overrides,
});

/** An active trial subscription to Deep Dive Radio. */
export const sampleSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: '6f1c1a52-6c2f-4f0e-9d7e-2d7d7c7e0a11',
  creatorId: '0b7e6f1e-2b9a-4c55-8f5b-8c3e6d3a9b22',
  channelName: 'Deep Dive Radio',
  creatorName: 'Dana Deep',
  logoUrl: null,
  status: 'active',
  active: true,
  planName: 'Free trial',
  amount: 200,
  currency: 'USD',
  interval: 'month',
  provider: 'trial',
  startDate: '2025-03-10T12:00:00.000Z',
  currentPeriodStart: '2025-03-10T12:00:00.000Z',
  currentPeriodEnd: '2025-04-10T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
  resubscribeAvailableAt: null,
  endingReason: null,
  billing: null,
  updatedAt: '2025-03-10T12:00:00.000Z',
  ...overrides,
});
