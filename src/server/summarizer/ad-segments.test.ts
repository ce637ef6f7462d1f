import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../transcripts/transcript';
import { brandsIn, findAdSegments, type AdSentence } from './ad-segments';
import { summarizeExtractive } from './extractive-summarizer';
import { isHousekeeping } from './passage-rules';
import { segmentTranscript } from './sentences';

/** Sentences of one speaker, ten seconds apart, unless a line says "Name: text". */
function said(lines: string[]): AdSentence[] {
  return lines.map((line, i) => {
    const labelled = /^([A-Z][a-z]+): (.*)$/.exec(line);
    return {
      text: labelled?.[2] ?? line,
      speaker: labelled?.[1] ?? null,
      startSeconds: i * 10,
    };
  });
}

/** The sentences a report may use. */
function kept(lines: string[], episodeTitle?: string): string[] {
  const sentences = said(lines);
  const { dropped } = findAdSegments(sentences, { episodeTitle });
  return sentences.filter((_, i) => !dropped[i]).map((s) => s.text);
}

const conversation = [
  'Compost needs air, water and a balance of greens and browns.',
  'A pile that smells has too much nitrogen or too little air.',
  'Turning it once a week fixes most of that.',
  'Browns are dry leaves, cardboard and straw.',
];

describe('ad and housekeeping segments', () => {
  it('drops a pre-roll from its cue to the return of the conversation, brand and all', () => {
    const lines = [
      'Welcome to Green Blocks.',
      'This episode is brought to you by Fernway.',
      'Fernway makes invoicing simple for small teams.',
      'Whether you run a bakery or a studio, Fernway helps you get paid faster.',
      'Go to fernway.com/green for a free month.',
      ...conversation,
    ];
    expect(kept(lines)).toEqual(['Welcome to Green Blocks.', ...conversation]);
    expect(findAdSegments(said(lines)).brands).toEqual(['Fernway']);
  });

  it('drops the copy after a cue even when it does not name the brand', () => {
    const lines = [
      'This episode is brought to you by Vantor.',
      "Whether it's scaling an application or training a model, it helps you move forward faster.",
      'Its cloud makes it simple to start in any region.',
      ...conversation,
    ];
    expect(kept(lines)).toEqual(conversation);
  });

  it('ends a mid-roll at the return cue and keeps what follows', () => {
    const lines = [
      conversation[0] as string,
      "We'll be right back after this.",
      'Support for this show comes from Quillbox, the notebook that syncs.',
      'Listeners of the show get twenty percent off with code LEAVES.',
      "And we're back with the question of smell.",
      conversation[1] as string,
    ];
    expect(kept(lines)).toEqual([
      conversation[0],
      "And we're back with the question of smell.",
      conversation[1],
    ]);
  });

  it('drops a post-roll with its address and the calls to subscribe and ring the bell', () => {
    const lines = [
      ...conversation,
      "That's the show, and it's been sponsored by Tallow and Brightwell.",
      'Visit tallow.com/podcast to try it free for thirty days.',
      'Be sure to subscribe, hit the bell and leave us a five-star review.',
    ];
    expect(kept(lines)).toEqual(conversation);
    expect(findAdSegments(said(lines)).brands).toEqual(['Tallow', 'Brightwell']);
  });

  it('drops a Patreon plug and nothing around it', () => {
    const lines = [
      conversation[0] as string,
      'If you like what we do, support us on Patreon.',
      'Patrons get every episode a week early.',
      conversation[1] as string,
      conversation[2] as string,
    ];
    expect(kept(lines)).toEqual(conversation.slice(0, 3));
  });

  it("drops the show's own promotion as one read, from its announcement to its address", () => {
    const lines = [
      conversation[0] as string,
      'Before we go on, a quick announcement.',
      'We built a dedicated course about compost, the one you need to start a city program.',
      'It walks through bins, routes and contracts.',
      'It ends with a working budget.',
      'And that is just the beginning.',
      'To learn more, visit greenblocks.fm/course or click the link in the show notes.',
      conversation[1] as string,
      conversation[2] as string,
    ];
    expect(kept(lines)).toEqual(conversation.slice(0, 3));
  });

  it('keeps a sentence that only mentions a sponsor, a subscription or Patreon in conversation', () => {
    const lines = [
      'We lost our biggest sponsor last year, and it changed how we budget.',
      'Readers subscribe to a newsletter for the voice, not the links.',
      'Some creators earn more on Patreon than from ads.',
      ...conversation,
    ];
    expect(kept(lines)).toEqual(lines);
    for (const line of lines) expect(isHousekeeping(line), line).toBe(false);
  });

  it('drops a host read between two turns of a labelled conversation', () => {
    const lines = [
      'Ben: Compost needs air, water and a balance of greens and browns.',
      'Ana: Now, a word from our sponsor.',
      "Ana: Today's episode is supported by Quillbox.",
      'Ana: Quillbox keeps every note of your team in one place.',
      'Ana: Try it free for thirty days at quillbox.com/green.',
      'Ana: Okay, back to our conversation with Ben.',
      'Ben: A pile that smells has too much nitrogen or too little air.',
    ];
    expect(kept(lines)).toEqual([
      'Compost needs air, water and a balance of greens and browns.',
      'Okay, back to our conversation with Ben.',
      'A pile that smells has too much nitrogen or too little air.',
    ]);
  });

  it('starts a segment at a mid-roll marker line', () => {
    const turns: TranscriptTurn[] = [
      conversation[0] as string,
      '— Ad break —',
      'Brightwell lamps light a whole desk for a dollar a year.',
      'Order yours at brightwell.com/green and save fifteen percent.',
      'So, as I was saying, the pile needs turning.',
      conversation[1] as string,
    ].map((text, i) => ({ start: i * 10, end: i * 10 + 9, speaker: null, text }));
    expect(segmentTranscript(turns).map((s) => s.text)).toEqual([
      conversation[0],
      'As I was saying, the pile needs turning.',
      conversation[1],
    ]);
  });

  it('ends a segment when another speaker speaks', () => {
    const lines = [
      'Ann: This episode is brought to you by Fernway.',
      'Ann: Try it free at fernway.com/ann.',
      'Bo: You can get started with a compost bin for under twenty dollars.',
      'Bo: Start small and grow with the garden.',
    ];
    expect(kept(lines)).toEqual([
      'You can get started with a compost bin for under twenty dollars.',
      'Start small and grow with the garden.',
    ]);
  });

  it('ends a segment after four lines without ad copy, and never runs past its bound', () => {
    const copy = 'Start your free trial today.';
    expect(
      kept(['This episode is brought to you by Fernway.', ...conversation, copy, ...conversation]),
    ).toEqual([...conversation, copy, ...conversation]);
    const long = kept(['This episode is brought to you by Fernway.', ...Array(40).fill(copy)]);
    expect(long.length).toBeGreaterThan(10);
  });

  it('drops other sentences that name the advertiser, unless the episode is about it', () => {
    const lines = [
      'This episode is brought to you by Fernway.',
      ...conversation,
      'We moved our own books to Fernway last spring.',
    ];
    expect(kept(lines)).toEqual(conversation);
    expect(kept(lines, 'How Fernway grew to a million invoices')).toEqual([
      ...conversation,
      'We moved our own books to Fernway last spring.',
    ]);
  });

  it('reads brands after every sponsor cue, in lists, and never a pronoun or the listeners', () => {
    expect(brandsIn('This episode is brought to you by Linode, Hover and Acme Cloud.')).toEqual([
      'Linode',
      'Hover',
      'Acme Cloud',
    ]);
    expect(brandsIn('Today’s episode is sponsored by our friends at Quillbox.')).toEqual(['Quillbox']);
    expect(brandsIn('Thanks to Fernway for sponsoring this episode.')).toEqual(['Fernway']);
    expect(brandsIn('This show is brought to you by listeners like you.')).toEqual([]);
    expect(brandsIn('Support for The Daily comes from Squarespace.')).toEqual(['Squarespace']);
    expect(brandsIn('Before we start, a quick thanks to our sponsor, Shopify.')).toEqual(['Shopify']);
    expect(brandsIn('This episode is brought to you by The Compost Society.')).toEqual(['Compost Society']);
    expect(brandsIn('It was powered by Flask and it supports MongoDB.')).toEqual([]);
  });

  it('leaves ad-free sentences with their times and gives an interrupted turn a new number', () => {
    const turns: TranscriptTurn[] = [
      {
        start: 0,
        end: 9,
        speaker: 'Ann',
        text: 'Compost needs air, water and a balance of greens and browns.',
      },
      { start: 10, end: 19, speaker: 'Ann', text: 'This episode is brought to you by Fernway.' },
      { start: 20, end: 29, speaker: 'Ann', text: 'Go to fernway.com/green for a free month of invoicing.' },
      {
        start: 30,
        end: 39,
        speaker: 'Ann',
        text: 'That is why a pile that smells has too much nitrogen in it.',
      },
    ];
    const sentences = segmentTranscript(turns);
    expect(sentences.map((s) => [s.index, s.startSeconds, s.turn])).toEqual([
      [0, 0, 0],
      [1, 30, 1],
    ]);
    expect(sentences.map((s) => s.text).join(' ')).not.toMatch(/fernway/i);
  });
});

