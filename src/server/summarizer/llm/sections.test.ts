import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { longTranscript } from '../samples/long-transcript';
import { approximateTokens, buildPassages, passageLine, shownSpeaker, type Passage } from './passages';
import { planSections } from './sections';

const tokensOf = (passages: readonly Passage[]) =>
  passages.reduce((n, p) => n + approximateTokens(passageLine(p)) + 1, 0);

describe('passages', () => {
  it('number the ad-free transcript and keep time and speaker beside the text', () => {
    const transcript = parseTranscript(
      [
        '[00:00:05] Maya Chen: Compost needs air, water and time, and most piles fail on the air.',
        '[00:00:20] Maya Chen: This episode is brought to you by Brightwell Lamps. Use code BRIGHT20 at checkout.',
        '[00:00:40] SPEAKER_01: Turning the pile every week fixed it for us within a month.',
      ].join('\n'),
    );
    const passages = buildPassages(transcript.turns, 'Compost');
    expect(passages.map((p) => p.id)).toEqual([1, 2]);
    expect(passages.map((p) => p.text).join(' ')).not.toMatch(/Brightwell/);
    expect(passages[0]).toMatchObject({ speaker: 'Maya Chen', start: 5 });
    expect(passageLine(passages[0] as Passage)).toMatch(/^\[p1\] Maya Chen: Compost needs air/);
    // An anonymous label is never shown as a name.
    expect(passageLine(passages[1] as Passage)).toMatch(/^\[p2\] Turning the pile/);
    expect(shownSpeaker('Speaker 2')).toBeNull();
    expect(shownSpeaker('Project Manager')).toBe('Project Manager');
  });

  it('estimates tokens on the safe side, a CJK character a token', () => {
    expect(approximateTokens('a'.repeat(350))).toBe(100);
    expect(approximateTokens('蜜蜂在屋顶上')).toBe(6);
  });
});

describe('sections', () => {
  const passages = buildPassages(parseTranscript(longTranscript(12_000, 5)).turns);

  it('fit the budget, in order, every passage once', () => {
    const sections = planSections(passages, null, 2000);
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) expect(tokensOf(section.passages)).toBeLessThanOrEqual(2000);
    expect(sections.flatMap((s) => s.passages.map((p) => p.id))).toEqual(passages.map((p) => p.id));
  });

  it("follow the creator's chapters, cutting one only when it is over the budget", () => {
    const end = passages.at(-1)?.start ?? 0;
    const chapters = [
      { title: 'Soil', startSeconds: 0 },
      { title: 'Water', startSeconds: Math.round(end / 3) },
      { title: 'Harvest', startSeconds: Math.round((2 * end) / 3) },
    ];
    const roomy = planSections(passages, chapters, 100_000);
    expect(roomy.map((s) => s.chapterTitle)).toEqual(['Soil', 'Water', 'Harvest']);
    expect(roomy[1]?.passages[0]?.start).toBeGreaterThanOrEqual(chapters[1]?.startSeconds ?? 0);
    const tight = planSections(passages, chapters, 2000);
    expect(new Set(tight.map((s) => s.chapterTitle))).toEqual(new Set(['Soil', 'Water', 'Harvest']));
    expect(tight.length).toBeGreaterThan(3);
  });

  it('use topic shifts when the transcript has no times for the chapters', () => {
    const untimed = passages.map((p) => ({ ...p, start: null, end: null }));
    const sections = planSections(
      untimed,
      [
        { title: 'A', startSeconds: 0 },
        { title: 'B', startSeconds: 60 },
      ],
      3000,
    );
    expect(sections.every((s) => s.chapterTitle === null)).toBe(true);
  });
});
