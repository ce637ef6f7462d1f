import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryWords } from '@shared/constants';
import { parseTranscript } from '../transcripts/parse-transcript';
import { summarizeExtractive } from './extractive-summarizer';
import { isTalkLine } from './learning-rules';
import { segmentTranscript } from './sentences';
import { isNamed, namedSpeakers } from './summary-text';
import { reportProblems, summarySentences } from './test-report-rules';
import { words } from './tokens';

/** Real transcripts as podcasts publish them, in the corpus beside the project (docs/report-quality.md). */
const transcripts = path.resolve(import.meta.dirname, '../../../../shared/corpus/transcripts');
const present = existsSync(transcripts);
if (!present) console.warn(`Summarizer corpus tests skipped: ${transcripts} is not there.`);
const files = present ? readdirSync(transcripts).sort() : [];

describe.skipIf(!present)('the extractive summarizer on the real transcript corpus', () => {
  it.each(files)('%s gives a report that keeps the rules', (file) => {
    const parsed = parseTranscript(readFileSync(path.join(transcripts, file), 'utf8'), 'text');
    const draft = summarizeExtractive({ turns: parsed.turns });
    const sentences = segmentTranscript(parsed.turns);
    const speakers = namedSpeakers(sentences);

    expect(reportProblems(draft, speakers)).toEqual([]);
    const count = words(draft.summary).length;
    expect(count).toBeGreaterThanOrEqual(summaryWords.min);
    expect(count).toBeLessThanOrEqual(summaryWords.max);
    // Whole sentences only: every passage is one whole sentence of the transcript, as cleaned — unless the
    // episode's whole lines that are no talk cannot fill the summary's minimum, when its readable lines
    // the transcript marked broken may fill it (issue 29, ADR 212).
    const whole = new Set(sentences.filter((s) => s.whole).map((s) => s.text));
    const supply = sentences
      .filter((s) => s.whole && s.wordCount >= 6 && !isTalkLine(s.text))
      .reduce((n, s) => n + s.wordCount, 0);
    const allowed = supply < summaryWords.min ? new Set(sentences.map((s) => s.text)) : whole;
    for (const sentence of summarySentences(draft, speakers)) expect(allowed, sentence).toContain(sentence);
    for (const learning of draft.keyLearnings) {
      expect(learning.speaker === null || typeof learning.speaker === 'string').toBe(true);
      if (parsed.hasTimestamps) expect(learning.start).toEqual(expect.any(Number));
      if (learning.speaker) expect(learning.detail).not.toContain(`${learning.speaker}:`);
    }
    if (speakers.length === 0) expect(parsed.turns.every((t) => !isNamed(t.speaker))).toBe(true);
  });
});
