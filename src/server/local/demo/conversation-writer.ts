import type { Chapter, KeyLearning, Quote } from '../../db/schema';
import type { SeededRandom } from './random';

/**
 * Writes the demo transcript of an episode: the host and the guest (or the host alone) in plain text with
 * `[hh:mm:ss] Name:` lines (one of the formats creators paste), spread over the episode's length, or at
 * the times its synthesised audio says them (the demo episodes with sound: ADR 209). Every key learning
 * and every quote is said at a known moment, so the seeded reports show moments, quotes, chapters and the
 * transcript view the way generated ones do.
 */

export interface ConversationInput {
  channelName: string;
  host: string;
  guest?: { name: string; role: string };
  topic: string;
  learnings: Array<{ title: string; detail: string }>;
  /** Said word for word, each after the learning of the same index. */
  quotes: string[];
  durationSeconds: number;
  /** Chapters at the introduction, each learning and the wrap-up; none when false. */
  chapters: boolean;
}

export interface Conversation {
  turns: Turn[];
  transcript: string;
  keyLearnings: KeyLearning[];
  chapters: Chapter[];
  quotes: Quote[];
}

export interface Turn {
  speaker: string;
  text: string;
  /** Marks the turns that moments, quotes and chapters point at. */
  role?: { learning?: number; quote?: number; chapter?: string };
}

/**
 * Where each turn starts in an episode's audio (whole seconds) and how long the audio is: the timing file
 * `scripts/make-demo-audio.mjs` writes beside the MP3 it synthesised from these very turns.
 */
export interface ConversationTimeline {
  durationSeconds: number;
  turns: ReadonlyArray<{ speaker: string; text: string; start: number }>;
}

/** The audio was made from other words than the conversation now has: it would say something else. */
class StaleTimelineError extends Error {
  constructor(what: string) {
    super(`${what}. Run \`npm run demo:audio\` to make the demo audio again.`);
    this.name = 'StaleTimelineError';
  }
}

const questions = [
  'Next on my list: {title}. Why?',
  'You put it this way once: {title}. What do you mean?',
  "Let's get into this one. {title}.",
  '{title}. Talk me through that.',
  'Okay. {title}. Is that really true?',
  'I underlined one thing in my notes: {title}. Where does that come from?',
];
const followUps = [
  'Say more about that.',
  'How did you find that out?',
  'And what happened then?',
  'That surprises me a little.',
  'Okay, but what would you say to someone who disagrees?',
];
const thanks = [
  'Thanks for having me, {host}.',
  'Glad to be here.',
  "Thank you, it's good to finally do this.",
  "Happy to be here, {host}. I've listened for a long time.",
];
const soloOpeners = [
  'No guest this time. I want to talk about {topic}.',
  "It's just me today, and the subject is {topic}.",
];
const lastQuestions = [
  "We're nearly out of time. If people remember one thing, what should it be?",
  'Last question: what should someone listening do this week?',
  'Before you go, what would you tell someone starting out?',
];
const lastAnswers = [
  'Honestly? {title}. The rest follows.',
  '{title}. Start there.',
  'Probably this: {title}.',
];

/** What a guest says before the host sums a point up for the listeners. */
const shortAnswers = [
  "There's a story behind that one.",
  'It took us far too long to see it.',
  'That one I learned the hard way.',
  'It sounds obvious, but almost nobody does it.',
  'Let me tell you how we got there.',
  "I'll give you the short version.",
  'Honestly, it surprised me too.',
  'We got that wrong for a long time.',
];
/** How a host sums up a point in the guest's story for the listeners. */
const recaps = [
  'So, for everyone listening: {detail}',
  'Let me put that in plain terms. {detail}',
  'Just so people have the details: {detail}',
  'If I have that right: {detail}',
];

/**
 * Whether a learning's text tells the guest's story in the third person ("Ana's team…", "She keeps…"). The
 * guest would not say it that way about themselves, so the host sums it up for the listeners instead.
 */
const aboutTheGuest = (detail: string, guest: string) =>
  guest
    .replace(/^Dr\. /, '')
    .split(' ')
    .some((name) => new RegExp(`\\b${name}\\b`).test(detail)) || /\b(?:she|he|her|his|him)\b/i.test(detail);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const clockOf = (seconds: number) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
};

