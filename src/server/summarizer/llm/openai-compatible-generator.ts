import { createHash } from 'node:crypto';
import { z } from 'zod';
import { keyLearnings as learningBounds } from '@shared/constants';
import type { Config } from '../../config';
import { summarizeExtractive } from '../extractive-summarizer';
import { ModelFailure } from '../generation-error';
import { readingTimeSeconds, type ReportDraft } from '../report-draft';
import type { GenerationHooks, GenerationInput, ReportGenerator } from '../report-generator';
import { createChatClient, type ChatClient } from './chat-client';
import { groundingContext, type GroundingContext } from './grounding';
import {
  reportAnswerJsonSchema,
  reportAnswerSchema,
  sectionAnswerJsonSchema,
  sectionAnswerSchema,
} from './model-output';
import { approximateTokens, buildPassages, type Passage } from './passages';
import { reportRequest, reportSystem, sectionRequest, sectionSystem, type PointLine } from './prompts';
import { assembleDraft, reportFromPoints } from './assemble';
import type { ResponseFormatMemory } from './response-format-memory';
import { planSections, type Section } from './sections';
import {
  checkReport,
  checkSection,
  type CheckedReport,
  type NumberedPoint,
  type SectionResult,
} from './verify';
import { inTurn } from './in-turn';

export type LlmSettings = Omit<NonNullable<Config['llm']>, 'fallbackToBuiltin'>;

export interface OpenAiCompatibleOptions {
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
  responseFormatMemory?: ResponseFormatMemory;
}

/** Tokens kept free beside the estimate: the chat template, the heading, and the estimate's own error. */
const promptMargin = 256;
/** The prompt a server reports must be at least this share of our estimate, else it cut the prompt. */
const truncationRatio = 0.5;
/** Changes when the prompts or checks change: a saved section of an older pipeline is not reused. */
const pipelineVersion = 1;

/**
 * Reports from any OpenAI-compatible chat API, grounded in the transcript (ADR 218). The transcript
 * becomes numbered passages (ads out, time and speaker kept on the server); the passages are cut into
 * sections that fit the model's context; per section the model notes points that cite their passages;
 * the points are checked against those passages; the report is written from the checked points only,
 * and checked again. A section the model cannot answer (context overflow, a cut answer, nonsense) is
 * made by the built-in extract instead; checked sections are saved so a retry resumes.
 */
