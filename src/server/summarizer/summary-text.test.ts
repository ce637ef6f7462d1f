import { describe, expect, it } from 'vitest';
import type { Sentence } from './sentences';
import { composeSummary, isNamed, listOf, openingLine } from './summary-text';

function sentence(index: number, speaker: string | null, text: string): Sentence {
  return {
    index,
    text,
    wordCount: text.split(/\s+/).length,
    speaker,
    startSeconds: null,
    endSeconds: null,
    turn: index,
    whole: true,
  };
}

describe('the summary text', () => {
  it('knows anonymous labels are no names', () => {
    for (const label of ['Speaker 1', 'SPEAKER_02', 'spk 3', 'Unknown', 'Host', ''])
      expect(isNamed(label)).toBe(false);
    for (const label of ['Nora Vance', 'Project Manager', 'Hon. Bill Morneau'])
      expect(isNamed(label)).toBe(true);
  });

  it('opens with who talks about what', () => {
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(openingLine(['Nora Vance', 'Idris Okafor'], ['rooftop hives', 'varroa mites'])).toBe(
      'Nora Vance and Idris Okafor talk about rooftop hives and varroa mites.',
    );
    expect(openingLine(['A', 'B', 'C', 'D', 'E'], ['soil'])).toBe('A, B, C and others talk about soil.');
    expect(openingLine([], ['soil', 'water'])).toBe('This episode covers soil and water.');
  });

  it('attributes each run of one speaker in prose after its first full stop, never with a label', () => {
    const summary = composeSummary(
      'Nora and Idris talk about bees.',
      [
        sentence(0, 'Idris Okafor', 'Roofs are quiet places.'),
        sentence(1, 'Idris Okafor', 'Bees fly over the traffic.'),
        sentence(2, 'Nora Vance', 'Is wind a problem up there?'),
      ],
      true,
    );
    expect(summary).toBe(
      'Nora and Idris talk about bees.\n\nRoofs are quiet places, says Idris Okafor. Bees fly over the traffic. Is wind a problem up there?',
    );
    expect(summary).not.toMatch(/^[ \t]*(?:Idris Okafor|Nora Vance):/m);
  });

  it('leaves passages unattributed when no speaker is named', () => {
    const summary = composeSummary('', [sentence(0, 'Speaker 1', 'Roofs are quiet places.')], true);
    expect(summary).toBe('Roofs are quiet places.');
  });
});
