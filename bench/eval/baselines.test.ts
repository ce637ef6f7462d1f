import { describe, expect, it } from 'vitest';
import { cutToWords, leadBaseline, textRankBaseline, textRankScores } from './baselines';
import { rougeScores } from './rouge';

describe('baselines', () => {
  it('LEAD keeps the first words, punctuation included', () => {
    expect(leadBaseline('One two. Three four five.', 3)).toBe('One two. Three');
    expect(cutToWords('Short.', 10)).toBe('Short.');
  });

  it('TextRank ranks the sentence that shares most with the others first', () => {
    const sentences = [
      'Cats sleep a lot.',
      'Cats and dogs sleep a lot in the sun.',
      'Dogs sleep in the sun.',
      'Taxes are due in April.',
    ];
    const scores = textRankScores(sentences);
    expect(scores.indexOf(Math.max(...scores))).toBe(1);
    expect(textRankBaseline(sentences.join(' '), 9)).toBe('Cats and dogs sleep a lot in the sun.');
  });
});

describe('ROUGE', () => {
  it('scores identical text 1 and unrelated text 0, case-insensitively', () => {
    expect(rougeScores('The cat sat.', 'the CAT sat')).toEqual({ rouge1: 1, rouge2: 1, rougeL: 1 });
    expect(rougeScores('Dogs bark.', 'Cats purr.')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
    expect(rougeScores('', 'Cats purr.')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
  });
});