export function createOpenAiCompatibleGenerator(
  llm: LlmSettings,
  options: OpenAiCompatibleOptions = {},
): ReportGenerator {
  const client = createChatClient({
    baseUrl: llm.baseUrl,
    model: llm.model,
    apiKey: llm.apiKey,
    timeoutMs: llm.timeoutMs,
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
    ...(options.backoffMs !== undefined ? { backoffMs: options.backoffMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.responseFormatMemory ? { responseFormatMemory: options.responseFormatMemory } : {}),
  });
  const name = `openai-compatible:${llm.model}`;
  return {
    name,
    generate: (input, hooks = {}) => generateGrounded(client, name, llm, input, hooks),
  };
}

/** Passage tokens a section may hold: the context less the answer, the instructions and a margin. */
function sectionBudget(llm: Pick<LlmSettings, 'contextTokens' | 'maxOutputTokens'>): number {
  return Math.max(
    200,
    llm.contextTokens - llm.maxOutputTokens - approximateTokens(sectionSystem) - promptMargin,
  );
}

const checkpointSchema = z.object({
  key: z.string(),
  sections: z.array(
    z.object({
      index: z.number().int(),
      title: z.string().nullable(),
      points: z.array(z.object({ title: z.string(), text: z.string(), passages: z.array(z.number().int()) })),
      quotes: z.array(z.object({ text: z.string(), passage: z.number().int() })),
      dropped: z.array(
        z.object({
          part: z.enum(['point', 'quote', 'section', 'chapter title', 'title', 'summary', 'learning']),
          text: z.string(),
          reason: z.string(),
        }),
      ),
      extracted: z.boolean(),
    }),
  ),
});
type Checkpoint = z.output<typeof checkpointSchema>;

async function generateGrounded(
  client: ChatClient,
  provider: string,
  llm: LlmSettings,
  input: GenerationInput,
  hooks: GenerationHooks,
): Promise<ReportDraft> {
  const progress = async (percent: number) => hooks.onProgress?.(Math.round(percent));
  const passages = buildPassages(input.transcript.turns, input.episodeTitle);
  const sections = planSections(passages, input.chapters, sectionBudget(llm));
  const context = groundingContext(passages, input.episodeTitle, input.persons ?? []);
  const allIds = new Set(passages.map((p) => p.id));
  const byId = new Map(passages.map((p) => [p.id, p]));

  // Sections a previous attempt of this job checked, for the same transcript, plan and model.
  const key = checkpointKey(provider, passages, sections);
  const saved = checkpointSchema.safeParse(await hooks.checkpoint?.load());
  const results = new Map<number, SectionResult>();
  if (saved.success && saved.data.key === key)
    for (const section of saved.data.sections) results.set(section.index, section);
  // One save at a time, each writing what is checked when it starts: two writes racing on a pool of
  // connections can land out of order and leave an older checkpoint, and a retry would ask again.
  const save = inTurn(async () => {
    const sorted = [...results.values()].sort((a, b) => a.index - b.index);
    await hooks.checkpoint?.save({ key, sections: sorted } satisfies Checkpoint);
  });

  const failures: ModelFailure[] = [];
  const run: SectionRun = {
    client,
    llm,
    input,
    count: sections.length,
    context,
    allIds,
    signal: hooks.signal,
    failures,
  };
  let done = results.size;
  await progress(10 + (70 * done) / Math.max(1, sections.length));
  const pending = sections.filter((s) => !results.has(s.index));
  await inPool(pending, Math.max(1, llm.concurrency), async (section) => {
    const result = await answerSection(run, section);
    results.set(section.index, result);
    await save();
    done++;
    await progress(10 + (70 * done) / Math.max(1, sections.length));
  });

  const ordered = sections.map((s) => results.get(s.index) as SectionResult);
  // No section the model answered: nothing of the report would be the model's, so none is made as its.
  if (ordered.every((r) => r.extracted))
    throw (
      failures[0] ??
      new ModelFailure('The language model could not write a usable report. Try again.', {
        transient: false,
        reason: 'unusable',
        detail: { provider, problem: 'no section answered usably' },
      })
    );
  const points: NumberedPoint[] = ordered.flatMap((r) =>
    r.points.map((p) => ({ ...p, section: r.index, id: 0 })),
  );
  points.forEach((p, i) => (p.id = i + 1));
  if (points.length < learningBounds.min)
    throw new ModelFailure('The language model could not write a usable report. Try again.', {
      transient: false,
      reason: 'unusable',
      detail: { provider, problem: `only ${points.length} points passed the checks` },
    });
  const report = await writeReport(client, llm, input, points, byId, context, hooks.signal);
  await progress(95);
  const draft = assembleDraft({
    episodeTitle: input.episodeTitle,
    sections,
    results: ordered,
    points,
    report,
    passages: byId,
    hasTimestamps: passages.some((p) => p.start !== null),
  });
  return { ...draft, readingTimeSeconds: readingTimeSeconds(draft.summary, draft.keyLearnings) };
}

/** What every section's request shares. */
interface SectionRun {
  client: ChatClient;
  llm: LlmSettings;
  input: GenerationInput;
  /** Sections in the episode. */
  count: number;
  context: GroundingContext;
  allIds: ReadonlySet<number>;
  signal: AbortSignal | undefined;
  /** Why sections fell back to the extract: the first is the episode's failure if all of them did. */
  failures: ModelFailure[];
}

/** One section: the model's points, checked; the built-in extract when the model cannot answer it. */
async function answerSection(
  { client, llm, input, count, context, allIds, signal, failures }: SectionRun,
  section: Section,
): Promise<SectionResult> {
  const messages = sectionRequest(input.episodeTitle, { ...section, count });
  try {
    const answer = await client.completeJson(messages, sectionAnswerSchema, signal, {
      jsonSchema: { name: 'section_points', schema: sectionAnswerJsonSchema },
      maxTokens: llm.maxOutputTokens,
      minPromptTokens: minPromptTokens(messages),
    });
    return checkSection(answer, section, context, allIds);
  } catch (error) {
    // The endpoint is down or refuses us: the whole episode waits for a retry (which resumes here).
    if (!(error instanceof ModelFailure) || error.reason !== 'unusable') throw error;
    failures.push(error);
    return extractSection(section, input.episodeTitle, error.detail.excerpt ?? error.detail.problem);
  }
}

function minPromptTokens(messages: readonly { content: string }[]): number {
  return Math.floor(approximateTokens(messages.map((m) => m.content).join('\n')) * truncationRatio);
}

/**
 * A section by the built-in summarizer: its learnings and summary sentences (said in the section,
 * word for word) become the section's points, each at the passage it comes from.
 */
function extractSection(section: Section, episodeTitle: string, why: string): SectionResult {
  const dropped = [
    {
      part: 'section' as const,
      text: sectionLabel(section),
      reason: `the model could not answer it (${why}); the built-in extract stands in`,
    },
  ];
  let draft: ReportDraft;
  try {
    draft = summarizeExtractive({
      turns: section.passages.map((p) => ({ speaker: p.speaker, start: p.start, end: p.end, text: p.text })),
      episodeTitle,
    });
  } catch {
    return { index: section.index, title: null, points: [], quotes: [], dropped, extracted: true };
  }
  const anchor = (text: string): Passage | undefined =>
    section.passages.find((p) => p.text.includes(text.slice(0, 60))) ??
    section.passages.find((p) => text.includes(p.text.slice(0, 60)));
  const points = [
    ...draft.keyLearnings.map((l) => ({ title: l.title, text: l.detail })),
    ...draft.summary
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.length > 40)
      .map((s) => ({ title: '', text: s })),
  ]
    .map((p) => ({ ...p, passage: anchor(p.text) }))
    .filter((p): p is { title: string; text: string; passage: Passage } => p.passage !== undefined)
    .map((p) => ({ title: p.title, text: p.text, passages: [p.passage.id] }));
  return { index: section.index, title: null, points, quotes: [], dropped, extracted: true };
}

