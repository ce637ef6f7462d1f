import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedPreviewSchema } from '@shared/contract/creator-reports';
import { limits } from '@shared/constants';
import { decodeFeed, parseFeed } from './parse-feed';

/** Real feeds as published, kept beside the project (never copied into it); see its README. */
const folder = join(process.cwd(), '../shared/corpus/feeds');
const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.xml')) : [];
const entity = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]+);/i;

describe.skipIf(files.length === 0)(`real feeds in ${folder}`, () => {
  it.each(files)('accepts %s, within the API contract', (file) => {
    const preview = parseFeed(decodeFeed(readFileSync(join(folder, file))), {
      feedUrl: 'https://feeds.example.com/show.xml',
      maxItems: limits.rssMaxItems,
      truncated: false,
    });
    expect(feedPreviewSchema.safeParse(preview).success).toBe(true);
    // Titles and notes are plain text: no reference is left undecoded, no U+FFFD from a wrong charset.
    for (const episode of preview.episodes) {
      expect(episode.title).not.toMatch(entity);
      expect(episode.description).not.toMatch(entity);
      expect(`${preview.title} ${episode.title} ${episode.description}`).not.toContain('\ufffd');
    }
  });
});

it.runIf(files.length === 0)('skips the real-feed corpus: ../shared/corpus/feeds is absent', () => {
  expect(files).toEqual([]);
});
