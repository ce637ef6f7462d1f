/**
 * ROUGE of the built-in summary against the corpus's reference summaries, beside LEAD and TextRank cut
 * to the same number of words.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { leadBaseline, textRankBaseline } from './baselines';
import { summaryWordCount, type Defect } from './defects';
import { declaredFormatOf, runTranscript } from './evaluate-transcripts';
import { rougeScores, type RougeScores } from './rouge';

export interface ReferenceResult {
  id: string;
  file: string;
  /** Words of our summary; the baselines are cut to the same count. */
  words: number;
  referenceWords: number;
  ours: RougeScores | null;
  lead: RougeScores | null;
  textRank: RougeScores | null;
  error: string | null;
  /** Defects of the report, when its transcript is not also among the corpus transcripts. */
  defects: Defect[];
}

interface ReferenceFile {
  id?: string;
  summary?: string;
  transcript?: string | { speaker?: string; text?: string }[];
  transcriptFile?: string;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The transcript beside a reference: a file (relative to the corpus or to its transcripts folder) or inline. */
async function transcriptOf(
  corpus: string,
  ref: ReferenceFile,
): Promise<{ content: string; declared: string; inCorpus: boolean } | null> {
  if (ref.transcriptFile) {
    for (const path of [join(corpus, ref.transcriptFile), join(corpus, 'transcripts', ref.transcriptFile)])
      if (await exists(path))
        return {
          content: await readFile(path, 'utf8'),
          declared: declaredFormatOf(path),
          inCorpus: true,
        };
    return null;
  }
  if (typeof ref.transcript === 'string')
    return { content: ref.transcript, declared: 'text', inCorpus: false };
  if (Array.isArray(ref.transcript)) {
    const content = ref.transcript
      .map((turn) => (turn.speaker ? `${turn.speaker}: ${turn.text ?? ''}` : (turn.text ?? '')))
      .join('\n');
    return { content, declared: 'text', inCorpus: false };
  }
  return null;
}

export async function evaluateReferences(corpus: string): Promise<ReferenceResult[]> {
  const dir = join(corpus, 'references');
  const transcriptFiles = new Set(
    (await readdir(join(corpus, 'transcripts')).catch(() => [] as string[])).map((f) =>
      f.replace(/\.[^.]+$/, ''),
    ),
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const results: ReferenceResult[] = [];
  for (const file of files) {
    const ref = JSON.parse(await readFile(join(dir, file), 'utf8')) as ReferenceFile;
    const id = ref.id ?? basename(file, '.json');
    const reference = ref.summary ?? '';
    const base = {
      id,
      file,
      words: 0,
      referenceWords: summaryWordCount(reference),
      ours: null,
      lead: null,
      textRank: null,
      defects: [],
    };
    const transcript = await transcriptOf(corpus, ref);
    if (!transcript || !reference.trim()) {
      results.push({ ...base, error: 'the reference has no summary or no readable transcript' });
      continue;
    }
    const run = runTranscript(transcript.content, transcript.declared);
    // A transcript that is also a corpus transcript has its defects counted there, once.
    const defects = transcript.inCorpus || transcriptFiles.has(id) ? [] : run.defects;
    if (!run.parsed || !run.report) {
      const refused = run.defects.find((d) => d.class === 'transcript-refused');
      results.push({ ...base, defects, error: refused?.message ?? 'no report' });
      continue;
    }
    const words = summaryWordCount(run.report.summary);
    // LEAD and TextRank read the spoken words only: the turns' text, without speaker labels.
    const spoken = run.parsed.turns.map((t) => t.text).join('\n');
    results.push({
      ...base,
      words,
      ours: rougeScores(run.report.summary, reference),
      lead: rougeScores(leadBaseline(spoken, words), reference),
      textRank: rougeScores(textRankBaseline(spoken, words), reference),
      error: null,
      defects,
    });
  }
  return results;
}
