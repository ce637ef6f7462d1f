import type {
  CreatorReport,
  CreatorReportSummary,
  GenerationFallbackReason,
  ReportStatus,
  TranscriptSource,
} from '@shared/contract/creator-reports';
import type { TranscriptRecord } from '../../domain/report-transcript-repository';
import type { ReportRow } from './repository';
import { chapterWithEnd, learningWithMoment, quoteWithMoment } from '../../domain/report-moments';
import type { TranscriptFormat } from '../../transcripts/transcript';

const previewChars = 3000;

export function toSummary(row: ReportRow): CreatorReportSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status as ReportStatus,
    episode: {
      title: row.episodeTitle,
      number: row.episodeNumber,
      publishedAt: row.episodePublishedAt?.toISOString() ?? null,
      durationSeconds: row.episodeDurationSeconds,
      mediaUrl: row.episodeMediaUrl,
    },
    generation: {
      provider: row.generationProvider,
      fallback: row.generationFallbackReason as GenerationFallbackReason | null,
      progress: row.generationProgress,
      error: row.generationError,
      stage:
        row.status !== 'generating'
          ? null
          : row.generationStage === 'transcribing'
            ? 'transcribing'
            : 'summarizing',
    },
    readingTimeSeconds: row.readingTimeSeconds,
    keyLearningCount: row.keyLearnings.length,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fromFeed: row.fromFeed,
    needsTranscript: row.status === 'draft' && !row.hasTranscript,
  };
}

export function toDetail(
  row: ReportRow,
  transcript: TranscriptRecord | undefined,
  source: { audio: CreatorReport['audio']; transcriptionAvailable: boolean },
): CreatorReport {
  let meta: CreatorReport['transcript'] = null;
  if (transcript) {
    // The turns stored when the transcript arrived: the preview never parses the content again.
    const wordCount = transcript.normalized?.wordCount ?? 0;
    const preview = (transcript.normalized?.text ?? transcript.content).slice(0, previewChars);
    meta = {
      format: transcript.format as TranscriptFormat,
      source: transcript.source as TranscriptSource,
      sourceUrl: transcript.sourceUrl,
      characters: transcript.content.length,
      wordCount,
      preview,
    };
  }
  return {
    ...toSummary(row),
    summary: row.summary,
    keyLearnings: row.keyLearnings.map(learningWithMoment),
    chapters: (row.chapters ?? []).map(chapterWithEnd),
    quotes: (row.quotes ?? []).map(quoteWithMoment),
    transcript: meta,
    audio: source.audio,
    transcriptionAvailable: source.transcriptionAvailable,
    droppedByChecks: (row.generationDropped ?? []).map(({ part, text, reason }) => ({ part, text, reason })),
  };
}