describe('a report from an episode with ads', () => {
  const points = [
    'City compost programs fail when residents are not told what goes in the bin.',
    'Contamination is the real enemy of compost, because one plastic bag spoils a whole load.',
    'Clear pictures on the bin lid cut contamination by half in our first year.',
    'A pile that smells has too much nitrogen or too little air, so it needs browns and turning.',
    'Collection routes should follow the density of households, not the old garbage routes.',
    'Restaurants produce the cleanest food waste, so they are the best first partners for a program.',
    'Finished compost must be tested for heavy metals before it goes to community gardens.',
    'The cheapest win is a weekly reminder that tells residents their collection day.',
  ];
  const read = [
    'This episode is brought to you by Fernway.',
    'Fernway makes invoicing simple for small teams, and you can try it free for a month.',
    'Go to fernway.com/compost and use code GREEN for twenty percent off.',
    'And we are back to compost.',
  ];
  const turns: TranscriptTurn[] = [
    ...points.slice(0, 4),
    ...read,
    ...points.slice(4),
    'Our own office moved its invoices to Fernway last spring, and the team liked it.',
  ].map((text, i) => ({ start: i * 12, end: i * 12 + 11, speaker: i % 2 ? 'Ana Ruiz' : 'Ben Cole', text }));

  it('never shows the advertiser, and keeps the moments of what it shows', () => {
    const report = summarizeExtractive({ turns });
    expect(JSON.stringify(report)).not.toMatch(/fernway|twenty percent|code GREEN/i);
    for (const learning of report.keyLearnings) {
      const said = turns.find((t) => learning.detail.startsWith(t.text.slice(0, 30)));
      expect(said?.start, learning.detail).toBe(learning.start);
    }
  });

  it('may name a brand the episode is about', () => {
    const sentences = segmentTranscript(turns, { episodeTitle: 'What Fernway learned from compost' });
    expect(sentences.map((s) => s.text)).toContain(
      'Our own office moved its invoices to Fernway last spring, and the team liked it.',
    );
    expect(sentences.map((s) => s.text).join(' ')).not.toContain('brought to you by');
  });
});
