import { describe, expect, it } from 'vitest';
import { chapterParts, topicParts, topicShifts } from './arc';
import { buildTermSpace } from './vectors';

const bees = [
  'Rooftop hives need a windbreak against the gusts.',
  'Bees on a roof forage over parks and gardens.',
  'A hive on the roof needs water close by for the bees.',
  'Queens in rooftop hives mate over the city.',
  'The bees from a roof hive find lime trees in July.',
  'Honey from rooftop hives tastes of the city parks.',
];
const taxes = [
  'Quarterly tax payments keep a freelancer out of debt.',
  'A freelancer should set aside a third of each invoice for tax.',
  'Receipts for equipment lower the tax a freelancer pays.',
  'The tax office charges interest on late payments.',
  'An accountant saves a freelancer more tax than the fee.',
  'Invoices and receipts belong in one folder for the tax year.',
];

describe('the episode’s main parts', () => {
  it('moves a boundary to where the subject changes', () => {
    // 14 sentences on bees, then 10 on taxes: an equal split would cut at 12, the shift is at 14.
    const texts = [...bees, ...bees.slice(0, 2), ...bees, ...taxes, ...taxes.slice(0, 4)];
    const space = buildTermSpace(texts);
    expect(topicParts(space.vectors, space.termIds.size, 2)).toEqual([0, 14]);
  });

  it('finds chapters where the subject changes, however far from an even split', () => {
    // 6 sentences on taxes, 24 on bees, 6 on taxes again: even thirds would cut at 12 and 24.
    const texts = [...taxes, ...bees, ...bees, ...bees, ...bees, ...taxes];
    const space = buildTermSpace(texts);
    expect(topicShifts(space.vectors, space.termIds.size, 3)).toEqual([0, 6, 30]);
  });

  it('keeps a short transcript in one part', () => {
    const space = buildTermSpace(bees);
    expect(topicParts(space.vectors, space.termIds.size, 2)).toEqual([0]);
    expect(topicParts(space.vectors, space.termIds.size, 1)).toEqual([0]);
  });
});

describe('the parts where the creator gave chapters', () => {
  // Twelve sentences, one every ten seconds from 0 to 110.
  const starts = Array.from({ length: 12 }, (_, i) => i * 10);

  it('start each part at the first sentence said at or after a chapter starts', () => {
    const chapters = [
      { title: 'Intro', startSeconds: 0 },
      { title: 'Hives on roofs', startSeconds: 35 },
    ];
    expect(chapterParts(starts, chapters, 2)).toEqual([0, 4]);
  });

  it('join more chapters than parts, keeping the starts nearest an equal split', () => {
    const chapters = [5, 0, 22, 61, 80, 100].map((s, i) => ({ title: `Chapter ${i}`, startSeconds: s }));
    // Sentence starts 1, 3, 7, 8 and 10 are candidates; thirds of 12 sentences fall at 4 and 8.
    expect(chapterParts(starts, chapters, 3)).toEqual([0, 3, 8]);
  });

  it('give none without two places to cut: one chapter, no timestamps, or chapters after the end', () => {
    expect(chapterParts(starts, [{ title: 'All of it', startSeconds: 0 }], 2)).toBeNull();
    expect(
      chapterParts(
        starts.map(() => null),
        [{ title: 'Later', startSeconds: 50 }],
        2,
      ),
    ).toBeNull();
    expect(chapterParts(starts, [{ title: 'After', startSeconds: 500 }], 2)).toBeNull();
    expect(chapterParts(starts, [{ title: 'Later', startSeconds: 50 }], 1)).toBeNull();
  });
});
