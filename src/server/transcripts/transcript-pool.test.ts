import { describe, expect, it } from 'vitest';
import { longTranscript } from '../summarizer/samples/long-transcript';
import { parseTranscript } from './parse-transcript';
import { TranscriptError } from './transcript';
import {
  defaultParseBudget,
  ParseBudgetExceeded,
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
});
