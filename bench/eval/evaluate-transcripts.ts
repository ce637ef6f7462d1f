/**
 * Every corpus transcript through the normaliser (parseTranscript) and the built-in summarizer, in
 * process, and the defect detectors over what comes out.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { summarizeExtractive } from '../../src/server/summarizer/extractive-summarizer';
import type { ReportDraft } from '../../src/server/summarizer/report-draft';
import { parseTranscript } from '../../src/server/transcripts/parse-transcript';
import {
  transcriptFormats,
  type ParsedTranscript,
  type TranscriptFormat,
} from '../../src/server/transcripts/transcript';
import {
  durationDefect,
  markupLeak,
  reportDefects,
  summaryWordCount,
  transcriptDuration,
  type Defect,
} from './defects';
import { measureReport, type DoneMeasures } from './done-measures';
import { summaryBodySentences } from './listener-defects';
import { speakersInRaw } from './raw-transcript';

const formatByExtension: Record<string, string> = {
  '.vtt': 'vtt',
  '.srt': 'srt',
  '.json': 'json',
  '.html': 'html',
  '.htm': 'html',
  '.md': 'text',
  '.txt': 'text',
};

export interface TranscriptRun {
  declared: string;
  parsed: ParsedTranscript | null;
  report: ReportDraft | null;
  speakers: string[];
  defects: Defect[];
  milliseconds: number;
}

export interface TranscriptResult {
  file: string;
  declaredFormat: string;
  format: string | null;
  turns: number;
  words: number;
  durationSeconds: number;
  summaryWords: number;
  /** The summary's sentences after its opening line: what the listener's check reads (ADR 212). */
  summarySentences: number;
  keyLearnings: number;
  milliseconds: number;
  /**
   * Normalised turns whose text still shows transcript markup (the reader's transcript shows them; a
   * report that picks one would leak it). Reported, not counted as defects: the report is what is judged.
   */
  turnsWithMarkup: number;
  markupExamples: string[];
  defects: Defect[];
  /** The listener's first measures of the report (issue 37), null when no report was made. */
  measures: DoneMeasures | null;
  /** The report itself, for reading (bench/results/reports/). */
  report: ReportDraft | null;
}

export function declaredFormatOf(file: string): string {
  return formatByExtension[extname(file).toLowerCase()] ?? 'text';
}

/** A refusal reads as its message; anything else is a crash and says what kind ("TypeError: …"). */
export const describeFailure = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return ['TranscriptError', 'SummarizerError', 'GenerationError'].includes(error.name)
    ? error.message
    : `crashed with ${error.name}: ${error.message}`;
};

/** One transcript from its text to a report; refusals become defects, never exceptions. */
export function runTranscript(content: string, declared: string): TranscriptRun {
  const started = performance.now();
  const defects: Defect[] = [];
  const supported = (transcriptFormats as readonly string[]).includes(declared);
  if (!supported)
    defects.push({
      class: 'transcript-refused',
      field: 'format',
      message: `the normaliser has no "${declared}" format; read as text`,
    });
  const format = (supported ? declared : 'text') as TranscriptFormat;
  let parsed: ParsedTranscript | null = null;
  let report: ReportDraft | null = null;
  try {
    parsed = parseTranscript(content, format);
  } catch (error) {
    defects.push({
      class: 'transcript-refused',
      field: 'transcript',
      message: `normaliser: ${describeFailure(error)}`,
    });
  }
  const speakers = [
    ...new Set([
      ...(parsed?.turns.map((t) => t.speaker).filter((s): s is string => Boolean(s)) ?? []),
      ...speakersInRaw(content),
    ]),
  ];
  if (parsed) {
    const duration = durationDefect(content, parsed.turns);
    if (duration) defects.push(duration);
    try {
      report = summarizeExtractive({ turns: parsed.turns });
    } catch (error) {
      defects.push({
        class: 'transcript-refused',
        field: 'report',
        message: `summarizer: ${describeFailure(error)}`,
      });
    }
  }
  if (report) defects.push(...reportDefects(report, speakers, content));
  return { declared, parsed, report, speakers, defects, milliseconds: performance.now() - started };
}

export async function evaluateTranscripts(dir: string): Promise<TranscriptResult[]> {
  const files = (await readdir(dir)).filter((f) => !f.startsWith('.')).sort();
  const results: TranscriptResult[] = [];
  for (const file of files) {
    const declared = declaredFormatOf(file);
    const run = runTranscript(await readFile(join(dir, file), 'utf8'), declared);
    const markup = (run.parsed?.turns ?? [])
      .map((turn) => markupLeak(turn.text, run.speakers))
      .filter((found): found is string => found !== null);
    results.push({
      file,
      declaredFormat: declared,
      format: run.parsed?.format ?? null,
      turns: run.parsed?.turns.length ?? 0,
      words: run.parsed?.wordCount ?? 0,
      durationSeconds: run.parsed ? Math.round(transcriptDuration(run.parsed.turns)) : 0,
      summaryWords: run.report ? summaryWordCount(run.report.summary) : 0,
      summarySentences: run.report ? summaryBodySentences(run.report.summary).length : 0,
      keyLearnings: run.report?.keyLearnings.length ?? 0,
      milliseconds: Math.round(run.milliseconds),
      turnsWithMarkup: markup.length,
      markupExamples: [...new Set(markup)].slice(0, 5),
      defects: run.defects,
      measures: run.report ? measureReport(run.report) : null,
      report: run.report,
    });
  }
  return results;
}
