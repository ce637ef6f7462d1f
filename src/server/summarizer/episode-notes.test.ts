import { describe, expect, it } from 'vitest';
import {
  coldOpenOpening,
  descriptionOpening,
  guestLine,
  showNotesChapters,
  welcomedShow,
} from './episode-notes';
import { segmentTranscript } from './sentences';

describe('show notes', () => {
  it('open with their first sentences about the episode, not links, sponsors, credits or timestamps', () => {
    const notes = [
      'Episode 12',
      'Idris Okafor keeps forty hives on London rooftops. He explains why city bees often do better than country ones, and what a beginner needs.',
      'Sponsored by Hivemind: use code BEES at hivemind.example.com.',
      '00:00 Welcome',
    ].join('\n');
    expect(descriptionOpening(notes)).toBe(
      'Idris Okafor keeps forty hives on London rooftops. He explains why city bees often do better than country ones, and what a beginner needs.',
    );
    expect(descriptionOpening('<p>Listen now at <a href="https://x.example">our site</a>.</p>')).toBeNull();
    // A teaser the feed cut off says nothing whole.
    expect(descriptionOpening('Idris Okafor keeps forty hives on London rooftops and he…')).toBeNull();
    expect(descriptionOpening(null)).toBeNull();
  });

  it('give chapters from timestamped lines, in any of the usual forms', () => {
    expect(
      showNotesChapters(
        'Idris on bees.\n00:00 Welcome\n(02:30) - Why roofs\n[12:05] Swarm season\n1:02:03 Honey',
      ),
    ).toEqual([
      { title: 'Welcome', startSeconds: 0 },
      { title: 'Why roofs', startSeconds: 150 },
      { title: 'Swarm season', startSeconds: 725 },
      { title: 'Honey', startSeconds: 3723 },
    ]);
    expect(showNotesChapters('<ul><li>Welcome (0:00)</li><li>Why roofs – 4:10</li></ul>')).toEqual([
      { title: 'Welcome', startSeconds: 0 },
      { title: 'Why roofs', startSeconds: 250 },
    ]);
  });

  it('give no chapters from a single time, times out of order, or a list that starts late', () => {
    expect(showNotesChapters('We met at 10:30 for coffee.')).toBeNull();
    expect(showNotesChapters('12:00 Middle\n11:00 Earlier')).toBeNull();
    expect(showNotesChapters('20:00 Late\n30:00 Later')).toBeNull();
  });

  it('name the guests a feed lists, unless the opening already does', () => {
    const persons = [
      { name: 'Nora Vance', role: 'host' },
      { name: 'Idris Okafor', role: 'guest' },
      { name: 'Ann Lee', role: 'Guest' },
    ];
    expect(guestLine(persons, '')).toBe('The guests are Idris Okafor and Ann Lee.');
    expect(guestLine(persons, 'Idris Okafor keeps bees.')).toBe('The guest is Ann Lee.');
    expect(guestLine([{ name: 'Nora Vance' }], '')).toBeNull();
  });
});

describe("the host's cold open", () => {
  const open = (...lines: string[]) =>
    coldOpenOpening(
      segmentTranscript(lines.map((text, i) => ({ speaker: null, start: i * 5, end: null, text }))),
    );

  it('says what the episode is about and who the guest is, as a plain sentence', () => {
    expect(
      open('Welcome back.', 'Today we are talking about rooftop beekeeping in big cities, and why it works.'),
    ).toBe('The episode is about rooftop beekeeping in big cities.');
    expect(open('Hello everyone.', 'My guest today is Idris Okafor, who keeps forty hives.')).toBe(
      'The guest is Idris Okafor.',
    );
    expect(open('This week, we look at one of the most active communities, Python Discord.')).toBe(
      'The episode is about one of the most active communities, Python Discord.',
    );
  });

  it('says nothing when the host frames nothing, or only with a pointer', () => {
    expect(open('So the hives were fine.', 'Bees need water on a roof.')).toBeNull();
    expect(open('Today we are talking about it.', 'Bees need water.')).toBeNull();
  });
});

describe("the host's welcome", () => {
  const welcomed = (...lines: string[]) =>
    welcomedShow(
      segmentTranscript(lines.map((text, i) => ({ speaker: null, start: i * 5, end: null, text }))),
    );

  it('names the show or the meeting, whole', () => {
    expect(welcomed('Welcome to another episode of Practical AI.', 'Bees need water.')).toEqual({
      kind: 'show',
      name: 'Practical AI',
    });
    expect(welcomed('Hello and welcome to Talk Python to Me, a weekly show about Python.')).toEqual({
      kind: 'show',
      name: 'Talk Python to Me',
    });
    expect(
      welcomed(
        'I call this meeting to order. Welcome to the sixth meeting of the Special Committee on the COVID-19 pandemic.',
      ),
    ).toEqual({ kind: 'meeting', name: 'the Special Committee' });
    expect(welcomed('Welcome to the Children, Young People and Education Committee this morning.')).toEqual({
      kind: 'meeting',
      name: 'the Children, Young People and Education Committee',
    });
  });

  it('names nothing when the welcome has no name', () => {
    expect(welcomed('Welcome to the show, everyone.', 'Bees need water.')).toBeNull();
    expect(welcomed('Welcome back, everyone.', 'Bees need water.')).toBeNull();
  });

  it('takes a guest named in the welcome for the framing', () => {
    expect(
      coldOpenOpening(
        segmentTranscript([
          {
            speaker: null,
            start: 0,
            end: null,
            text: 'Talk Python to Me, episode number one, with guest Nicola Ioroshi, recorded in 2015.',
          },
        ]),
      ),
    ).toBe('The guest is Nicola Ioroshi.');
  });
});
