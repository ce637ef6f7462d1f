import { longTranscript } from '../summarizer/samples/long-transcript';

/**
 * A long episode as a Podcasting 2.0 JSON transcript with one segment per word, the way speech-to-text
 * exporters write them (punctuation as segments of their own, pretty-printed): the largest shape of an
 * honest transcript per minute of speech. The words are the synthetic interview of long-transcript.ts,
 * timed at `wordsPerMinute` (160 is brisk conversation). Deterministic; ADR 207's limits are measured on it.
 */
export function wordLevelJsonTranscript(
  seconds: number,
  wordsPerMinute = 160,
): { content: string; words: number } {
  const target = Math.round((seconds * wordsPerMinute) / 60);
  const secondsPerWord = 60 / wordsPerMinute;
  const round = (value: number) => Math.round(value * 100) / 100;
  const segments: { speaker: string; startTime: number; endTime: number; body: string }[] = [];
  let time = 0;
  let words = 0;
  for (const line of longTranscript(target).split('\n')) {
    const match = /^\[[\d:]+\] ([^:]+): (.+)$/.exec(line);
    if (!match || words >= target) continue;
    const speaker = match[1]!;
    for (const token of match[2]!.split(' ')) {
      const word = /^(.*?)([.,?!]?)$/.exec(token)!;
      segments.push({
        speaker,
        startTime: round(time),
        endTime: round(time + secondsPerWord * 0.9),
        body: word[1]!,
      });
      time += secondsPerWord;
      words += 1;
      if (word[2]) segments.push({ speaker, startTime: round(time), endTime: round(time), body: word[2] });
    }
  }
  return { content: JSON.stringify({ version: '1.0.0', segments }, null, 2), words };
}
