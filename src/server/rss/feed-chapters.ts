import type { Chapter } from '../db/schema';
import { plainFeedText } from './feed-text';

/** More chapters than any episode has; the rest are dropped. */
const maxFeedChapters = 300;

/**
 * Podcasting 2.0 JSON chapters (`{ "version": "1.2.0", "chapters": [{ "startTime": 0, "title": "…" }] }`)
 * as report chapters. Chapters marked `"toc": false` (silent markers) and chapters without a title are
 * left out; the rest are sorted by start, each ending where
 * the file says or where the next begins. Null when the file is not JSON chapters.
 */
export function parseFeedChapters(body: string): Chapter[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.replace(/^\ufeff/, ''));
  } catch {
    return null;
  }
  const list = (parsed as { chapters?: unknown } | null)?.chapters;
  if (!Array.isArray(list)) return null;
  const chapters: Chapter[] = [];
  for (const entry of list as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { startTime, endTime, title, toc } = entry as Record<string, unknown>;
    const start = typeof startTime === 'string' ? Number(startTime) : startTime;
    if (typeof start !== 'number' || !Number.isFinite(start) || start < 0 || toc === false) continue;
    const text = typeof title === 'string' ? plainFeedText(title, 200) : '';
    if (!text) continue;
    const end = typeof endTime === 'number' && Number.isFinite(endTime) && endTime > start ? endTime : null;
    chapters.push({
      title: text,
      startSeconds: Math.floor(start),
      endSeconds: end === null ? null : Math.ceil(end),
    });
  }
  chapters.sort((a, b) => a.startSeconds - b.startSeconds);
  // A chapter without an end runs until the next one starts.
  chapters.forEach((chapter, index) => {
    const next = chapters[index + 1];
    if (chapter.endSeconds == null && next && next.startSeconds > chapter.startSeconds)
      chapter.endSeconds = next.startSeconds;
  });
  return chapters.slice(0, maxFeedChapters);
}
