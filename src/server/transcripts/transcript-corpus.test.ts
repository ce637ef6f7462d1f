import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { findTranscriptLeaks } from './transcript-leaks';

/** Real transcripts as podcasts publish them, in the corpus beside the project (docs/report-quality.md). */
const corpus = path.resolve(import.meta.dirname, '../../../../shared/corpus');
const transcripts = path.join(corpus, 'transcripts');
const references = path.join(corpus, 'references');
const present = existsSync(transcripts);

if (!present) console.warn(`Transcript corpus tests skipped: ${transcripts} is not there.`);

const files = present ? readdirSync(transcripts).sort() : [];

describe.skipIf(!present)('the transcript corpus', () => {
  it.each(files)('%s normalises into clean turns', (file) => {
    const parsed = parseTranscript(readFileSync(path.join(transcripts, file), 'utf8'), 'text');
    expect(parsed.turns.length).toBeGreaterThan(10);
    expect(findTranscriptLeaks(parsed.turns)).toEqual([]);
    // Formats are found by content: the declared "text" never hides captions, JSON or HTML.
    const extension = path.extname(file).slice(1);
    if (extension === 'srt' || extension === 'vtt' || extension === 'json')
      expect(parsed.format).toBe(extension);
    if (parsed.hasTimestamps) expect(parsed.durationSeconds).toBeGreaterThan(60);
    // Speakers are data: no turn opens with its own speaker's label.
    for (const turn of parsed.turns) {
      if (turn.speaker) expect(turn.text.startsWith(`${turn.speaker}:`)).toBe(false);
    }
  });

  const referenceFiles = existsSync(references)
    ? readdirSync(references).filter((file) => file.endsWith('.json'))
    : [];
  it.each(referenceFiles)('%s: its transcript turns normalise into clean turns', (file) => {
    const reference = JSON.parse(readFileSync(path.join(references, file), 'utf8')) as {
      transcript?: { speaker?: string; text?: string }[] | string;
    };
    if (reference.transcript === undefined) return;
    const content = Array.isArray(reference.transcript)
      ? reference.transcript.map((turn) => `${turn.speaker ?? ''}: ${turn.text ?? ''}`).join('\n')
      : reference.transcript;
    const parsed = parseTranscript(content, 'text');
    expect(parsed.hasSpeakers).toBe(true);
    expect(findTranscriptLeaks(parsed.turns)).toEqual([]);
  });
});
