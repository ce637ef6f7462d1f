import { describe, expect, it } from 'vitest';
import { episodeForm, formLine } from './episode-form';
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
