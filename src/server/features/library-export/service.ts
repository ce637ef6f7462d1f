import type { AppDeps } from '../../app-types';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { isoDay, renderReportNote, type ExportHighlight } from './obsidian-markdown';
import { assignPaths } from './obsidian-paths';
import * as repository from './repository';

/**
 * The Obsidian export of a reader's library (docs/product.md#obsidian-export, ADR 184): a zip of one
 * Markdown note per report they read, favourited, noted or highlighted. Same data, same bytes: entries
 * are sorted, every entry carries one fixed time, and nothing in a file depends on when it was made.
 */

/**
 * The one time every entry carries. fflate writes the DOS date from the Date's local fields, so the Date
 * is built from local fields too: the bytes are the same in every server time zone.
 */
const fixedEntryTime = () => new Date(2000, 0, 1, 0, 0, 0);

export const emptyLibraryReadme = `# Podbrief export

Nothing to export yet. Reports you read, favourite, write a note on or highlight are exported here, one
Markdown note per report in a folder per podcast.
`;

export async function buildObsidianZip(
  { db }: Pick<AppDeps, 'db'>,
  appUrl: string,
  userId: string,
  now: Date,
): Promise<Uint8Array> {
  const reports = await repository.listLibraryReports(db, userId, now);
  const highlightRows = await repository.listLibraryHighlights(
    db,
    userId,
    reports.map((report) => report.id),
  );
  const highlightsOf = new Map<string, ExportHighlight[]>();
  for (const row of highlightRows) {
    const list = highlightsOf.get(row.reportId) ?? [];
    list.push(row);
    highlightsOf.set(row.reportId, list);
  }
  const published = (r: (typeof reports)[number]) => r.episodePublishedAt ?? r.publishedAt;
  const paths = assignPaths(
    reports.map((report) => {
      const date = published(report);
      const day = date ? isoDay(date) : null;
      return {
        id: report.id,
        folderKey: report.creatorId,
        folder: report.channelName,
        title: report.episodeTitle,
        day,
        order: `${day ?? '9999-12-31'}|${report.id}`,
      };
    }),
  );
  const files = new Map<string, Uint8Array>();
  for (const report of reports) {
    const text = renderReportNote(
      appUrl,
      { ...report, published: published(report) },
      highlightsOf.get(report.id) ?? [],
    );
    files.set(paths.get(report.id)!, strToU8(text));
  }
  if (files.size === 0) files.set('README.md', strToU8(emptyLibraryReadme));
  const mtime = fixedEntryTime();
  const entries: Zippable = {};
  for (const path of [...files.keys()].sort()) entries[path] = [files.get(path)!, { mtime, level: 6 }];
  return zipSync(entries);
}
