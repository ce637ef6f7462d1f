import { describe, expect, it } from 'vitest';
import {
  findText,
  learningText,
  nearestPassage,
  placeText,
  resolveMoment,
  transcriptText,
  turnOffsets,
  type MomentSources,
  type MomentTurn,
} from './moment';

const turns: MomentTurn[] = [
  { speaker: 'Maya Chen', start: 0, end: 12, text: 'Welcome back to the show about sleep science.' },
  {
    speaker: 'Ravi Patel',
    start: 12,
    end: 30,
    text: 'Morning light sets the circadian clock for the whole day.',
  },
  { speaker: 'Maya Chen', start: 30, end: 41, text: 'So a walk before work really helps?' },
  { speaker: 'Ravi Patel', start: 41, end: 70, text: 'Yes: ten minutes outside beats any lamp indoors.' },
  { speaker: null, start: 70, end: null, text: 'Caffeine after two in the afternoon delays deep sleep.' },
];

const sources: MomentSources = {
  turns,
  learnings: [
    { title: 'Get morning light', detail: 'Ten minutes outside.', start: 12, end: 70, speaker: 'Ravi Patel' },
    { title: 'An old learning', detail: 'Stored before moments.' },
  ],
  quotes: [{ text: 'Morning light sets the circadian clock', speaker: 'Ravi Patel', start: 12, end: 30 }],
};

function selectionOf(text: string) {
  const whole = transcriptText(turns);
  const textStart = whole.indexOf(text);
  if (textStart === -1) throw new Error(`not in the transcript: ${text}`);
  return { part: 'transcript' as const, partIndex: 0, textStart, textEnd: textStart + text.length, text };
}

describe('the moment of a transcript selection', () => {
  it('is the turn it lies in', () => {
    expect(resolveMoment(selectionOf('circadian clock'), sources)).toEqual({
      startSeconds: 12,
      endSeconds: 30,
      speaker: 'Ravi Patel',
    });
  });

  it('runs from the start of the first turn to the end of the last, with the first speaker', () => {
    const selection = selectionOf('really helps?\nYes: ten minutes');
    expect(resolveMoment(selection, sources)).toEqual({
      startSeconds: 30,
      endSeconds: 70,
      speaker: 'Maya Chen',
    });
  });

  it('ignores offsets that do not hold the text, and finds the text instead', () => {
    const selection = { ...selectionOf('deep sleep'), textStart: 0, textEnd: 10 };
    expect(resolveMoment(selection, sources)).toEqual({ startSeconds: 70, endSeconds: null, speaker: null });
  });

  it('has no moment when the transcript has no times', () => {
    const untimed = turns.map((turn) => ({ ...turn, start: null, end: null }));
    expect(resolveMoment(selectionOf('circadian clock'), { ...sources, turns: untimed })).toEqual({
      startSeconds: null,
      endSeconds: null,
      speaker: 'Ravi Patel',
    });
  });

  it('counts offsets over the turn texts joined by line breaks', () => {
    expect(turnOffsets(turns).slice(0, 2)).toEqual([0, (turns[0]?.text.length ?? 0) + 1]);
  });
});

describe('the moment of a learning or a quote', () => {
  it('is the stored moment of the learning', () => {
    const selection = {
      part: 'learning' as const,
      partIndex: 0,
      textStart: 0,
      textEnd: 9,
      text: 'Get morni',
    };
    expect(resolveMoment(selection, sources)).toEqual({
      startSeconds: 12,
      endSeconds: 70,
      speaker: 'Ravi Patel',
    });
  });

  it('is none for a learning stored before moments, or one that is gone', () => {
    const old = { part: 'learning' as const, partIndex: 1, textStart: 0, textEnd: 3, text: 'An ' };
    expect(resolveMoment(old, sources)).toEqual({ startSeconds: null, endSeconds: null, speaker: null });
    expect(resolveMoment({ ...old, partIndex: 9 }, sources).startSeconds).toBeNull();
  });

  it('is the stored moment of the quote', () => {
    const selection = { part: 'quote' as const, partIndex: 0, textStart: 0, textEnd: 7, text: 'Morning' };
    expect(resolveMoment(selection, sources)).toEqual({
      startSeconds: 12,
      endSeconds: 30,
      speaker: 'Ravi Patel',
    });
  });
});

describe('the moment of summary text', () => {
  it('is the passage with the best word overlap', () => {
    const selection = {
      part: 'summary' as const,
      partIndex: 0,
      textStart: 0,
      textEnd: 40,
      text: 'Ten minutes spent outside beats a lamp.',
    };
    expect(resolveMoment(selection, sources)).toEqual({
      startSeconds: 41,
      endSeconds: 70,
      speaker: 'Ravi Patel',
    });
  });

  it('can span a few turns', () => {
    const passage = nearestPassage(turns, 'A walk before work in morning light sets your circadian clock.');
    expect(passage).toMatchObject({ first: 1, last: 2 });
  });

  it('is none when too few words overlap', () => {
    const selection = {
      part: 'summary' as const,
      partIndex: 0,
      textStart: 0,
      textEnd: 30,
      text: 'Budgeting apps and index funds for retirement.',
    };
    expect(resolveMoment(selection, sources)).toEqual({
      startSeconds: null,
      endSeconds: null,
      speaker: null,
    });
  });

  it('is none for a transcript-less report', () => {
    expect(nearestPassage([], 'morning light')).toBeNull();
  });
});

describe('placing text without offsets', () => {
  it('finds text in the transcript first, ignoring case and spacing', () => {
    const placed = placeText('MORNING   light sets', { ...sources, summary: '' });
    const whole = transcriptText(turns);
    expect(placed).toEqual({
      part: 'transcript',
      partIndex: 1,
      textStart: whole.indexOf('Morning light sets'),
      textEnd: whole.indexOf('Morning light sets') + 'Morning light sets'.length,
    });
  });

  it('then in learnings, quotes and the summary', () => {
    expect(placeText('ten minutes outside.', { ...sources, turns: [], summary: '' })).toEqual({
      part: 'learning',
      partIndex: 0,
      textStart: learningText({ title: 'Get morning light', detail: '' }).length + 1,
      textEnd: learningText({ title: 'Get morning light', detail: 'Ten minutes outside.' }).length,
    });
    expect(
      placeText('a summary line', { turns: [], learnings: [], quotes: [], summary: 'Just a summary line.' }),
    ).toMatchObject({ part: 'summary', textStart: 5, textEnd: 19 });
    expect(placeText('nowhere', { ...sources, summary: 'x' })).toBeNull();
  });

  it('maps a match back to the original offsets', () => {
    expect(findText('One  two\nthree', 'two three')).toEqual({ start: 5, end: 14 });
  });
});
