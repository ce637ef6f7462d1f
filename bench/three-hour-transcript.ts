/**
 * The longest honest transcript a creator uploads (ADR 207): a three-hour episode as Podcasting 2.0 JSON
 * with a segment per word, read the way the server reads it — one parse on a parse thread with the
 * default budget (`parseTranscriptInPool`), then the extractive summarizer on its turns.
 * `npx tsx bench/three-hour-transcript.ts [runs]` prints one JSON line: the file's size, what it says,
 * and the cold and median times of each stage. `npm run bench` runs it as its three-hour step; its
 * budget (docs/performance.md) is a parse within half the parse thread's time budget and a summary
 * within 2 s.
 */
import { performance } from 'node:perf_hooks';
import { summarizeExtractive } from '../src/server/summarizer/extractive-summarizer';
import { wordLevelJsonTranscript } from '../src/server/testing/word-level-transcript';
import { defaultParseBudget, parseTranscriptInPool } from '../src/server/transcripts/transcript-pool';

const runs = Math.max(1, Number(process.argv[2] ?? 5));
const { content } = wordLevelJsonTranscript(3 * 3600);

const parses: number[] = [];
const summaries: number[] = [];
let words = 0;
let turns = 0;
for (let i = 0; i <= runs; i++) {
  const parseStarted = performance.now();
  const parsed = await parseTranscriptInPool(defaultParseBudget, content, 'json');
  parses.push(performance.now() - parseStarted);
  const summaryStarted = performance.now();
  summarizeExtractive({ turns: parsed.turns, episodeTitle: 'Three hours' });
  summaries.push(performance.now() - summaryStarted);
  words = parsed.wordCount;
  turns = parsed.turns.length;
}
const median = (list: number[]) => {
  const warm = list.slice(1).sort((a, b) => a - b);
  return Math.round(warm[Math.floor(warm.length / 2)] ?? 0);
};
console.log(
  JSON.stringify({
    bytes: Buffer.byteLength(content),
    words,
    turns,
    parseColdMs: Math.round(parses[0] ?? 0),
    parseMedianMs: median(parses),
    summarizeColdMs: Math.round(summaries[0] ?? 0),
    summarizeMedianMs: median(summaries),
    parseBudgetMs: defaultParseBudget.timeMs,
  }),
);
process.exit(0);
