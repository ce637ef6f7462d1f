import type { V1Report } from '@shared/contract/v1';
import { clockTime } from './answer-shape';

function line(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** ` ([12:34](url))`: a moment as a person quotes it, linked to the report there; empty when unknown. */
function at(start: number | null, url: string): string {
  return start === null ? '' : ` ([${clockTime(start)}](${url}))`;
}

/**
 * A report as one Markdown document for an assistant's context (the resource podbrief://reports/{id}):
 * the summary whole, then learnings, quotes and chapters, each linked to the report at its moment.
 */
export function reportMarkdown(report: V1Report): string {
  const out: string[] = [`# ${line(report.title)}`, ''];
  out.push(`${line(report.channel.channelName)} · ${report.publishedAt.slice(0, 10)}`, '');
  out.push(`Read in Podbrief: ${report.url}`, '');
  if (report.summary.trim()) out.push('## Summary', '', report.summary.trim(), '');
  if (report.learnings.length) {
    out.push('## Key learnings', '');
    for (const learning of report.learnings) {
      const who = learning.speaker ? ` — ${line(learning.speaker)}` : '';
      out.push(
        `- **${line(learning.title)}** ${line(learning.detail)}${who}${at(learning.start, learning.url)}`,
      );
    }
    out.push('');
  }
  if (report.quotes.length) {
    out.push('## Quotes', '');
    for (const quote of report.quotes) {
      const who = quote.speaker ? ` — ${line(quote.speaker)}` : '';
      out.push(`> ${line(quote.text)}${who}${at(quote.start, quote.url)}`, '');
    }
  }
  if (report.chapters.length) {
    out.push('## Chapters', '');
    for (const chapter of report.chapters)
      out.push(`- ${line(chapter.title)}${at(chapter.start, chapter.url)}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
