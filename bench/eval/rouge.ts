/**
 * ROUGE-1/2/L F1 with js-rouge (ADR 112). Every system is tokenised the same way: lower-cased words, no
 * punctuation, and split into sentences by the same segmenter for ROUGE-L (summary-level LCS).
 */
import { l, n } from 'js-rouge';
import { sentencesOf, wordsOf } from './words-and-sentences';

export interface RougeScores {
  rouge1: number;
  rouge2: number;
  rougeL: number;
}

const rougeTokens = (text: string): string[] => wordsOf(text.toLowerCase());

const options = { tokenizer: rougeTokens, caseSensitive: true } as const;

export function rougeScores(candidate: string, reference: string): RougeScores {
  if (rougeTokens(candidate).length === 0 || rougeTokens(reference).length === 0)
    return { rouge1: 0, rouge2: 0, rougeL: 0 };
  return {
    rouge1: n(candidate, reference, { ...options, n: 1 }),
    rouge2: n(candidate, reference, { ...options, n: 2 }),
    rougeL: l(candidate, reference, { ...options, segmenter: sentencesOf }),
  };
}

export function meanScores(all: RougeScores[]): RougeScores {
  const mean = (pick: (s: RougeScores) => number) =>
    all.length === 0 ? 0 : all.reduce((sum, s) => sum + pick(s), 0) / all.length;
  return { rouge1: mean((s) => s.rouge1), rouge2: mean((s) => s.rouge2), rougeL: mean((s) => s.rougeL) };
}
