import { describe, expect, it } from 'vitest';
import { isGarbled, nounPhrases } from './phrases';
import { selectByCoverage } from './coverage';
import { buildTermSpace } from './vectors';

describe('noun phrases', () => {
  it('finds the phrases of a sentence, trimmed of vague edges, and joins them through a preposition', () => {
    const phrases = nounPhrases(
      'Forage diversity is the single biggest factor in colony health that I can see from the outside.',
    ).map((p) => p.key);
    expect(phrases).toContain('forage diversity');
    expect(phrases).toContain('colony health');
    expect(phrases).toContain('factor in colony health');
    for (const phrase of phrases)
      expect(phrase).not.toMatch(/^(?:the|single|biggest)\b|\b(?:the|that|outside)$/i);
  });

  it('never ends a phrase on a stop word or an adverb', () => {
    for (const { text } of nounPhrases('We really want the whole thing to work better and more uniquely.'))
      expect(text).not.toMatch(/\b(?:thing|better|uniquely|whole)$/);
  });
});

describe('garbled speech', () => {
  it('is told from grammar: an article before a pronoun, two conjunctions in a row', () => {
    expect(isGarbled('You would get so but we love this that the you get a parity error.')).toBe(true);
    expect(isGarbled('Contamination is the real enemy of city compost.')).toBe(false);
    expect(isGarbled('That is the point, and this is why we measure.')).toBe(false);
  });
});

describe('budgeted coverage', () => {
  it('covers different terms within the budget instead of repeating the central point', () => {
    const texts = [
      'Bees need water every day in summer.',
      'Bees need water every single day in the summer heat.',
      'Varroa mites spread viruses between colonies.',
      'Wind on exposed roofs chills the hives.',
    ];
    const space = buildTermSpace(texts);
    const df = new Float64Array(space.idf.length);
    for (const v of space.vectors) for (const id of v.ids) df[id] = (df[id] ?? 0) + 1;
    const candidates = texts.map((text, index) => ({
      index,
      terms: space.vectors[index]?.ids ?? new Int32Array(),
      cost: text.split(' ').length,
      score: index === 1 ? 1 : 0.8,
      vector: space.vectors[index] ?? { ids: new Int32Array(), weights: new Float64Array() },
    }));
    const picks = selectByCoverage(candidates, df, { budget: 20, target: 20, maxSimilarity: 0.5 });
    const chosen = picks.map((p) => p.index).sort();
    expect(chosen).toContain(2);
    expect(chosen.filter((i) => i === 0 || i === 1)).toHaveLength(1);
    expect(picks.reduce((n, p) => n + p.cost, 0)).toBeLessThanOrEqual(20);
  });
});
