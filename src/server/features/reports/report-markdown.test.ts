import { describe, expect, it } from 'vitest';
import { markdownFileName, reportToMarkdown } from './report-markdown';
import type { ReportRow } from './repository';

const report = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  id: 'r1',
  creatorId: 'c1',
  title: 'Sleep and memory',
  summary: 'What sleep does for learning.',
  keyLearnings: [
    {
      title: 'Sleep consolidates memory',
      detail: 'Deep sleep replays the day.',
      start: 75,
      end: 90,
      speaker: 'Dr. Lee',
    },
    { title: 'Naps help', detail: 'A short nap restores focus.', start: null, end: null, speaker: null },
  ],
  chapters: [],
  quotes: [],
  readingTimeSeconds: 120,
  episodeTitle: 'Episode 12',
  episodeNumber: 12,
  episodePublishedAt: null,
  episodeDurationSeconds: 3600,
  episodeMediaUrl: null,
  publishedAt: new Date('2026-01-02T00:00:00Z'),
  createdAt: new Date('2026-01-02T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
  channelName: 'Brain Matters',
  creatorName: 'Ada',
  logoUrl: null,
  isVerified: false,
  priceCents: 0,
  currency: 'USD',
  payoutActive: false,
  trialUsed: false,
  readAt: null,
  isFavourite: false,
  publishedAtKey: '',
  titleKey: '',
  channelKey: '',
  audioKey: null,
  audioMimeType: null,
  audioDurationSeconds: null,
  hasTranscript: false,
  generationProvider: null,
  ...overrides,
});

describe('reportToMarkdown', () => {
  it("keeps a learning's title apart from its text: the title alone, the text as its own paragraph", () => {
    const markdown = reportToMarkdown(report());
    expect(markdown).toContain(
      '## Key learnings\n\n1. **Sleep consolidates memory**\n\n   Deep sleep replays the day. (1:15, Dr. Lee)\n\n2. **Naps help**\n\n   A short nap restores focus.\n',
    );
    expect(markdown).not.toMatch(/\*\*Sleep consolidates memory\*\* Deep/);
  });

  it("ends with the reader's note when there is one, and leaves the heading out without one", () => {
    expect(reportToMarkdown(report(), '  Sleep before the exam.\n\nNot after.  ')).toMatch(
      /\n## My note\n\nSleep before the exam\.\n\nNot after\.\n$/,
    );
    for (const none of [undefined, null, '', '   \n '])
      expect(reportToMarkdown(report(), none)).not.toContain('My note');
  });

  it('names the file after the title', () => {
    expect(markdownFileName('Sleep & Memory: Part 2')).toBe('sleep-memory-part-2.md');
  });
});
