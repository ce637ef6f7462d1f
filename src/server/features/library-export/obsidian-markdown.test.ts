import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  renderReportNote,
  timecode,
  toTag,
  type ExportHighlight,
  type ExportReport,
} from './obsidian-markdown';
import { assignPaths, safeName, type PathItem } from './obsidian-paths';

const golden = join(import.meta.dirname, 'golden', 'obsidian-report.md');
const appUrl = 'https://podbrief.example/';

const report: ExportReport = {
  id: '0b5f3c1e-8d2a-4c43-9a57-2f0d6e1b7a10',
  channelName: 'The Curious Engineer',
  categories: ['Technology', 'Science & Nature', '2024'],
  title: 'Why bridges sing: resonance, wind and "the Tacoma problem"',
  episodeTitle: 'Ep. 42: Why bridges sing',
  published: new Date('2025-03-04T06:00:00Z'),
  durationSeconds: 3723,
  summary: 'Maya talks with a structural engineer about **resonance**.\n\nWind can make a bridge move.',
  keyLearnings: [
    {
      title: 'Resonance is a matching',
      detail: 'A push at the natural frequency adds up.',
      start: 75.4,
      end: 90,
    },
    { title: 'Damping saves bridges', detail: 'Tuned mass dampers take the energy out.', start: 1843 },
    { title: 'Old learning', detail: 'Written before moments were kept.' },
  ],
  readable: true,
  read: true,
  favourite: false,
  note: 'Look up the Millennium Bridge wobble.\nAsk: does this apply to towers?',
};

const highlights: ExportHighlight[] = [
  {
    text: 'A push at the natural frequency adds up.',
    comment: 'Like a swing.',
    startSeconds: 75.4,
    speaker: 'Maya',
  },
  { text: 'Wind alone did it.\nNo traffic at all.', comment: null, startSeconds: 2710, speaker: null },
];

describe('the Obsidian note of a report', () => {
  it('matches the golden file, and is the same on a second export', () => {
    const first = renderReportNote(appUrl, report, highlights);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, first);
    expect(first).toBe(readFileSync(golden, 'utf8'));
    expect(renderReportNote(appUrl, structuredClone(report), structuredClone(highlights))).toBe(first);
  });

  it('has front matter Obsidian reads as properties', () => {
    const text = renderReportNote(appUrl, report, highlights);
    const yaml = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1];
    expect(parse(yaml!)).toEqual({
      podcast: 'The Curious Engineer',
      episode: 'Ep. 42: Why bridges sing',
      published: '2025-03-04',
      duration: '1:02:03',
      url: `https://podbrief.example/subscriber/reports/${report.id}`,
      guid: report.id,
      tags: ['podbrief', 'science-nature', 'technology'],
      read: true,
      favourite: false,
    });
  });

  it("leaves out the report's content when the reader lost access, keeping their own note and highlights", () => {
    const text = renderReportNote(appUrl, { ...report, readable: false }, highlights);
    expect(text).not.toContain('resonance**');
    expect(text).not.toContain('## Key learnings');
    expect(text).toContain('## My note');
    expect(text).toContain('## Highlights');
  });

  it('writes moments and tags the way Obsidian and players show them', () => {
    expect([timecode(0), timecode(75.9), timecode(3723)]).toEqual(['0:00', '1:15', '1:02:03']);
    expect([toTag('Science & Nature'), toTag('2024'), toTag('Café Culture')]).toEqual([
      'science-nature',
      null,
      'café-culture',
    ]);
  });
});

describe('file names', () => {
  it('are valid on Windows, macOS and Linux', () => {
    expect(safeName('What? A <bad>: "name" / with \\ | * #tag ^ [x]')).toBe('What A bad name with tag x');
    expect(safeName('  ...hidden. ')).toBe('hidden');
    expect(safeName('CON')).toBe('CON_');
    expect(safeName('nul.txt')).toBe('nul.txt_');
    expect(safeName('\u0000\u200b')).toBe('Untitled');
    expect([...safeName('é'.repeat(300))]).toHaveLength(80);
    // Decomposed (macOS) and composed forms give one name.
    expect(safeName('Cafe\u0301')).toBe(safeName('Café'));
  });

  it('tell collisions apart by date, then short id, the oldest keeping the plain name, ignoring case', () => {
    const item = (
      id: string,
      folderKey: string,
      folder: string,
      title: string,
      day: string | null,
    ): PathItem => ({
      id,
      folderKey,
      folder,
      title,
      day,
      order: `${day ?? '9999-12-31'}|${id}`,
    });
    const items = [
      item('cccccccc-3', 'ch-1', 'Show', 'Intro', '2025-02-01'),
      item('aaaaaaaa-1', 'ch-1', 'Show', 'Intro', '2025-01-01'),
      item('bbbbbbbb-2', 'ch-1', 'Show', 'INTRO', '2025-02-01'),
      item('dddddddd-4', 'ch-2', 'show', 'Intro', null),
      item('eeeeeeee-5', 'ch-1', 'Show', 'Other', null),
    ];
    const paths = assignPaths(items);
    expect(Object.fromEntries(paths)).toEqual({
      'aaaaaaaa-1': 'Show/Intro.md',
      'bbbbbbbb-2': 'Show/INTRO (2025-02-01).md',
      'cccccccc-3': 'Show/Intro (2025-02-01 cccccccc).md',
      'dddddddd-4': 'show (ch-2)/Intro.md',
      'eeeeeeee-5': 'Show/Other.md',
    });
    // The same library in another order gives the same names.
    expect(assignPaths([...items].reverse())).toEqual(paths);
  });
});
