import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateReferences } from './evaluate-references';
import { SummarizerError } from '../../src/server/summarizer/report-draft';
import { describeFailure, runTranscript } from './evaluate-transcripts';

const topics = ['caching', 'testing', 'deploys', 'logging', 'reviews', 'backups', 'alerts', 'budgets'];
/** A meeting of distinct, whole sentences: enough for the summarizer to make a report. */
const turns = topics.flatMap((topic, i) =>
  [
    `We should review how ${topic} works for the team before the next release.`,
    `The main lesson about ${topic} is that small changes are easier to check.`,
    `Because ${topic} failed twice last month, we need a clear owner for it.`,
    `Remember that ${topic} costs money, so measure it before buying more.`,
    `Everyone agreed to write down what ${topic} needs in plain words.`,
  ].map((text, j) => ({ speaker: (i + j) % 2 === 0 ? 'Project Manager' : 'Marketing', text })),
);

let corpus: string;
beforeAll(async () => {
  corpus = await mkdtemp(join(tmpdir(), 'reports-eval-refs-'));
  await mkdir(join(corpus, 'references'), { recursive: true });
  await mkdir(join(corpus, 'transcripts'), { recursive: true });
  const summary =
    'The team reviewed caching, testing and deploys, and agreed that small changes are easier to check.';
  await writeFile(
    join(corpus, 'references', 'inline.json'),
    JSON.stringify({ id: 'inline', summary, transcript: turns }),
  );
  await writeFile(
    join(corpus, 'transcripts', 'meeting.txt'),
    turns.map((t) => `${t.speaker}: ${t.text}`).join('\n'),
  );
  await writeFile(
    join(corpus, 'references', 'from-file.json'),
    JSON.stringify({ id: 'from-file', summary, transcriptFile: 'meeting.txt' }),
  );
  await writeFile(join(corpus, 'references', 'empty.json'), JSON.stringify({ id: 'empty', summary: '' }));
});
afterAll(async () => {
  await rm(corpus, { recursive: true, force: true });
});

describe('references', () => {
  it('scores our summary, LEAD and TextRank at the same length, from inline turns or a transcript file', async () => {
    const results = await evaluateReferences(corpus);
    expect(results.map((r) => r.id)).toEqual(['empty', 'from-file', 'inline']);
    const [empty, fromFile, inline] = results;
    expect(empty?.error).toMatch(/no summary/);
    for (const result of [fromFile, inline]) {
      expect(result?.error).toBeNull();
      expect(result?.words).toBeGreaterThan(0);
      for (const scores of [result?.ours, result?.lead, result?.textRank]) {
        expect(scores?.rouge1).toBeGreaterThan(0);
        expect(scores?.rouge1).toBeLessThanOrEqual(1);
      }
    }
    // The same turns, whether inline or in a file, make the same summary.
    expect(inline?.ours).toEqual(fromFile?.ours);
  });
});

describe('transcripts', () => {
  it('counts a format the normaliser has no reader for, and reads it as text', () => {
    const run = runTranscript(turns.map((t) => `${t.speaker}: ${t.text}`).join('\n'), 'docx');
    expect(run.defects).toContainEqual(
      expect.objectContaining({
        class: 'transcript-refused',
        message: expect.stringMatching(/no "docx" format/),
      }),
    );
    expect(run.report).not.toBeNull();
  });

  it('names a crash apart from a refusal', () => {
    expect(describeFailure(new SummarizerError('The transcript is too short.'))).toBe(
      'The transcript is too short.',
    );
    expect(describeFailure(new TypeError("Cannot read properties of null (reading 'match')"))).toBe(
      "crashed with TypeError: Cannot read properties of null (reading 'match')",
    );
  });

  it('counts a transcript the normaliser refuses', () => {
    const run = runTranscript('   \n  ', 'text');
    expect(run.defects).toContainEqual(
      expect.objectContaining({ class: 'transcript-refused', field: 'transcript' }),
    );
    expect(run.report).toBeNull();
  });
});
