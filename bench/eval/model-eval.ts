/**
 * The model path of `npm run eval:reports` (ADR 218): recorded answers of a good model replayed through
 * the grounded pipeline, the same passages, sections and checks a live model meets, over the corpus
 * episodes that have recordings. Figures: sections answered from recordings (exact or stale) or made by
 * the built-in extract, points kept and dropped (with the checks' reasons), learnings, quotes and
 * chapters with their moments, and the report defects the built-in path is judged by.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createOpenAiCompatibleGenerator } from '../../src/server/summarizer/llm/openai-compatible-generator';
import { ResponseFormatMemory } from '../../src/server/summarizer/llm/response-format-memory';
import type { ReportDraft } from '../../src/server/summarizer/report-draft';
import { parseTranscript } from '../../src/server/transcripts/parse-transcript';
import { transcriptFormats, type TranscriptFormat } from '../../src/server/transcripts/transcript';
import { reportDefects, summaryWordCount } from './defects';
import { declaredFormatOf } from './evaluate-transcripts';
import {
  readRecording,
  recordedDir,
  recordedSettings,
  startReplayServer,
  type ReplayTally,
} from './model-replay';
import { speakersInRaw } from './raw-transcript';

export interface ModelPathResult {
  file: string;
  sections: number;
  /** Prompts answered from a recording by their hash, or by their place (the prompt changed since). */
  recordedExact: number;
  recordedStale: number;
  /** Sections made by the built-in extract (no recorded answer, or an answer the pipeline refused). */
  extractedSections: number;
  /** Points the checks kept (model sections only) and dropped. */
  pointsKept: number;
  pointsDropped: number;
  /** Dropped parts by reason class (the reason's start: "the number", "the name", "it credits"…). */
  droppedBy: Record<string, number>;
  summaryWords: number;
  keyLearnings: number;
  learningsWithMoment: number;
  quotes: number;
  quotesWithMoment: number;
  chapters: number;
  defects: number;
  defectExamples: string[];
  draft: ReportDraft | null;
  error: string | null;
}

/** The episodes with recorded answers. */
async function recordedEpisodes(): Promise<string[]> {
  try {
    return (await readdir(recordedDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
  } catch {
    return [];
  }
}

/** One episode through the pipeline against its recording; `tally` says how each prompt was answered. */
export async function replayEpisode(
  transcriptsDir: string,
  file: string,
): Promise<{
  draft: ReportDraft | null;
  tally: ReplayTally;
  error: string | null;
  content: string;
  sections: { points: unknown[]; extracted: boolean }[];
}> {
  const content = await readFile(join(transcriptsDir, file), 'utf8');
  const declared = declaredFormatOf(file);
  const format = (
    (transcriptFormats as readonly string[]).includes(declared) ? declared : 'text'
  ) as TranscriptFormat;
  const transcript = parseTranscript(content, format);
  const replay = await startReplayServer(await readRecording(file));
  // The checked sections, as the pipeline saves them for a retry: what the checks kept.
  let sections: { points: unknown[]; extracted: boolean }[] = [];
  const checkpoint = {
    load: async () => null,
    save: async (value: unknown) => {
      sections = (value as { sections: typeof sections }).sections;
    },
  };
  try {
    const generator = createOpenAiCompatibleGenerator(
      {
        baseUrl: replay.baseUrl,
        model: 'recorded',
        apiKey: undefined,
        timeoutMs: 30_000,
        ...recordedSettings,
        concurrency: 1,
      },
      { retries: 0, responseFormatMemory: new ResponseFormatMemory() },
    );
    const draft = await generator.generate(
      { transcript, episodeTitle: episodeTitleOf(file) },
      { checkpoint },
    );
    return { draft, tally: replay.tally, error: null, content, sections };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { draft: null, tally: replay.tally, error: message, content, sections };
  } finally {
    await replay.close();
  }
}

/** The corpus has no episode titles beside its transcripts: the file's name stands in. */
const episodeTitleOf = (file: string) => file.replace(/\.[^.]+$/, '');

function reasonClass(reason: string): string {
  if (/^the number/.test(reason)) return 'number';
  if (/^the name/.test(reason)) return 'name';
  if (/^it credits/.test(reason)) return 'speaker';
  if (/quotation|word for word/.test(reason)) return 'quote';
  if (/anonymous/.test(reason)) return 'anonymous label';
  if (/sponsor/.test(reason)) return 'sponsor';
  if (/does not say this/.test(reason)) return 'unsupported';
  if (/cites (?:no|p\d+|P\d+)/.test(reason)) return 'citation';
  if (/built-in extract/.test(reason)) return 'section extracted';
  return 'other';
}

export async function evaluateModelPath(corpus: string): Promise<ModelPathResult[]> {
  const dir = join(corpus, 'transcripts');
  const results: ModelPathResult[] = [];
  for (const file of await recordedEpisodes()) {
    const { draft, tally, error, content, sections } = await replayEpisode(dir, file);
    const dropped = draft?.dropped ?? [];
    const droppedBy: Record<string, number> = {};
    for (const d of dropped) droppedBy[reasonClass(d.reason)] = (droppedBy[reasonClass(d.reason)] ?? 0) + 1;
    const defects = draft ? reportDefects(draft, speakersInRaw(content), content) : [];
    results.push({
      file,
      sections: sections.length,
      recordedExact: tally.exact,
      recordedStale: tally.stale,
      extractedSections: dropped.filter((d) => d.part === 'section').length,
      pointsKept: sections.filter((s) => !s.extracted).reduce((n, s) => n + s.points.length, 0),
      pointsDropped: dropped.filter((d) => d.part === 'point').length,
      droppedBy,
      summaryWords: draft ? summaryWordCount(draft.summary) : 0,
      keyLearnings: draft?.keyLearnings.length ?? 0,
      learningsWithMoment: draft?.keyLearnings.filter((l) => l.start != null).length ?? 0,
      quotes: draft?.quotes?.length ?? 0,
      quotesWithMoment: draft?.quotes?.filter((q) => q.start != null).length ?? 0,
      chapters: draft?.chapters?.length ?? 0,
      defects: defects.length,
      defectExamples: defects.slice(0, 3).map((d) => `${d.class}: ${d.message}`),
      draft,
      error,
    });
  }
  return results;
}

/** The model path's table for the evaluation's Markdown. */
export function renderModelPath(results: readonly ModelPathResult[]): string {
  if (results.length === 0) return '';
  const lines = [
    '### Model path (recorded answers, ADR 218)',
    '',
    'Recorded answers of a model replayed through the grounded pipeline and its checks',
    `(\`bench/eval/recorded/\`, ${recordedSettings.contextTokens}-token context).`,
    '',
    '| Episode | Sections | Answers recorded / stale | Sections extracted | Points kept / dropped | Dropped by the checks | Summary words | Learnings with moment | Quotes with moment | Chapters | Defects |',
    '| --- | ---: | --- | ---: | --- | --- | ---: | --- | --- | ---: | ---: |',
  ];
  for (const r of results) {
    const dropped = Object.entries(r.droppedBy)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    lines.push(
      `| ${r.file} | ${r.sections} | ${r.recordedExact} / ${r.recordedStale} | ${r.extractedSections} | ${r.pointsKept} / ${r.pointsDropped} | ${dropped || 'none'} | ${r.summaryWords} | ${r.learningsWithMoment}/${r.keyLearnings} | ${r.quotesWithMoment}/${r.quotes} | ${r.chapters} | ${r.error ? `failed: ${r.error}` : r.defects} |`,
    );
  }
  return lines.join('\n');
}
