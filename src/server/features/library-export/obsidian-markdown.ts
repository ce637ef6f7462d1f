import { Scalar, stringify } from 'yaml';
import { reportUrl } from '@shared/report-links';
import type { KeyLearning } from '../../db/schema';

/**
 * One Obsidian note per report (docs/product.md#obsidian-export, ADR 184): YAML front matter, then the
 * summary, the key learnings with links to their moments, the reader's note and highlights. Everything
 * comes from the data — no export time anywhere — so the same data gives the same bytes.
 */

export interface ExportReport {
  id: string;
  channelName: string;
  categories: string[];
  title: string;
  episodeTitle: string;
  /** The episode's date, else the report's publication. */
  published: Date | null;
  durationSeconds: number;
  summary: string;
  keyLearnings: KeyLearning[];
  readable: boolean;
  read: boolean;
  favourite: boolean;
  note: string | null;
}

export interface ExportHighlight {
  text: string;
  comment: string | null;
  startSeconds: number | null;
  speaker: string | null;
}

/** `h:mm:ss` or `m:ss`, as players show a moment. */
export function timecode(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Quoted in the YAML: `1:02:03` unquoted is a sexagesimal number to YAML 1.1 readers. */
function quotedString(value: string): Scalar<string> {
  const scalar = new Scalar(value);
  scalar.type = Scalar.QUOTE_DOUBLE;
  return scalar;
}

/** A date as `YYYY-MM-DD` in UTC (what Obsidian reads as a date property). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** An Obsidian tag: lower case, words joined by hyphens, only letters, digits, `-`, `_` and `/`. */
export function toTag(value: string): string | null {
  const tag = value
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[\s]+/g, '-')
    .replace(/[^\p{L}\p{N}_/-]/gu, '')
    .replace(/-{2,}/g, '-');
  // A tag needs one character that is not a digit.
  return /[^\d/_-]/u.test(tag) ? tag : null;
}

/** Each line of `text` as a block quote line. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');

const moment = (appUrl: string, reportId: string, seconds: number | null | undefined) =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? `[${timecode(seconds)}](${reportUrl(appUrl, reportId, seconds)})`
    : null;

/** The whole file of one report, ending with one line break. */
export function renderReportNote(
  appUrl: string,
  report: ExportReport,
  highlights: ExportHighlight[],
): string {
  const tags = [
    'podbrief',
    ...[...new Set(report.categories.map(toTag).filter((t): t is string => t !== null))].sort(),
  ];
  const frontMatter = {
    podcast: report.channelName,
    episode: report.episodeTitle,
    published: report.published ? isoDay(report.published) : null,
    duration: report.durationSeconds > 0 ? quotedString(timecode(report.durationSeconds)) : null,
    url: reportUrl(appUrl, report.id),
    guid: report.id,
    tags,
    read: report.read,
    favourite: report.favourite,
  };
  const parts: string[] = [
    `---\n${stringify(frontMatter, { lineWidth: 0 })}---`,
    `# ${report.title.replace(/\s+/g, ' ').trim()}`,
  ];
  if (report.readable) {
    if (report.summary.trim()) parts.push(`## Summary\n\n${report.summary.trim()}`);
    if (report.keyLearnings.length > 0) {
      const items = report.keyLearnings.map((learning) => {
        const at = moment(appUrl, report.id, learning.start);
        const title = learning.title.replace(/\s+/g, ' ').trim();
        const detail = learning.detail.replace(/\s+/g, ' ').trim();
        return `- **${title}**${detail ? ` — ${detail}` : ''}${at ? ` (${at})` : ''}`;
      });
      parts.push(`## Key learnings\n\n${items.join('\n')}`);
    }
  } else {
    parts.push(
      '_The summary and key learnings are not included: your subscription to this channel has ended. Your own note and highlights are below._',
    );
  }
  if (report.note?.trim()) parts.push(`## My note\n\n${report.note.trim()}`);
  if (highlights.length > 0) {
    const blocks = highlights.map((highlight) => {
      const at = moment(appUrl, report.id, highlight.startSeconds);
      const source = [highlight.speaker?.trim() || null, at].filter(Boolean).join(' · ');
      const lines = [quoted(highlight.text.trim())];
      if (source) lines.push(`> — ${source}`);
      if (highlight.comment?.trim()) lines.push('', highlight.comment.trim());
      return lines.join('\n');
    });
    parts.push(`## Highlights\n\n${blocks.join('\n\n')}`);
  }
  parts.push(`[Open in Podbrief](${reportUrl(appUrl, report.id)})`);
  return `${parts.join('\n\n')}\n`;
}