/** The turns of the conversation, who says what in order, without times. */
function planConversation(input: ConversationInput, random: SeededRandom): Turn[] {
  const { host, guest, topic } = input;
  const hostFirst = host.split(' ')[0] ?? host;
  const speaker = guest?.name ?? host;
  const turns: Turn[] = [
    {
      speaker: host,
      text: guest
        ? `Welcome to ${input.channelName}. I'm ${hostFirst}, and my guest today is ${guest.name}, ${guest.role}. We're talking about ${topic}.`
        : `Welcome to ${input.channelName}. I'm ${hostFirst}. ${fill(random.pick(soloOpeners), { topic })}`,
      role: { chapter: 'Introduction' },
    },
  ];
  if (guest) turns.push({ speaker: guest.name, text: fill(random.pick(thanks), { host: hostFirst }) });
  const asked = random.shuffle(questions);
  input.learnings.forEach((learning, index) => {
    const values = { title: learning.title };
    if (guest) {
      turns.push({
        speaker: host,
        text: fill(asked[index % asked.length] ?? '', values),
        role: { chapter: learning.title },
      });
      if (aboutTheGuest(learning.detail, guest.name)) {
        turns.push({ speaker: guest.name, text: random.pick(shortAnswers) });
        turns.push({
          speaker: host,
          text: fill(random.pick(recaps), { detail: learning.detail }),
          role: { learning: index },
        });
      } else turns.push({ speaker: guest.name, text: learning.detail, role: { learning: index } });
    } else {
      turns.push({
        speaker: host,
        text: learning.detail,
        role: { learning: index, chapter: learning.title },
      });
    }
    const quote = input.quotes[index];
    if (quote) {
      if (guest) turns.push({ speaker: host, text: random.pick(followUps) });
      turns.push({ speaker, text: quote, role: { quote: index } });
    }
  });
  const first = input.learnings[0];
  if (guest && first) {
    const values = { title: first.title };
    turns.push(
      { speaker: host, text: random.pick(lastQuestions), role: { chapter: 'Wrapping up' } },
      { speaker: guest.name, text: fill(random.pick(lastAnswers), values) },
      { speaker: host, text: `${guest.name}, thank you. And thanks for listening to ${input.channelName}.` },
    );
  } else {
    turns.push({
      speaker: host,
      text: `That's it for this one. Thanks for listening to ${input.channelName}.`,
      role: { chapter: 'Wrapping up' },
    });
  }
  return turns;
}

/** Timestamps that spread the turns over the episode in proportion to their length, ending before its end. */
function spreadStarts(turns: Turn[], durationSeconds: number): number[] {
  const total = turns.reduce((sum, turn) => sum + countWords(turn.text), 0);
  const span = Math.max(turns.length, durationSeconds - 20);
  let said = 0;
  return turns.map((turn) => {
    const start = Math.floor((said / total) * span);
    said += countWords(turn.text);
    return start;
  });
}

/** The starts the timeline gives, once it is clear it times these very turns. */
function timedStarts(turns: Turn[], timeline: ConversationTimeline): number[] {
  if (timeline.turns.length !== turns.length)
    throw new StaleTimelineError(
      `The audio has ${timeline.turns.length} turns and the conversation ${turns.length}`,
    );
  return turns.map((turn, index) => {
    const timed = timeline.turns[index];
    if (timed?.speaker !== turn.speaker || timed.text !== turn.text)
      throw new StaleTimelineError(`Turn ${index + 1} of the audio says other words than the conversation`);
    return timed.start;
  });
}

/**
 * The conversation with its times: from `timeline` when the episode has synthesised audio (its length
 * becomes the episode's), else spread over `input.durationSeconds`.
 */
export function writeConversation(
  input: ConversationInput,
  random: SeededRandom,
  timeline?: ConversationTimeline,
): Conversation {
  const turns = planConversation(input, random);
  const durationSeconds = timeline?.durationSeconds ?? input.durationSeconds;
  const starts = timeline ? timedStarts(turns, timeline) : spreadStarts(turns, durationSeconds);
  const endOf = (index: number) => starts[index + 1] ?? durationSeconds;

  const keyLearnings: KeyLearning[] = input.learnings.map((learning) => ({ ...learning }));
  const chapters: Chapter[] = [];
  const quotes: Quote[] = [];
  turns.forEach((turn, index) => {
    const start = starts[index] ?? 0;
    if (turn.role?.learning !== undefined) {
      const learning = keyLearnings[turn.role.learning];
      if (learning) Object.assign(learning, { start, end: endOf(index), speaker: turn.speaker });
    }
    if (turn.role?.quote !== undefined)
      quotes.push({ text: turn.text, speaker: turn.speaker, start, end: endOf(index) });
    if (input.chapters && turn.role?.chapter)
      chapters.push({ title: turn.role.chapter, startSeconds: start });
  });
  chapters.forEach((chapter, index) => {
    chapter.endSeconds = chapters[index + 1]?.startSeconds ?? durationSeconds;
  });

  const transcript = turns
    .map((turn, index) => `[${clockOf(starts[index] ?? 0)}] ${turn.speaker}: ${turn.text}`)
    .join('\n');
  return { turns, transcript, keyLearnings, chapters, quotes };
}
