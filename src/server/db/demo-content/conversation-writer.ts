import type { Chapter, KeyLearning, Quote } from '../schema';
import type { SeededRandom } from './random';

/**
 * Writes the demo transcript of an episode: a conversation between the host and the guest in which every
 * key learning is said by the guest at a known moment. The transcript is plain text with `[hh:mm:ss]
 * Name:` lines (one of the formats creators paste), spread over the episode's length, so the seeded
 * reports show moments, chapters, quotes and the transcript view the way generated ones do.
 */

export interface ConversationInput {
  channelName: string;
  host: string;
  guest: string;
  guestRole: string;
  topic: string;
  learnings: Array<{ title: string; detail: string }>;
  /** Further points the guest makes, [title, detail]. */
  asides: Array<{ title: string; detail: string }>;
  durationSeconds: number;
}

export interface Conversation {
  transcript: string;
  keyLearnings: KeyLearning[];
  chapters: Chapter[];
  quotes: Quote[];
}

interface Turn {
  speaker: string;
  text: string;
  /** Marks the turns that moments and chapters point at. */
  role?: { learning?: number; chapter?: string };
}

const questions = [
  'You often come back to one idea: {title}. What do you mean by that?',
  "Let's talk about {lower}. Where does that come from?",
  'One thing I wanted to ask you about is {lower}. Why does it matter so much?',
  'People listening will want to know about {lower}. Can you explain it?',
  'Something you said before we started stuck with me: {lower}. Tell me more.',
];
const followUps = [
  'Can you give an example of what that looks like in practice?',
  'What does that look like on an ordinary day?',
  'Where do people usually go wrong with that?',
  'Is there a simple way to start?',
];
const examples = [
  'Think of someone just starting out with {topic}. The first month is where most of the habits are set, so that is where this pays off.',
  'I have seen it again and again. The people who do well with {topic} are not the most talented, they are the most consistent.',
  'The mistake is trying to fix everything at once. Pick one thing, try it for two weeks and see what changes.',
  'It sounds obvious when you say it out loud, but almost nobody does it until something goes wrong.',
  'A listener wrote to me about exactly this, and her story is the best illustration I know.',
];
const reactions = [
  'That is a useful way to put it.',
  'I like that, because it is something people can actually try.',
  "That's not what most people expect to hear.",
  'That makes a lot of sense.',
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
const clockOf = (seconds: number) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
};

export function writeConversation(input: ConversationInput, random: SeededRandom): Conversation {
  const { host, guest, topic } = input;
  const hostFirst = host.split(' ')[0] ?? host;
  const guestFirst = guest.split(' ')[0] ?? guest;
  const turns: Turn[] = [
    {
      speaker: host,
      text: `Welcome to ${input.channelName}. I'm ${hostFirst}, and my guest today is ${guest}, ${input.guestRole}. We are talking about ${topic}.`,
      role: { chapter: 'Welcome' },
    },
    {
      speaker: guest,
      text: `Thanks for having me, ${hostFirst}. ${topic.charAt(0).toUpperCase()}${topic.slice(1)} is something I think about every day, so I am glad we get a whole episode for it.`,
    },
  ];
  const asides = [...input.asides];
  input.learnings.forEach((learning, index) => {
    const values = { title: learning.title, lower: learning.title.toLowerCase(), topic };
    turns.push({
      speaker: host,
      text: fill(random.pick(questions), values),
      role: { chapter: learning.title },
    });
    turns.push({ speaker: guest, text: learning.detail, role: { learning: index } });
    // An example for the first few; later learnings stand alone, which keeps the seed quick.
    if (index < 3) {
      turns.push({ speaker: host, text: `${random.pick(reactions)} ${random.pick(followUps)}` });
      turns.push({ speaker: guest, text: fill(random.pick(examples), values) });
    }
    // Now and then the guest adds a point of their own before the next question.
    const aside = index % 2 === 1 ? asides.shift() : undefined;
    if (aside) {
      turns.push({
        speaker: host,
        text: `Before we move on, is there anything people overlook here, ${guestFirst}?`,
      });
      turns.push({ speaker: guest, text: `${aside.title}. ${aside.detail}` });
    }
  });
  turns.push(
    {
      speaker: host,
      text: `We are nearly out of time. If people remember one thing about ${topic}, what should it be?`,
      role: { chapter: 'Wrapping up' },
    },
    {
      speaker: guest,
      text: `${input.learnings[0]?.title ?? 'Start small'}. Everything else follows from that.`,
    },
    {
      speaker: host,
      text: `${guest}, thank you for joining us. And thanks to everyone listening to ${input.channelName}.`,
    },
  );

  // Timestamps spread the turns over the episode in proportion to their length, ending before its end.
  const total = turns.reduce((sum, turn) => sum + countWords(turn.text), 0);
  const span = Math.max(turns.length, input.durationSeconds - 20);
  let said = 0;
  const starts = turns.map((turn) => {
    const start = Math.floor((said / total) * span);
    said += countWords(turn.text);
    return start;
  });
  const endOf = (index: number) => starts[index + 1] ?? input.durationSeconds;

  const keyLearnings: KeyLearning[] = input.learnings.map((learning) => ({ ...learning }));
  const chapters: Chapter[] = [];
  turns.forEach((turn, index) => {
    if (turn.role?.learning !== undefined) {
      const learning = keyLearnings[turn.role.learning];
      if (learning)
        Object.assign(learning, { start: starts[index], end: endOf(index), speaker: turn.speaker });
    }
    if (turn.role?.chapter) chapters.push({ title: turn.role.chapter, startSeconds: starts[index] ?? 0 });
  });
  chapters.forEach((chapter, index) => {
    chapter.endSeconds = chapters[index + 1]?.startSeconds ?? input.durationSeconds;
  });
  const quotes: Quote[] = keyLearnings.slice(0, 2).map((learning) => ({
    text: firstSentence(learning.detail),
    speaker: guest,
    start: learning.start ?? null,
    end: learning.end ?? null,
  }));

  const transcript = turns
    .map((turn, index) => `[${clockOf(starts[index] ?? 0)}] ${turn.speaker}: ${turn.text}`)
    .join('\n');
  return { transcript, keyLearnings, chapters, quotes };
}
