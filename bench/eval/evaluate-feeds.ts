/** Every corpus feed through the app's feed reader, with the limits the app uses (fetch-feed.ts). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { decodeFeed, parseFeed } from '../../src/server/rss/parse-feed';
import { limits } from '@shared/constants';
import { feedDefects, type Defect } from './defects';

export interface FeedResult {
  file: string;
  /** The feed read as XML (leading whitespace before the declaration forgiven, as readers do). */
  wellFormed: boolean;
  refused: string | null;
  episodes: number;
  truncated: boolean;
  defects: Defect[];
}

function wellFormed(body: Buffer): boolean {
  try {
    const text = decodeFeed(body)
      .replace(/^\ufeff/, '')
      .trimStart();
    return XMLValidator.validate(text) === true;
  } catch {
    return false;
  }
}

function evaluateFeed(file: string, body: Buffer): FeedResult {
  // The download stops at the size limit; what arrived is parsed as cut short.
  const truncated = body.length > limits.rssMaxBytes;
  const received = truncated ? body.subarray(0, limits.rssMaxBytes) : body;
  const formed = wellFormed(body);
  try {
    const preview = parseFeed(decodeFeed(received), {
      feedUrl: `https://corpus.invalid/feeds/${encodeURIComponent(file)}`,
      maxItems: limits.rssMaxItems,
      truncated,
    });
    return {
      file,
      wellFormed: formed,
      refused: null,
      episodes: preview.episodes.length,
      truncated: preview.truncated,
      defects: feedDefects(preview),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      file,
      wellFormed: formed,
      refused: message,
      episodes: 0,
      truncated,
      // Refusing a feed that is not XML is the right answer; refusing a readable one is a defect.
      defects: formed ? [{ class: 'feed-refused', field: 'feed', message }] : [],
    };
  }
}

export async function evaluateFeeds(dir: string): Promise<FeedResult[]> {
  const files = (await readdir(dir)).filter((f) => /\.(?:xml|rss)$/i.test(f)).sort();
  const results: FeedResult[] = [];
  for (const file of files) results.push(evaluateFeed(file, await readFile(join(dir, file))));
  return results;
}
