import type { TranscriptFormat } from '@shared/contract/creator-reports';
import { transcriptBytesProblem } from '@shared/transcript-limits';

export const acceptedTranscriptFiles =
  '.txt,.text,.md,.markdown,.srt,.vtt,.json,.html,.htm,text/plain,text/markdown,text/vtt,application/x-subrip,application/json,text/html';

/** How the creator sees each format. */
export const transcriptFormatLabels: Record<TranscriptFormat, string> = {
  text: 'Text',
  srt: 'SRT captions',
  vtt: 'WebVTT captions',
  json: 'JSON transcript',
  html: 'HTML transcript',
};

/** The transcript format a file name says; null for files that are not transcripts. */
export function formatFromFileName(name: string): TranscriptFormat | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (extension === 'srt' || extension === 'vtt' || extension === 'json' || extension === 'html')
    return extension;
  if (extension === 'htm') return 'html';
  if (['txt', 'text', 'md', 'markdown'].includes(extension)) return 'text';
  return null;
}

/**
 * What the content says it is wins over the name ("episode.txt" holding WebVTT captions is WebVTT);
 * the server reads it the same way, this only shows the creator what will be read.
 */
function formatFromContent(content: string, byName: TranscriptFormat): TranscriptFormat {
  const head = content.replace(/^\ufeff/, '').trimStart();
  if (/^WEBVTT\b/.test(head)) return 'vtt';
  if (/^(?:\d+[^\S\n]*\n)?\s*(?:\d{1,3}:)?\d{1,2}:\d{2}[.,]\d{1,3}\s*-->/.test(head)) return 'srt';
  if (/^\{[\s\S]*"segments"\s*:/.test(head.slice(0, 2000))) return 'json';
  if (/^<(?:!doctype\s+html|html|body|p|div|article|section)\b/i.test(head)) return 'html';
  return byName;
}

export type ReadTranscriptResult =
  { ok: true; content: string; format: TranscriptFormat } | { ok: false; message: string };

/** Reads an uploaded transcript in the browser, refusing other file types and files over the limit. */
export async function readTranscriptFile(file: File): Promise<ReadTranscriptResult> {
  const byName = formatFromFileName(file.name);
  if (!byName) return { ok: false, message: 'Choose a .txt, .md, .srt, .vtt, .json or .html file.' };
  // Only the file's bytes are known here; the words it holds are counted by the server (ADR 207).
  const tooLarge = transcriptBytesProblem(file.size);
  if (tooLarge) return { ok: false, message: tooLarge };
  const content = await file.text();
  if (content.trim() === '') return { ok: false, message: 'This file is empty.' };
  return { ok: true, content, format: formatFromContent(content, byName) };
}
