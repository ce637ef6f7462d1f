import type { KeyLearning } from '../schema';
import type { ChannelTheme } from './channel-theme';
import type { SeededRandom } from './random';
import type { SentenceLedger } from './sentence-ledger';

/** A title pattern and the sentence that opens a summary written from that angle. */
const angles: Array<{ title: string; opening: string }> = [
  {
    title: '{Topic}: what most people get wrong',
    opening:
      'The starting point is simple: much of the popular advice about {topic} rests on assumptions that do not survive real life.',
  },
  {
    title: 'A practical guide to {topic}',
    opening: 'This is a hands-on episode, built around what you can actually do about {topic} this week.',
  },
  {
    title: 'The hidden costs of {topic}',
    opening: 'The conversation focuses on the costs of {topic} that rarely show up in the first estimate.',
  },
  {
    title: 'Rethinking {topic}',
    opening:
      'Both host and guest question the usual way of thinking about {topic} and propose a more useful frame.',
  },
  {
    title: 'Lessons from ten years of {topic}',
    opening: 'The guest looks back on a decade of working on {topic} and picks out the lessons that held up.',
  },
  {
    title: 'The science behind {topic}',
    opening:
      'The episode begins with the evidence: what research has established about {topic}, and how confident we can be.',
  },
  {
    title: '{Topic}, step by step',
    opening: 'The discussion breaks {topic} into stages, from the first decision to the long-term routine.',
  },
  {
    title: 'When {topic} goes wrong',
    opening:
      'Failures are the theme here: the guest walks through cases where {topic} went badly and what they revealed.',
  },
  {
    title: 'Small habits for better {topic}',
    opening:
      'Instead of dramatic changes, the episode looks for the smallest habits that make {topic} better over time.',
  },
  {
    title: 'Myths and facts about {topic}',
    opening: 'The episode tests a handful of widespread beliefs about {topic} against the evidence.',
  },
  {
    title: 'Getting started with {topic}',
    opening: 'Aimed at beginners, the episode explains where to start with {topic} and what can safely wait.',
  },
  {
    title: 'Questions from listeners: {topic}',
    opening:
      'Listeners sent in their questions about {topic}, and the guest answers the ones that came up most often.',
  },
  {
    title: 'The future of {topic}',
    opening:
      'The conversation looks ahead: how {topic} is likely to change over the next decade, and what will stay the same.',
  },
  {
    title: 'What experts disagree on about {topic}',
    opening:
      'Rather than a single answer, the episode maps the real disagreements among people who know {topic} well.',
  },
];

const introductions = [
  '{host} talks with {guest}, {role}, about {topic}.',
  'In this episode {host} is joined by {guest}, {role}, for a conversation about {topic}.',
  '{guest}, {role}, joins {host} to talk through {topic}.',
  '{host} invites {guest}, {role}, to explain {topic} from the inside.',
];

/** Sentences that describe how a conversation unfolds, true of any thoughtful interview. */
const discussion = [
  '{guestFirst} is careful to separate what the evidence shows from what merely sounds plausible.',
  'The tone is relaxed, but the examples are specific enough to act on.',
  'Midway through, the conversation turns to the trade-offs that are easy to overlook.',
  '{guestFirst} returns several times to the idea that consistency matters more than intensity.',
  'There is a memorable story that makes the main point stick.',
  '{host} pushes back at the right moments, which keeps the discussion honest.',
  'Several misconceptions are cleared up along the way, often with a simple example.',
  'The advice is adapted for people with limited time and money.',
  '{guestFirst} admits where the answers are still uncertain and explains how to decide anyway.',
  'A short section covers the most common mistakes and how to avoid them.',
  'The episode connects the big picture to decisions listeners face every day.',
  'By the end, a clear set of priorities emerges from what could have been a sprawling topic.',
];

const closings = [
  'The episode ends with one concrete step to try in the coming week.',
  "It closes with {guestFirst}'s recommendation for where to learn more.",
  'The final minutes are a quick recap of the three ideas {guestFirst} considers most important.',
  '{host} wraps up by asking what {guestFirst} would tell their younger self, and the answer is worth hearing.',
  'The conversation finishes on an encouraging note: progress is possible without getting everything right.',
  'It ends with a short list of questions listeners can ask themselves before deciding anything.',
];

const argumentOpeners = [
  'Two further ideas run through the conversation.',
  '{guestFirst} also makes a case that deserves attention.',
  'Beyond the main points, {guestFirst} adds two observations.',
  'Along the way, a couple of quieter points stand out.',
];

const givenNames = [
  'Sara',
  'Tobias',
  'Nadia',
  'Ravi',
  'Ingrid',
  'Kwame',
  'Lucia',
  'Hamid',
  'Chloe',
  'Mateo',
  'Yuki',
  'Fatima',
  'Oskar',
  'Bea',
  'Idris',
  'Lena',
  'Arjun',
  'Marta',
  'Felix',
  'Zara',
  'Emeka',
  'Sofia',
  'Pavel',
  'Hana',
];
const familyNames = [
  'Lindqvist',
  'Moreau',
  'Abara',
  'Iyer',
  'Novak',
  'Brennan',
  'Santos',
  'Karimi',
  'Dubois',
  'Haugen',
  'Mwangi',
  'Rahman',
  'Costa',
  'Weiss',
  'Yamada',
  'Ortiz',
  'Petrov',
  'Mensah',
  'Sorensen',
  'Vargas',
  'Kowalski',
  'Achebe',
  'Fontaine',
  'Nakamura',
];

