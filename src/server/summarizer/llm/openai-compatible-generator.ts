import type { Config } from '../../config';
import { chaptersForCues } from '../chapters';
import { readingTimeSeconds, type ReportDraft } from '../report-draft';
import type { GenerationHooks, GenerationInput, ReportGenerator } from '../report-generator';
import { createChatClient } from './chat-client';
import { chunkText } from './chunk-text';
import { modelNotesSchema, modelReportSchema } from './model-output';
import { notesFromPart, reportFromNotes, reportFromTranscript } from './prompts';

/** About 3,000 tokens of transcript per request: fits the default context of small local models too. */
export const DEFAULT_CHUNK_CHARS = 12_000;

export interface OpenAiCompatibleOptions {
  chunkChars?: number;
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
}

/**
 * Reports from any OpenAI-compatible chat API. A transcript that fits one request is summarised
 * directly; a longer one is map-reduced: notes per chunk, then the report from the notes (notes that
 * are themselves too long are condensed again first). Chapters come from the transcript's timestamps.
 */
export function createOpenAiCompatibleGenerator(
  llm: NonNullable<Config['llm']>,
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
  });

  return {
    name: `openai-compatible:${llm.model}`,
    async generate(
      { transcript, episodeTitle }: GenerationInput,
      hooks: GenerationHooks = {},
    ): Promise<ReportDraft> {
      const progress = async (percent: number) => hooks.onProgress?.(Math.round(percent));
      const chunks = chunkText(transcript.text, chunkChars);

      let report;
      if (chunks.length <= 1) {
        await progress(20);
        report = await client.completeJson(
          reportFromTranscript(episodeTitle, transcript.text),
          modelReportSchema,
          hooks.signal,
        );
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
        report = await client.completeJson(
          reportFromNotes(episodeTitle, notes),
          modelReportSchema,
          hooks.signal,
        );
      }
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
