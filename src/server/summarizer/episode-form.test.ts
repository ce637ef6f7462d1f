import { describe, expect, it } from 'vitest';
import { episodeForm, episodeGenre, formLine } from './episode-form';
import { segmentTranscript } from './sentences';

/** A transcript of turns: [speaker, text]. */
const turns = (...lines: [string | null, string][]) =>
  segmentTranscript(lines.map(([speaker, text], i) => ({ speaker, start: i * 10, end: null, text })));

const answer =
  'Rooftop hives need shade and water in summer, and a windbreak on the side the weather comes from.';

describe('the form of an episode', () => {
  it('is an interview when one of two voices asks most questions and talks less', () => {
    const lines: [string, string][] = [];
    for (let k = 0; k < 5; k++)
      lines.push(['Nora Vance', 'Why do bees do well on roofs?'], ['Idris Okafor', answer]);
    expect(episodeForm(turns(...lines))?.phrase).toBe('an interview of Idris Okafor by Nora Vance');
  });

  it('is a conversation between two voices who both ask and tell', () => {
    expect(episodeForm(turns(['Ann Lee', answer], ['Bo Chen', answer], ['Ann Lee', answer]))?.phrase).toBe(
      'a conversation between Ann Lee and Bo Chen',
    );
  });

  it('is a discussion of the main voices, with others when minor or unnamed voices join', () => {
    const form = episodeForm(
      turns(['Ann Lee', answer], ['Bo Chen', answer], ['Cy Diaz', answer], ['Speaker 4', 'Yes.']),
    );
    expect(form?.phrase).toBe('a discussion between Ann Lee, Bo Chen, Cy Diaz and others');
    expect(form?.names).toEqual(['Ann Lee', 'Bo Chen', 'Cy Diaz']);
  });

  it('counts speakers without names, and a role with a letter is no name', () => {
    expect(episodeForm(turns(['Speaker 1', answer], ['Grad A', answer], ['Speaker 3', answer]))?.phrase).toBe(
      'a discussion between three speakers',
    );
  });

  it('is a solo episode when one named voice says nearly everything', () => {
    expect(episodeForm(turns(['Ann Lee', answer], ['Ann Lee', answer]))?.phrase).toBe(
      'a solo episode by Ann Lee',
    );
  });

  it('cannot be told without speakers', () => {
    expect(episodeForm(turns([null, answer], [null, answer]))).toBeNull();
  });

  it('drops the parentheses a label carries', () => {
    const form = episodeForm(turns(['The Chair (Hon. A. Rota (Lib.))', answer], ['Bo Chen', answer]));
    expect(form?.phrase).toBe('a conversation between the Chair and Bo Chen');
  });
});

describe('the first line from the show and the form', () => {
  const form = { phrase: 'a conversation between Ann Lee and Bo Chen', names: ['Ann Lee', 'Bo Chen'] };

  it('is one written sentence with a verb', () => {
    expect(formLine({ kind: 'show', name: 'Practical AI' }, form)).toBe(
      'The episode of Practical AI is a conversation between Ann Lee and Bo Chen.',
    );
    expect(formLine({ kind: 'meeting', name: 'the Finance Committee' }, form)).toBe(
      'The episode is a meeting of the Finance Committee, a conversation between Ann Lee and Bo Chen.',
    );
    expect(formLine({ kind: 'show', name: 'Practical AI' }, null)).toBe('The episode is from Practical AI.');
    expect(formLine(null, form)).toBe('The episode is a conversation between Ann Lee and Bo Chen.');
    expect(formLine(null, null)).toBeNull();
  });
});

describe('a whole episode that is a game or a live demo', () => {
  const talk =
    'Honey bees forage up to three kilometres from the hive when flowers are scarce in late summer.';
  const moves = [
    'That is correct, ten points to the blue team.',
    'Time is up, and the buzzer goes to the red team.',
    'The next round is about insects that live in cities.',
    'You are absolutely correct, that gets you five points.',
    'The final round doubles every answer on the board.',
  ];
  /** Talk, with `lines` put in at the given places of twenty. */
  const episode = (lines: string[], at: number[]) => {
    const list: [string, string][] = Array.from({ length: 20 }, (_, i) => [
      i % 2 ? 'Bo Chen' : 'Ann Lee',
      talk,
    ]);
    lines.forEach((line, k) => {
      list[at[k] ?? 0] = ['Ann Lee', line];
    });
    return turns(...list);
  };

  it('is a game show when moves of a game run through it', () => {
    expect(episodeGenre(episode(moves, [1, 5, 9, 13, 17]))).toBe('game');
  });

  it('is a live demo when the screen is narrated throughout', () => {
    const steps = [
      'Now I just click on the settings tab in the corner.',
      'As you can see here, the chart redraws with the new range.',
      'Let me scroll down to the export button at the bottom.',
      'If I hover over a bar, the tooltip shows the daily count.',
      'We’ll switch over to the terminal to run the import again.',
    ];
    expect(episodeGenre(episode(steps, [0, 4, 8, 12, 19]))).toBe('demo');
  });

  it('is neither for a passing move, or a game played in one short stretch of a conversation', () => {
    expect(episodeGenre(episode(moves.slice(0, 1), [3]))).toBeNull();
    expect(episodeGenre(episode(moves, [2, 3, 4, 5, 6]))).toBeNull();
  });

  it('is named in the first line with the show and the form', () => {
    const form = { phrase: 'a discussion between Ann Lee, Bo Chen and Cy Diaz', names: [] };
    expect(formLine({ kind: 'show', name: 'Quiz Night' }, form, 'game')).toBe(
      'The episode of Quiz Night is a game show, a discussion between Ann Lee, Bo Chen and Cy Diaz.',
    );
    expect(formLine(null, null, 'demo')).toBe('The episode is a live demo.');
    // A meeting stays a meeting.
    expect(formLine({ kind: 'meeting', name: 'the Finance Committee' }, null, 'game')).toBe(
      'The episode is a meeting of the Finance Committee.',
    );
  });
});