export interface WrittenReport {
  title: string;
  episodeTitle: string;
  summary: string;
  keyLearnings: KeyLearning[];
  readingTimeSeconds: number;
  durationSeconds: number;
  /** Who talks in the episode and about what, for its transcript. */
  host: string;
  guest: string;
  guestRole: string;
  topic: string;
  /** Points the summary makes beyond the key learnings. */
  asides: Array<{ title: string; detail: string }>;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** Every (topic, angle) pair of a channel in a random order: titles within a channel never repeat. */
export function episodePlan(
  theme: ChannelTheme,
  random: SeededRandom,
): Array<{ topic: string; angle: number }> {
  const pairs = theme.topics.flatMap((topic) => angles.map((_, angle) => ({ topic, angle })));
  // Spread topics out: take a shuffled pass over topics, each with a fresh angle, until enough episodes.
  const byTopic = new Map(
    theme.topics.map((topic) => [topic, random.shuffle(pairs.filter((p) => p.topic === topic))]),
  );
  const plan: Array<{ topic: string; angle: number }> = [];
  while (plan.length < theme.episodes) {
    for (const topic of random.shuffle(theme.topics)) {
      const next = byTopic.get(topic)?.pop();
      if (next && plan.length < theme.episodes) plan.push(next);
    }
  }
  return plan;
}

/** Writes one report: a readable Markdown summary (150–400 words) and 3–7 key learnings. */
export function writeReport(
  theme: ChannelTheme,
  topic: string,
  angleIndex: number,
  random: SeededRandom,
  ledger: SentenceLedger,
): WrittenReport {
  const angle = angles[angleIndex % angles.length] ?? angles[0]!;
  const guestFirst = random.pick(givenNames);
  const guest = `${guestFirst} ${random.pick(familyNames)}`;
  const role = random.pick(theme.guestRoles);
  const hostFirst = theme.host.replace(/^Dr\. /, '').split(' ')[0] ?? theme.host;
  const values = { topic, Topic: capitalise(topic), host: hostFirst, guest, guestFirst, role };

  const names = [guestFirst, hostFirst];
  const leadsUsed = new Set<string>();
  const own = (text: string) => ledger.claim(fill(text, values), topic, random, names, true, leadsUsed);
  const link = (text: string) => ledger.claim(fill(text, values), topic, random, names, false);
  /** `count` items, those whose sentences nobody has printed yet first, so tied sentences stay rare. */
  const freshFirst = <T>(items: readonly T[], count: number, text: (item: T) => string) => {
    const shuffled = random.shuffle(items);
    const fresh = shuffled.filter((item) => ledger.isFresh(fill(text(item), values)));
    return [...fresh, ...shuffled.filter((item) => !fresh.includes(item))].slice(0, count);
  };

  const chosen = freshFirst(theme.insights, random.int(3, 7), ([, detail]) => detail);
  const learnings = chosen.map(([title, detail]) => ({ title: fill(title, values), detail: own(detail) }));
  // Two further ideas from the channel's material, told in prose, so the summary says more than the list.
  const asides = freshFirst(
    theme.insights.filter((insight) => !chosen.includes(insight)),
    2,
    ([, detail]) => detail,
  ).map(([title, detail]) => ({ title: fill(title, values), detail: own(detail) }));
  const argument = asides.length
    ? `${link(random.pick(argumentOpeners))} ${asides.map(({ detail }) => detail).join(' ')}`.trim()
    : '';

  const intro = `${own(random.pick(introductions))} ${own(angle.opening)}`;
  const contextSentences = freshFirst(theme.context, 3, (s) => s).map(own);
  const discussionPicks = freshFirst(discussion, 3, (s) => s);
  const discussionSentences = discussionPicks.map(own);
  const paragraphs = [
    intro,
    contextSentences.join(' '),
    discussionSentences.join(' '),
    ...(argument ? [argument] : []),
    `**In this episode:**\n\n${learnings
      .slice(0, 3)
      .map((l) => `- ${l.title}`)
      .join('\n')}`,
    link(random.pick(closings)),
  ];
  // Keep within 150–400 words: add more discussion when short, drop the list when long.
  let summary = paragraphs.filter(Boolean).join('\n\n');
  const spare = freshFirst(
    discussion.filter((s) => !discussionPicks.includes(s)),
    discussion.length,
    (s) => s,
  );
  while (words(summary) < 150 && spare.length > 0) {
    paragraphs[2] = `${paragraphs[2]} ${own(spare.shift() ?? '')}`.trim();
    summary = paragraphs.filter(Boolean).join('\n\n');
  }
  if (words(summary) > 400)
    summary = paragraphs.filter((p) => p && !p.startsWith('**In this episode')).join('\n\n');

  const readWords = words(summary) + learnings.reduce((n, l) => n + words(l.title) + words(l.detail), 0);
  const [min, max] = theme.minutes;
  return {
    title: fill(angle.title, values),
    episodeTitle: `${capitalise(topic)} with ${guest}`,
    summary,
    keyLearnings: learnings,
    // About 200 words a minute, rounded to whole seconds, at least one minute.
    readingTimeSeconds: Math.max(60, Math.round((readWords / 200) * 60)),
    durationSeconds: random.int(min, max) * 60 + random.int(0, 59),
    host: theme.host.replace(/^Dr\. /, ''),
    guest,
    guestRole: role,
    topic,
    asides,
  };
}
