import { describe, expect, it } from 'vitest';
import { longTranscript } from '../summarizer/samples/long-transcript';
import { parseTranscript } from './parse-transcript';
import { TranscriptError } from './transcript';
import {
  defaultParseBudget,
  ParseBudgetExceeded,
  ParsePoolBusy,
  parseFeedInPool,
  parseTranscriptInPool,
} from './transcript-pool';

// Each test may start a worker thread, which loads the parser through tsx: seconds on a loaded machine.
const slow = 60_000;

describe('the parse pool', () => {
  it(
    'gives what the parser gives, read on a worker thread',
    async () => {
      const content = 'Ana: Hello there, how are you today?\n\nBo: Fine, thanks. And you?';
      expect(await parseTranscriptInPool(defaultParseBudget, content, 'text')).toEqual(
        parseTranscript(content, 'text'),
      );
    },
    slow,
  );

  it(
    "hands back the parser's refusal as a TranscriptError",
    async () => {
      await expect(parseTranscriptInPool(defaultParseBudget, '   ', 'text')).rejects.toBeInstanceOf(
        TranscriptError,
      );
    },
    slow,
  );

  it(
    'stops a parse that runs past its time budget, and the next parse still runs',
    async () => {
      const budget = { ...defaultParseBudget, timeMs: 1 };
      const error = await parseTranscriptInPool(budget, longTranscript(80_000), 'text').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ParseBudgetExceeded);
      expect((error as ParseBudgetExceeded).resource).toBe('time');
      // The thread that was ended is replaced: the pool keeps serving.
      const small = await parseTranscriptInPool(defaultParseBudget, 'Hello there, everyone.', 'text');
      expect(small.wordCount).toBe(3);
    },
    slow,
  );

  it(
    'keeps the calling thread free while a parse runs',
    async () => {
      // Ticks of the calling thread's event loop while a long parse runs on a worker: with the parse on
      // this thread there would be none until it ended.
      const content = longTranscript(80_000);
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 1);
      const started = performance.now();
      await parseTranscriptInPool({ ...defaultParseBudget, timeMs: 120_000 }, content, 'text');
      const took = performance.now() - started;
      clearInterval(ticker);
      // At least one tick per 20 ms of the parse, whatever the machine's speed.
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 20));
      expect(ticks).toBeGreaterThan(0);
    },
    slow,
  );

  it(
    'reads a feed on a worker thread',
    async () => {
      const xml =
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title>' +
        '<item><title>One</title><guid>1</guid></item></channel></rss>';
      const feed = await parseFeedInPool(
        defaultParseBudget,
        new TextEncoder().encode(xml),
        'application/rss+xml',
        {
          feedUrl: 'https://example.com/feed.xml',
          maxItems: 10,
          truncated: false,
        },
      );
      expect(feed.title).toBe('Show');
      expect(feed.episodes.map((episode) => episode.title)).toEqual(['One']);
    },
    slow,
  );

  it(
    'stops a feed parse that runs past its time budget',
    async () => {
      const items = Array.from(
        { length: 3000 },
        (_, i) => `<item><title>Episode ${i}</title><guid>${i}</guid></item>`,
      );
      const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title>${items.join('')}</channel></rss>`;
      const error = await parseFeedInPool(
        { ...defaultParseBudget, timeMs: 1 },
        new TextEncoder().encode(xml),
        undefined,
        {
          feedUrl: 'https://example.com/feed.xml',
          maxItems: 5000,
          truncated: false,
        },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ParseBudgetExceeded);
    },
    slow,
  );

  it(
    'refuses a parse as busy when every thread is taken and the queue is full, rather than queue it',
    async () => {
      const budget = { ...defaultParseBudget, threads: 1, queue: 1, timeMs: 120_000 };
      const content = longTranscript(20_000);
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map(() => parseTranscriptInPool(budget, content, 'text')),
      );
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused.every((o) => o.reason instanceof ParsePoolBusy)).toBe(true);
      expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    },
    slow,
  );

  it(
    'ends a thread that needs more memory than its budget, and the next parse still runs',
    async () => {
      // 24 MB leaves a fresh thread room to load the parser through tsx's loader (at 16 MB a thread could
      // run out while starting, outside any task); a million words need far more than that.
      const budget = { ...defaultParseBudget, memoryMb: 24 };
      // A small transcript fits in the budget: the thread is not ended for loading the parser.
      expect((await parseTranscriptInPool(budget, 'Hello there, everyone.', 'text')).wordCount).toBe(3);
      const error = await parseTranscriptInPool(budget, longTranscript(1_000_000), 'text').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ParseBudgetExceeded);
      expect((error as ParseBudgetExceeded).resource).toBe('memory');
      expect((await parseTranscriptInPool(budget, 'Hello there, everyone.', 'text')).wordCount).toBe(3);
    },
    slow,
  );
});
