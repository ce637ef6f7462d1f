import { clockTime, momentLabel } from './report-moments';
import type { ReportRow } from './repository';

/** Reading time and durations as people say them: "2 min", "1 h 05 min". */
function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A file name that every operating system accepts, from the report title. */
export function markdownFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 80);
  return `${slug || 'report'}.md`;
}

/**
 * The report as a self-contained Markdown document, as the download gives it, ending with the reader's
 * own note when they wrote one (it is theirs only: the caller passes the requesting reader's note).
 */
export function reportToMarkdown(report: ReportRow, note?: string | null): string {
  const lines: string[] = [`# ${report.title}`, ''];
  lines.push(
    `*${report.channelName}* · ${report.episodeTitle}${report.episodeNumber !== null ? ` (episode ${report.episodeNumber})` : ''}`,
  );
  lines.push('');
  const facts = [
    `Published: ${report.publishedAt.toISOString().slice(0, 10)}`,
    `Reading time: ${formatDuration(report.readingTimeSeconds)}`,
    `Episode length: ${formatDuration(report.episodeDurationSeconds)}`,
    `Time saved: ${formatDuration(Math.max(0, report.episodeDurationSeconds - report.readingTimeSeconds))}`,
  ];
  if (report.episodeMediaUrl) facts.push(`Episode: <${report.episodeMediaUrl}>`);
  for (const fact of facts) lines.push(`- ${fact}`);
  lines.push('', '## Summary', '', report.summary.trim(), '');
  if (report.keyLearnings.length > 0) {
    lines.push('## Key learnings', '');
    report.keyLearnings.forEach((learning, index) => {
      // The title on its own line and the text as its own paragraph inside the item: run together, a
      // title without a full stop reads as the first words of its text.
      lines.push(`${index + 1}. **${learning.title.trim()}**`, '');
      lines.push(`   ${`${learning.detail.trim()} ${momentLabel(learning)}`.trimEnd()}`, '');
    });
    lines.push('');
  }
  if (report.chapters.length > 0) {
    lines.push('## Chapters', '');
    for (const chapter of report.chapters)
      lines.push(`- ${clockTime(chapter.startSeconds)} ${chapter.title}`);
    lines.push('');
  }
  if (report.quotes.length > 0) {
    lines.push('## Quotes', '');
    for (const quote of report.quotes)
      lines.push(
        `> ${quote.text}${quote.speaker ? ` — ${quote.speaker}` : ''}${typeof quote.start === 'number' ? ` (${clockTime(quote.start)})` : ''}`,
        '',
      );
  }
  const noteText = note?.trim();
  if (noteText) lines.push('## My note', '', noteText, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
