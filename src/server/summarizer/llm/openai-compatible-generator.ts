import type { Config } from '../../config';
import { chaptersForCues } from '../chapters';
import { readingTimeSeconds, type ReportDraft } from '../report-draft';
import type { GenerationHooks, GenerationInput, ReportGenerator } from '../report-generator';
import { ModelFailure } from '../generation-error';
import { createChatClient, type ChatClient } from './chat-client';
import { chunkText } from './chunk-text';
import { modelNotesSchema, modelReportSchema, type ModelReport } from './model-output';
import { notesFromPart, reportFromNotes, reportFromTranscript, type ChatMessage } from './prompts';
import type { ResponseFormatMemory } from './response-format-memory';
import { fixRequest, ReportRulesError, ruleProblems, trimToRules } from './report-rules';

/** About 3,000 tokens of transcript per request: fits the default context of small local models too. */
const DEFAULT_CHUNK_CHARS = 12_000;

export interface OpenAiCompatibleOptions {
  chunkChars?: number;
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
  responseFormatMemory?: ResponseFormatMemory;
}

/**
 * Reports from any OpenAI-compatible chat API. A transcript that fits one request is summarised
 * directly; a longer one is map-reduced: notes per chunk, then the report from the notes (notes that
 * are themselves too long are condensed again first). Chapters come from the transcript's timestamps.
 */
export function createOpenAiCompatibleGenerator(
  llm: Omit<NonNullable<Config['llm']>, 'fallbackToBuiltin'>,
  options: OpenAiCompatibleOptions = {},
): ReportGenerator {
  const chunkChars = options.chunkChars ?? DEFAULT_CHUNK_CHARS;
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
    async generate(
      { transcript, episodeTitle }: GenerationInput,
      hooks: GenerationHooks = {},
    ): Promise<ReportDraft> {
      const progress = async (percent: number) => hooks.onProgress?.(Math.round(percent));
      const chunks = chunkText(transcript.text, chunkChars);

      let request: ChatMessage[];
      if (chunks.length <= 1) {
        await progress(20);
        request = reportFromTranscript(episodeTitle, transcript.text);
      } else {
        let notes: string[][] = [];
        for (const [i, chunk] of chunks.entries()) {
          const answer = await client.completeJson(
            notesFromPart(episodeTitle, i + 1, chunks.length, chunk),
            modelNotesSchema,
            hooks.signal,
          );
          notes.push(answer.notes);
          await progress(10 + (70 * (i + 1)) / chunks.length);
        }
        // Many parts can leave more notes than one request holds: condense them in groups first.
        while (notesLength(notes) > chunkChars && notes.length > 1) {
          const groups = groupNotes(notes, chunkChars);
          if (groups.length >= notes.length) break;
          const condensed: string[][] = [];
          for (const [i, group] of groups.entries()) {
            const text = group
              .flat()
              .map((n) => `- ${n}`)
              .join('\n');
            condensed.push(
              (
                await client.completeJson(
                  notesFromPart(episodeTitle, i + 1, groups.length, text),
                  modelNotesSchema,
                  hooks.signal,
                )
              ).notes,
            );
          }
          notes = condensed;
        }
        await progress(85);
        request = reportFromNotes(episodeTitle, notes);
      }
      const report = await reportWithinRules(client, name, request, hooks.signal);
      await progress(95);
      return {
        title: report.title,
        summary: report.summary,
        keyLearnings: report.keyLearnings,
        chapters: chaptersForCues(transcript.turns),
        quotes: null,
        readingTimeSeconds: readingTimeSeconds(report.summary, report.keyLearnings),
      };
    },
  };
}

/**
 * The model's report, within the report rules: when its answer breaks them, it is told what is wrong in
 * one follow-up turn; what still breaks them is trimmed (sentence and word boundaries). A report that
 * cannot be brought within them is a failure of the model (`unusable`), for the built-in summarizer to
 * step in.
 */
async function reportWithinRules(
  client: ChatClient,
  provider: string,
  request: ChatMessage[],
  signal: AbortSignal | undefined,
): Promise<ModelReport> {
  const first = await client.completeJson(request, modelReportSchema, signal);
  const problems = ruleProblems(first);
  if (problems.length === 0) return first;

  let answer = first;
  try {
    answer = await client.completeJson(
      [
        ...request,
        { role: 'assistant', content: JSON.stringify(first) },
        { role: 'user', content: fixRequest(problems) },
      ],
      modelReportSchema,
      signal,
    );
  } catch (error) {
    // A fix turn answered with nonsense still leaves the first answer to trim; anything else stands.
    if (!(error instanceof ModelFailure && error.reason === 'unusable')) throw error;
  }
  if (ruleProblems(answer).length === 0) return answer;
  try {
    return trimToRules(answer);
  } catch (error) {
    if (!(error instanceof ReportRulesError)) throw error;
    throw new ModelFailure('The language model could not write a usable report. Try again.', {
      transient: false,
      reason: 'unusable',
      detail: {
        provider,
        problem: 'report rules broken after the fix turn',
        excerpt: `${error.message} (asked to fix: ${problems.join(' ')})`,
      },
      cause: error,
    });
  }
}

function notesLength(notes: string[][]): number {
  return notes.reduce((sum, list) => sum + list.reduce((n, note) => n + note.length + 3, 0), 0);
}

function groupNotes(notes: string[][], maxChars: number): string[][][] {
  const groups: string[][][] = [];
  let current: string[][] = [];
  let size = 0;
  for (const list of notes) {
    const length = notesLength([list]);
    if (current.length > 0 && size + length > maxChars) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(list);
    size += length;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
