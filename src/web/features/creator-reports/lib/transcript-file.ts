import { limits } from '@shared/constants';
import type { TranscriptFormat } from '@shared/contract/creator-reports';

export const acceptedTranscriptFiles = '.txt,.srt,.vtt,text/plain,text/vtt,application/x-subrip';

/** The transcript format a file name says: .srt and .vtt are captions, everything else is text. */
export function formatFromFileName(name: string): TranscriptFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.srt')) return 'srt';
  if (lower.endsWith('.vtt')) return 'vtt';
  if (lower.endsWith('.txt') || lower.endsWith('.text')) return 'text';
  return null;
}

export type ReadTranscriptResult =
  { ok: true; content: string; format: TranscriptFormat } | { ok: false; message: string };

/** Reads an uploaded transcript in the browser, refusing other file types and files over the limit. */
export async function readTranscriptFile(file: File): Promise<ReadTranscriptResult> {
  const format = formatFromFileName(file.name);
  if (!format) return { ok: false, message: 'Choose a .txt, .srt or .vtt file.' };
  // UTF-8 can take up to 4 bytes a character; a file this big cannot fit the character limit.
  if (file.size > limits.transcriptMaxChars * 4)
    return { ok: false, message: 'This file is too large for a transcript.' };
  const content = await file.text();
  if (content.length > limits.transcriptMaxChars) {
    return {
      ok: false,
      message: `The transcript must be at most ${limits.transcriptMaxChars.toLocaleString('en')} characters.`,
    };
  }
  if (content.trim() === '') return { ok: false, message: 'This file is empty.' };
  return { ok: true, content, format };
}
