/**
 * The model path of `npm run eval:reports` (ADR 218): recorded answers of a good model replayed through
 * the grounded pipeline, the same passages, sections and checks a live model meets, over the corpus
 * episodes that have recordings. Figures: sections answered from recordings (exact or stale) or made by
 * the built-in extract, points kept and dropped (with the checks' reasons), learnings, quotes and
 * chapters with their moments, and the report defects the built-in path is judged by.
 */
import { access, readdir, readFile } from 'node:fs/promises';
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
  type Recording,
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
  /** Whether the transcript has times: without them a moment is a speaker alone. */
  hasTimestamps: boolean;
  /** Fabrications added to the recorded answers, one kind at a time, and those that reached the report. */
  fabricationsInjected: number;
  fabricationsSurvived: string[];
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
  recording?: Recording,
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
  const replay = await startReplayServer(recording ?? (await readRecording(file)));
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

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

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
    // A corpus without this episode (another corpus, a partial copy): nothing to replay it against.
    if (!(await exists(join(dir, file)))) continue;
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
      hasTimestamps: /\d:\d\d/.test(content),
      ...(await fabricationRuns(dir, file)),
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
    '| Episode | Sections | Answers recorded / stale | Sections extracted | Points kept / dropped | Dropped by the checks | Summary words | Learnings with moment | Quotes with moment | Chapters | Fabrications injected / survived | Defects |',
    '| --- | ---: | --- | ---: | --- | --- | ---: | --- | --- | ---: | --- | ---: |',
  ];
  for (const r of results) {
    const dropped = Object.entries(r.droppedBy)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    lines.push(
      `| ${r.file} | ${r.sections} | ${r.recordedExact} / ${r.recordedStale} | ${r.extractedSections} | ${r.pointsKept} / ${r.pointsDropped} | ${dropped || 'none'} | ${r.summaryWords} | ${r.hasTimestamps ? `${r.learningsWithMoment}/${r.keyLearnings}` : 'no timestamps'} | ${r.hasTimestamps ? `${r.quotesWithMoment}/${r.quotes}` : 'no timestamps'} | ${r.chapters} | ${r.fabricationsInjected} / ${r.fabricationsSurvived.length} | ${r.error ? `failed: ${r.error}` : r.defects} |`,
    );
  }
  return lines.join('\n');
}

/** One fabrication added to every recorded answer, as the lying test server adds them (ADR 218). */
type Lie =
  'number' | 'name' | 'speaker' | 'quote' | 'unknown passage' | 'anonymous label' | 'sponsor' | 'uncited';
const lies: Lie[] = [
  'number',
  'name',
  'speaker',
  'quote',
  'unknown passage',
  'anonymous label',
  'sponsor',
  'uncited',
];

interface SectionAnswer {
  points: { title: string; text: string; passages: number[] }[];
  quotes: { text: string; passage: number }[];
}
interface ReportAnswer {
  summary: { text: string; points: number[] }[][];
  keyLearnings: { title: string; detail: string; points: number[] }[];
}

/** The recording with `lie` added to each answer, and the fabricated words that must not survive. */
function withLie(recording: Recording, lie: Lie): { recording: Recording; tokens: string[] } {
  const copy = structuredClone(recording);
  const tokens = new Set<string>();
  for (const entry of Object.values(copy.answers)) {
    if (entry.kind === 'section') {
      const answer = entry.answer as SectionAnswer;
      const first = answer.points[0];
      if (!first) continue;
      const base = first.text.replace(/[.!?]$/u, '');
      const add = (text: string, token: string, passages = first.passages) => {
        tokens.add(token);
        answer.points.unshift({ title: 'A striking claim', text, passages });
      };
      if (lie === 'number') add(`${base}, in 4817 cases.`, '4817');
      if (lie === 'name') add(`${base}, as Bartholomew Quince found.`, 'Quince');
      if (lie === 'speaker')
        add(
          `Zora Whitfield says that ${base.charAt(0).toLowerCase()}${base.slice(1)}.`,
          'Zora Whitfield says',
        );
      if (lie === 'unknown passage') add(`${base}, and nobody disagreed.`, 'nobody disagreed', [987_654]);
      if (lie === 'anonymous label')
        add(`SPEAKER_01 explains that ${base.charAt(0).toLowerCase()}${base.slice(1)}.`, 'SPEAKER_01');
      if (lie === 'sponsor') add('This episode is brought to you by Brightwell Lamps.', 'Brightwell');
      const quote = answer.quotes[0];
      if (lie === 'quote' && quote) {
        const words = quote.text.split(/\s+/);
        const paraphrase = [...words.slice(0, 2), 'truly', ...words.slice(2)].join(' ');
        tokens.add(`${words.slice(0, 2).join(' ')} truly`);
        answer.quotes.unshift({ text: paraphrase, passage: quote.passage });
      }
    } else {
      const answer = entry.answer as ReportAnswer;
      const first = answer.summary[0]?.[0];
      if (lie === 'uncited') {
        tokens.add('will never sound the same again');
        answer.summary[0]?.push({
          text: 'Podcasting will never sound the same again after this.',
          points: [],
        });
      } else if (lie === 'number' && first) {
        tokens.add('4817');
        answer.summary[0]?.push({
          text: `${first.text.replace(/[.!?]$/u, '')}, in 4817 cases.`,
          points: first.points,
        });
      }
    }
  }
  return { recording: copy, tokens: [...tokens] };
}

/** Each lie through the pipeline: the fabricated words that reached a report, by lie. */
async function fabricationRuns(
  dir: string,
  file: string,
): Promise<{ fabricationsInjected: number; fabricationsSurvived: string[] }> {
  const recording = await readRecording(file);
  let injected = 0;
  const survived: string[] = [];
  for (const lie of lies) {
    const { recording: lying, tokens } = withLie(recording, lie);
    if (tokens.length === 0) continue;
    injected += tokens.length;
    const { draft } = await replayEpisode(dir, file, lying);
    const shown = draft
      ? [
          draft.title,
          draft.summary,
          ...draft.keyLearnings.flatMap((l) => [l.title, l.detail]),
          ...(draft.quotes ?? []).map((q) => q.text),
          ...(draft.chapters ?? []).map((c) => c.title),
        ].join('\n')
      : '';
    for (const token of tokens) if (shown.includes(token)) survived.push(`${lie}: ${token}`);
  }
  return { fabricationsInjected: injected, fabricationsSurvived: survived };
}
