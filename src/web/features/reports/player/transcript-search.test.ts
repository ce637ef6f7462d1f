import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '@shared/contract/reports';
import { findTurns, searchableTurns, splitMatches, turnAt } from './transcript-search';

const turn = (start: number | null, text: string): TranscriptTurn => ({
  speaker: null,
  start,
  end: null,
  text,
});

describe('transcript search', () => {
  const turns = [
    turn(0, 'Welcome to the show'),
    turn(12, 'Compound interest wins'),
    turn(40, 'Interest rates'),
  ];

  it('finds turns case-insensitively, from two characters on', () => {
    const lowered = searchableTurns(turns);
    expect(findTurns(lowered, 'INTEREST')).toEqual([1, 2]);
    expect(findTurns(lowered, 'i')).toEqual([]);
    expect(findTurns(lowered, 'nothing here')).toEqual([]);
  });

  it('splits text around every match, keeping its case', () => {
    expect(splitMatches('Interest on interest', 'interest')).toEqual([
      { text: 'Interest', match: true },
      { text: ' on ', match: false },
      { text: 'interest', match: true },
    ]);
  });

  it('finds the turn being said at a time', () => {
    expect(turnAt(turns, 0)).toBe(0);
    expect(turnAt(turns, 11.9)).toBe(0);
    expect(turnAt(turns, 12)).toBe(1);
    expect(turnAt(turns, 500)).toBe(2);
    expect(turnAt([turn(null, 'a')], 3)).toBe(-1);
  });
});
