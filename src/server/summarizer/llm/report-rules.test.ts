import { describe, expect, it } from 'vitest';
import { countWords, ReportRulesError, ruleProblems, trimToRules } from './report-rules';

const sentence = (i: number) => `Point ${i} is a plain sentence of exactly ten words.`;
const summaryOf = (sentences: number) =>
  Array.from({ length: sentences }, (_, i) => sentence(i + 1)).join(' ');
const learnings = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `T${i}`, detail: `D${i}.` }));

describe('the report rules for model output', () => {
  it('counts words in any script, not only where spaces separate them', () => {
    expect(countWords('Bees like warm roofs — in spring, mostly.')).toBe(7);
    expect(countWords('蜜蜂喜欢温暖的屋顶')).toBeGreaterThan(2);
  });

  it('names nothing when the report keeps every rule', () => {
    expect(ruleProblems({ title: 'Bees', summary: summaryOf(20), keyLearnings: learnings(3) })).toEqual([]);
  });

  it('names a short summary, missing learnings, a long title and long learning titles', () => {
    const problems = ruleProblems({
      title: 'x'.repeat(120),
      summary: summaryOf(5),
      keyLearnings: [
        { title: 'one two three four five six seven eight nine', detail: 'd' },
        { title: 'a b c d e f g h i j', detail: 'd' },
      ],
    });
    expect(problems).toEqual([
      'The summary has 50 words; it must have 150–400.',
      'There are 2 key learnings; give 3–7.',
      'The title has 120 characters; it must have at most 90.',
      'Key learning titles 1 and 2 are longer than 8 words; shorten them.',
    ]);
  });

  it('cuts a long summary at the last whole sentence within 400 words', () => {
    const trimmed = trimToRules({ title: 'Bees', summary: summaryOf(45), keyLearnings: learnings(3) });
    expect(trimmed.summary).toBe(summaryOf(40));
  });

  it('refuses what trimming cannot repair', () => {
    expect(() => trimToRules({ title: 'B', summary: summaryOf(10), keyLearnings: learnings(3) })).toThrow(
      ReportRulesError,
    );
    // One 450-word sentence: no sentence boundary within 400 words.
    const oneSentence = `${'word '.repeat(450).trim()}.`;
    expect(() => trimToRules({ title: 'B', summary: oneSentence, keyLearnings: learnings(3) })).toThrow(
      /keeps 0 words/,
    );
  });

  it('cuts a title made of one overlong word inside the word', () => {
    const trimmed = trimToRules({
      title: 'x'.repeat(200),
      summary: summaryOf(20),
      keyLearnings: learnings(3),
    });
    expect(trimmed.title).toBe('x'.repeat(90));
  });
});