function sectionLabel(section: Section): string {
  const first = section.passages[0];
  const last = section.passages.at(-1);
  const where = first && last ? ` (passages ${first.id}–${last.id})` : '';
  return `Section ${section.index + 1}${section.chapterTitle ? `, “${section.chapterTitle}”` : ''}${where}`;
}

/** The report from the checked points; from the points alone when the model cannot write it. */
async function writeReport(
  client: ChatClient,
  llm: LlmSettings,
  input: GenerationInput,
  points: NumberedPoint[],
  passages: ReadonlyMap<number, Passage>,
  context: GroundingContext,
  signal: AbortSignal | undefined,
): Promise<CheckedReport> {
  const shown = pointsWithin(points, llm.contextTokens - llm.maxOutputTokens - promptMargin);
  const messages = reportRequest(input.episodeTitle, shown);
  try {
    const answer = await client.completeJson(messages, reportAnswerSchema, signal, {
      jsonSchema: { name: 'report', schema: reportAnswerJsonSchema },
      maxTokens: llm.maxOutputTokens,
      minPromptTokens: minPromptTokens(messages),
    });
    const byId = new Map(points.map((p) => [p.id, p]));
    return checkReport(answer, byId, passages, context);
  } catch (error) {
    if (!(error instanceof ModelFailure) || error.reason !== 'unusable') throw error;
    return {
      ...reportFromPoints(points),
      dropped: [
        {
          part: 'summary',
          text: 'The written report',
          reason: `the model could not write it (${error.detail.excerpt ?? error.detail.problem}); it is made of the checked points`,
        },
      ],
    };
  }
}

/**
 * The points the report request can hold: all when they fit, else the first (most important) points of
 * every section, as many per section as fit.
 */
function pointsWithin(points: NumberedPoint[], budget: number): PointLine[] {
  const room = budget - approximateTokens(reportSystem) - 50;
  const size = (list: NumberedPoint[]) =>
    list.reduce(
      (sum, p) => sum + approximateTokens(`[P${p.id}] (section ${p.section + 1}) ${p.title}: ${p.text}`) + 1,
      0,
    );
  if (size(points) <= room) return points;
  for (let perSection = 6; perSection >= 1; perSection--) {
    const seen = new Map<number, number>();
    const kept = points.filter((p) => {
      const n = (seen.get(p.section) ?? 0) + 1;
      seen.set(p.section, n);
      return n <= perSection;
    });
    if (size(kept) <= room) return kept;
  }
  // Even one point a section is too many: points spread evenly over the episode.
  const firsts = points.filter((p, i) => i === 0 || points[i - 1]?.section !== p.section);
  const each = size(firsts) / firsts.length;
  const n = Math.max(learningBounds.min, Math.floor(room / each));
  return firsts.filter(
    (_, i) => Math.floor((i * n) / firsts.length) !== Math.floor(((i - 1) * n) / firsts.length),
  );
}

/** Runs `work` over the items with at most `limit` at a time; the first failure stops taking new ones. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const outcomes = await Promise.allSettled(runners);
  const rejected = outcomes.find((o) => o.status === 'rejected');
  if (rejected) throw rejected.reason;
}

function checkpointKey(provider: string, passages: readonly Passage[], sections: readonly Section[]): string {
  const hash = createHash('sha256');
  hash.update(`${pipelineVersion}\n${provider}\n`);
  for (const p of passages) hash.update(`${p.id}\t${p.text}\n`);
  for (const s of sections)
    hash.update(`${s.index}:${s.passages[0]?.id ?? 0}-${s.passages.at(-1)?.id ?? 0}\n`);
  return hash.digest('hex');
}
