/**
 * Times the extractive summarizer on a synthetic two-hour (≈20,000-word) transcript:
 * `npx tsx bench/summarizer-timing.ts [words] [runs]`. Prints the cold first run and the median of the
 * warm runs (15 unless given). `npm run bench` runs this file as its summarizer step.
 */
import { performance } from 'node:perf_hooks';
import { summarizeExtractive } from '../src/server/summarizer/extractive-summarizer';
import { longTranscript } from '../src/server/summarizer/samples/long-transcript';
import { parseTranscript } from '../src/server/transcripts/parse-transcript';

const targetWords = Number(process.argv[2] ?? 20_000);
const warmRuns = Math.max(1, Number(process.argv[3] ?? 15));
const content = longTranscript(targetWords);

function once(): number {
  const started = performance.now();
  const parsed = parseTranscript(content, 'text');
  summarizeExtractive({ turns: parsed.turns, episodeTitle: 'Benchmark' });
  return performance.now() - started;
}

const cold = once();
const warm = Array.from({ length: warmRuns }, once).sort((a, b) => a - b);
const parsed = parseTranscript(content, 'text');
console.log(
  JSON.stringify({
    words: parsed.wordCount,
    cues: parsed.turns.length,
    coldMs: Math.round(cold),
    medianMs: Math.round(warm[Math.floor(warm.length / 2)] ?? 0),
    maxMs: Math.round(warm.at(-1) ?? 0),
  }),
);
