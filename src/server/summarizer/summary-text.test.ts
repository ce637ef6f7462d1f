import { describe, expect, it } from 'vitest';
import type { Sentence } from './sentences';
import { chooseAttributions, composeArc, isNamed, listOf } from './summary-text';

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

  it('lists names', () => {
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listOf(['a'])).toBe('a');
  });

  it('attributes only where the speaker matters, at most one sentence in three', () => {
    const parts = [
      [
        sentence(0, 'Idris Okafor', 'Roofs are quiet places for hives.'),
        sentence(1, 'Nora Vance', 'I lost two colonies to the wind last year.'),
      ],
      [
        sentence(2, 'Idris Okafor', 'We recommend a windbreak on every roof.'),
        sentence(3, 'Nora Vance', 'My neighbours were sceptical at first.'),
        sentence(4, 'Idris Okafor', 'Bees fly over the traffic.'),
      ],
    ];
    // Six sentences with the opening line: two attributions at most, and only first-person views.
    const chosen = chooseAttributions(parts, true, 1);
    expect([...chosen]).toEqual([1, 2]);
    expect(chooseAttributions(parts, false, 1).size).toBe(0);

    const summary = composeArc('Nora and Idris talk about bees.', parts, chosen);
    expect(summary).toBe(
      'Nora and Idris talk about bees.\n\n' +
        'Roofs are quiet places for hives. I lost two colonies to the wind last year, says Nora Vance.\n\n' +
        'We recommend a windbreak on every roof, says Idris Okafor. My neighbours were sceptical at first. ' +
        'Bees fly over the traffic.',
    );
    expect(summary).not.toMatch(/^[ \t]*(?:Idris Okafor|Nora Vance):/m);
  });

  it('never attributes an anonymous label', () => {
    const parts = [
      [sentence(0, 'Speaker 1', 'I keep bees on roofs.'), sentence(1, null, 'Roofs are quiet.')],
    ];
    expect(chooseAttributions(parts, true, 5).size).toBe(0);
    expect(composeArc('', parts, new Set([0]))).toBe('I keep bees on roofs. Roofs are quiet.');
  });
});
