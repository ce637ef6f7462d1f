import type {
  CreatorReport,
  CreatorReportSummary,
  GenerationFallbackReason,
  ReportStatus,
} from '@shared/contract/creator-reports';
import type { ReportRow } from './repository';
import { chapterWithEnd, learningWithMoment, quoteWithMoment } from '../reports';

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
  transcript: CreatorReport['transcript'],
  source: { audio: CreatorReport['audio']; transcriptionAvailable: boolean },
): CreatorReport {
  return {
    ...toSummary(row),
    summary: row.summary,
    keyLearnings: row.keyLearnings.map(learningWithMoment),
    chapters: (row.chapters ?? []).map(chapterWithEnd),
    quotes: (row.quotes ?? []).map(quoteWithMoment),
    transcript,
    audio: source.audio,
    transcriptionAvailable: source.transcriptionAvailable,
    droppedByChecks: (row.generationDropped ?? []).map(({ part, text, reason }) => ({ part, text, reason })),
  };
}
