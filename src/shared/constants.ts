/**
 * The product's numbers (docs/product.md#constants-and-limits), in one place. Server and browser both read
 * them. Durations are in milliseconds unless the name says otherwise.
 */
export const APP_VERSION = '0.7.0';

export const product = {
  freeTrialCreatorLimit: 5,
  claimedTimeSavedPercent: 90,
  readingMinutesLabel: '1-2 minutes',
  resubscribeWaitDays: 30,
  defaultCreatorPriceCents: 200,
  initialCurrentPriceCents: 300,
  maxCancellationRetries: 2,
  copyrightYear: 2025,
} as const;

export const landing = {
  popularLimit: 20,
  carouselIntervalMs: 3000,
} as const;

export const timings = {
  feedbackAutoCloseMs: 2000,
  activationRedirectMs: 5000,
  confettiParticles: 500,
  inviteDemoMs: 1500,
  menuTypeaheadResetMs: 1000,
  lazyLoadTimeoutMs: 10_000,
  scrollDelayMs: 0,
} as const;

export const toasts = {
  limit: 5,
  durationMs: 5000,
  removeDelayMs: 5000,
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;

export const auth = {
  fetchTimeoutMs: 20_000,
  userCacheMs: 30 * 60_000,
  refreshTickMs: 30_000,
  refreshThresholdTicks: 3,
  /** Refresh when this much or less of the session remains (3 ticks of 30 s). */
  refreshMarginMs: 90_000,
  refreshRetryBaseMs: 200,
  refreshRetryWithinMs: 30_000,
  /**
   * Each refresh retry waits its doubling step ±50 %, drawn uniformly: the same average, but the tabs of
   * a server that restarts do not all come back at the same instant.
   */
  refreshRetryJitter: 0.5,
  keySetCacheMs: 10 * 60_000,
  errorRecordsKept: 10,
  successRecordsKept: 10,
  profileCacheMs: 60_000,
  profileCreationAttempts: 3,
  profileCreationDelayMs: 1000,
  /** Server side (docs/product.md#auth-and-sessions). */
  sessionIdleMs: 60 * 60_000,
  sessionAbsoluteMs: 30 * 24 * 60 * 60_000,
  refreshReuseGraceMs: 30_000,
  loginTransactionMs: 10 * 60_000,
} as const;

export const realtime = {
  timeoutMs: 10_000,
  heartbeatMs: 30_000,
  /** The average waits before reconnects 1, 2, 3 and 4 onwards. */
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
  /**
   * Each reconnect waits its step ±50 %, drawn uniformly: the same averages, but the streams a stopping
   * process drops all at once come back spread over a second or more instead of at the same instant.
   */
  reconnectJitter: 0.5,
} as const;

export const storage = {
  listLimit: 100,
  listOffset: 0,
  cacheControlSeconds: 3600,
  signedLinkSeconds: 3600,
} as const;

export const queryDefaults = {
  staleTimeMs: 300_000,
  gcTimeMs: 600_000,
  retry: 1,
  refetchOnWindowFocus: false,
  mutationRetry: 0,
} as const;

export const clientCache = {
  ttlMs: 30 * 60_000,
  maxEntries: 100,
  cleanupEveryMs: 5 * 60_000,
} as const;

export const apiClient = {
  timeoutMs: 30_000,
  retries: 3,
  getCacheMs: 5 * 60_000,
  backoffBaseMs: 1000,
  backoffMaxMs: 30_000,
  jitter: 0.2,
  retryableStatuses: [408, 429, 502, 503, 504, 522, 524],
  reportListTimeoutMs: 15_000,
  reportDetailTimeoutMs: 10_000,
} as const;

export const circuitBreaker = {
  failureThreshold: 5,
  resetMs: 30_000,
  halfOpenMaxCalls: 3,
  persistedStateMaxAgeMs: 60_000,
  healthCheckEveryMs: 30_000,
  healthCheckTimeoutMs: 5000,
  monitorEveryMs: 60_000,
} as const;

export const feed = {
  periods: ['week', 'month', 'year', 'all'] as const,
  defaultPeriodDays: 30,
  sorts: ['newest', 'oldest', 'title', 'creator'] as const,
  statuses: ['all', 'unread', 'read', 'favourites'] as const,
  pageSize: 20,
} as const;

export const limits = {
  noteMaxChars: 20_000,
  feedbackSubjectMaxChars: 200,
  feedbackMessageMaxChars: 5000,
  initialsMaxLetters: 2,
  creatorPriceMinCents: 0,
  /**
   * The smallest price above free (ADR 227): Stripe charges no less than 0.50 (USD, EUR), so a price of
   * 0.01–0.49 could never be paid. 0 (free) stays allowed.
   */
  creatorPricePaidMinCents: 50,
  creatorPriceMaxCents: 100_000,
  logoMaxBytes: 2 * 1024 * 1024,
  /**
   * A transcript's limits (ADR 207): the file or pasted text as uploaded, markup and timings included, at
   * most `transcriptMaxBytes` of UTF-8; what is said in it, once normalised, at most `transcriptMaxWords`
   * words and `transcriptMaxChars` characters of speech (speaker labels and timings not counted).
   */
  transcriptMaxBytes: 16 * 1024 * 1024,
  transcriptMaxWords: 60_000,
  transcriptMaxChars: 400_000,
  rssMaxBytes: 5 * 1024 * 1024,
  rssMaxItems: 500,
} as const;

export const keyLearnings = { min: 3, max: 7 } as const;
export const summaryWords = { min: 150, max: 400 } as const;
/** Generated titles stay short: the report's in characters, a key learning's in words. */
export const generatedTitles = { reportMaxChars: 90, learningMaxWords: 8 } as const;

/**
 * The id of the inert JSON block in which a page's document carries the signed-in session (ADR 236): the
 * server writes it (src/server/plugins/document.ts), the app's start takes it.
 */
export const documentSessionBlockId = 'podbrief-session';
