import { describe, expect, it } from 'vitest';
import { creditedSpeakers, groundingContext, namesIn, numbersIn, problemOf } from './grounding';
import type { Passage } from './passages';

const passage = (id: number, text: string, speaker: string | null = 'Idris Okafor'): Passage => ({
  id,
  text,
  speaker,
  start: id * 10,
  end: id * 10 + 9,
});
const hives = passage(
  1,
  'I keep forty hives on the roofs of office buildings, and we lost 12 colonies in the 2021 winter.',
);
const host = passage(
  2,
  'So the diversity of the city is actually an advantage for the bees, Idris?',
  'Nora Vance',
);
const context = groundingContext([hives, host], 'Bees on the roof', [{ name: 'Idris Okafor' }]);

describe('the grounding checks', () => {
  it('reads numbers as digits and words alike', () => {
    expect([...numbersIn('forty hives, 12 colonies, 1,000 bees, 3.5 kg, twenty-five days')]).toEqual(
      expect.arrayContaining(['40', '12', '1000', '3.5', '25']),
    );
  });

  it('passes a point its passage says, in other words too', () => {
    expect(problemOf('He keeps 40 hives on office roofs.', [hives], context)).toBeNull();
    expect(problemOf('Twelve colonies were lost in the 2021 winter.', [hives], context)).toBeNull();
  });

  it('drops a changed number, an invented name, a paraphrased quotation', () => {
    expect(problemOf('He keeps 45 hives on office roofs.', [hives], context)).toMatch(/number “45”/);
    expect(problemOf('He keeps forty hives on roofs owned by Quince.', [hives], context)).toMatch(
      /name “Quince”/,
    );
    expect(problemOf('He says “I keep many hives on office roofs”.', [hives], context)).toMatch(/quotation/);
    expect(problemOf('He says “I keep forty hives on the roofs”.', [hives], context)).toBeNull();
  });

  it('drops a statement credited to someone who did not say it', () => {
    expect(problemOf('Nora Vance says she keeps forty hives on office roofs.', [hives], context)).toMatch(
      /credits Nora Vance, but the passage it cites was said by Idris Okafor/,
    );
    expect(problemOf('Idris says he keeps forty hives on office roofs.', [hives], context)).toBeNull();
  });

  it('credits a speaker labelled by a role under the name they introduced themselves with', () => {
    const pm = passage(
      3,
      "I'm Ada Longmund, the project manager, and our project is a new remote control.",
      'Project Manager',
    );
    const meeting = groundingContext([pm], 'Kickoff');
    expect(problemOf('Ada Longmund explains the project is a new remote control.', [pm], meeting)).toBeNull();
    expect(problemOf('Tom Reyes explains the project is a new remote control.', [pm], meeting)).toMatch(
      /credits Tom Reyes, but the passage it cites was said by Project Manager/,
    );
  });

  it('drops anonymous labels, sponsor lines and what the passage does not say', () => {
    expect(problemOf('SPEAKER_01 keeps forty hives on office roofs.', [hives], context)).toMatch(/anonymous/);
    expect(problemOf('Speaker 2 keeps forty hives on office roofs.', [hives], context)).toMatch(/anonymous/);
    expect(problemOf('This episode is brought to you by Acme Honey.', [hives], context)).toMatch(/sponsor/);
    expect(problemOf('The council requires a permit for every rooftop.', [hives], context)).toMatch(
      /does not say this/,
    );
    expect(problemOf('He keeps forty hives.', [], context)).toMatch(/cites no passage/);
  });

  it('tells a name from a word that opens a sentence', () => {
    expect(namesIn('Colonies were lost. Maya Chen keeps hives.', context)).toEqual(['Maya', 'Chen']);
    expect(namesIn('Schemaless storage suits changing APIs.', context)).toEqual(['APIs']);
    expect(namesIn('The guest met Maya Chen in London.', context)).toEqual(['Maya', 'Chen', 'London']);
    expect(namesIn('Remote care grew with COVID-19.', context)).toEqual(['COVID']);
    const covid = passage(4, 'Remote care exploded in the COVID-19 pandemic, for 19 months.');
    expect(problemOf('Remote care grew in the COVID-19 pandemic.', [covid], context)).toBeNull();
    expect(creditedSpeakers('According to Maya Chen, bees swarm. Tom argues otherwise.')).toEqual([
      'Maya Chen',
      'Tom',
    ]);
    expect(creditedSpeakers('A developer binds a data source to EVE, describes the endpoints.')).toEqual([]);
  });
});
