import type { CreatorChapter } from './arc';
import { isHousekeeping, maskProfanity } from './passage-rules';
import type { Show } from './episode-form';
import type { Sentence } from './sentences';
import { listOf } from './summary-text';

/**
 * What the written text an episode comes with says about it (ADR 219): its show notes' opening, their
 * timestamps as chapters, its `podcast:person` guests, or the host's own framing in the cold open. The
 * summary opens with it: the genre, the guest, the subject, in the creator's or the host's words, never
 * a list of frequent nouns.
 */

/** Show notes as plain lines: HTML tags out, entities a feed left decoded, whitespace collapsed. */
function plainLines(notes: string): string[] {
  return notes
    .replace(/<br\s*\/?>|<\/(?:p|li|div|h[1-6])\s*>/gi, '\n')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&(?:quot|#34);/g, '"')
    .replace(/&(?:apos|#39|#039|rsquo|#8217);/g, '’')
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/ (?=[,.;:!?](?:\s|$))/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** A clock time in show notes: "12:30", "1:02:03", "(00:45)", "[12:30]". */
const stamp = /^[([]?(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[)\]]?(?: ?[-–—:|.)] ?| )(\S.*)$/;
/** A clock time closing a line ("Why bees swarm (12:30)"), on lines whose spaces are single. */
const stampAtEnd = /(?:^|[ (|[–—-])[([]?(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[)\]]?$/;

/** The text without the given characters at either end. */
function trimChars(text: string, chars: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && chars.includes(text[from] ?? '')) from++;
  while (to > from && chars.includes(text[to - 1] ?? '')) to--;
  return text.slice(from, to);
}

/** A timestamped line as [hours, minutes, seconds, title], or null. */
function stampedLine(line: string): [string | undefined, string, string, string] | null {
  const front = stamp.exec(line);
  if (front?.[2] && front[3] && front[4]) return [front[1], front[2], front[3], front[4]];
  const back = stampAtEnd.exec(line);
  if (back?.[2] && back[3]) return [back[1], back[2], back[3], line.slice(0, back.index)];
  return null;
}

/**
 * Chapters from timestamped lines of show notes ("00:00 Welcome", "12:30 - Why bees swarm", "Why bees
 * swarm (12:30)"): at least two, in increasing time, the first within the first five minutes. Null when
 * the notes have no such list.
 */
export function showNotesChapters(notes: string | null | undefined): CreatorChapter[] | null {
  if (!notes) return null;
  const chapters: CreatorChapter[] = [];
  for (const line of plainLines(notes)) {
    const found = stampedLine(trimChars(line, '-*• '));
    if (!found) continue;
    const [h, m, s, title] = found;
    const seconds = Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
    const name = trimChars(title, '-–—:|.() ');
    if (!/\p{L}/u.test(name) || Number(s) >= 60) continue;
    if (chapters.length > 0 && seconds <= (chapters.at(-1)?.startSeconds ?? 0)) continue;
    chapters.push({ title: maskProfanity(name.slice(0, 120)), startSeconds: seconds });
  }
  if (chapters.length < 2 || (chapters[0]?.startSeconds ?? Infinity) > 300) return null;
  return chapters;
}

/** Lines of show notes that are not about the episode: links, credits, calls to act, sponsors. */
const notAboutTheEpisode =
  /https?:\/\/|www\.|\b[\w-]+\.(?:com|org|net|io|fm|co|app|dev)\b|@\w|\blisten (?:now|on|at|here|to (?:it|the full))\b|\bclick\b|\bavailable (?:on|at|wherever)\b|\b(?:subscribe|follow us|follow me|patreon|sponsor|sponsored|promo code|discount|support the show|rate and review|leave a review|newsletter|produced by|edited by|music by|hosted by|credits|transcript|episode notes|show notes|links?:|resources:|timestamps?:|chapters:)\b/i;
const sentenceSplit = /(?<=[.!?])\s+(?=["“(]?\p{Lu})/u;

/**
 * The opening of the show notes: their first sentences that say something about the episode (no link,
 * credit, sponsor, call to subscribe or timestamp), at most two and 55 words. Null when none.
 */
export function descriptionOpening(notes: string | null | undefined): string | null {
  if (!notes) return null;
  const picked: string[] = [];
  let words = 0;
  for (const line of plainLines(notes)) {
    if (stampedLine(line)) continue;
    for (const raw of line.split(sentenceSplit)) {
      const sentence = raw.trim();
      const count = sentence.split(/\s+/).length;
      if (notAboutTheEpisode.test(sentence) || isHousekeeping(sentence)) continue;
      // A teaser cut off by the feed ("…") or a heading ("Episode 12") says nothing whole.
      if (count < 5 || !/[.!?]["”’)]?$/.test(sentence) || /…$|\.\.\.$/.test(sentence)) continue;
      if (words + count > 55 && picked.length > 0) return finish(picked);
      if (count > 55) continue;
      picked.push(sentence);
      words += count;
      if (picked.length >= 2) return finish(picked);
    }
    if (picked.length > 0) return finish(picked);
  }
  return picked.length > 0 ? finish(picked) : null;
}

const finish = (sentences: string[]) => maskProfanity(sentences.join(' '));

/** The guests the feed names (`podcast:person` with role guest), as a sentence, or null. */
export function guestLine(
  persons: readonly { name: string; role?: string }[] | undefined,
  alreadySaid: string,
): string | null {
  const guests = [
    ...new Set(
      (persons ?? [])
        .filter((p) => (p.role ?? '').toLowerCase() === 'guest')
        .map((p) => p.name.trim())
        .filter((name) => name !== '' && !alreadySaid.includes(name)),
    ),
  ];
  if (guests.length === 0) return null;
  return maskProfanity(
    guests.length === 1 ? `The guest is ${guests[0]}.` : `The guests are ${listOf(guests)}.`,
  );
}

/**
 * How a host frames the episode in the cold open, and what a written sentence says of it: "today we're
 * talking about X" → "The episode is about X."; "my guest is X", "joining me today is X" → "The guest
 * is X."; "we're here to discuss X" → "The episode is about X.".
 */
const guests = (who: string) => (/ and |, /.test(who) ? `The guests are ${who}.` : `The guest is ${who}.`);

const framings: { pattern: RegExp; write: (what: string) => string }[] = [
  {
    pattern:
      /\b(?:my|our) (?:special )?guests? (?:today |this week |on the show |on this episode )?(?:is|are) (\S.*)$/i,
    write: guests,
  },
  {
    pattern:
      /\b(?:joining|with) (?:me|us) (?:today |this week |now |on the show )?(?:is|are) (?!the\b|a\b|it\b|that\b)(\S.*)$/i,
    write: guests,
  },
  {
    pattern:
      /\b(?:today|this week|in this episode|on this episode|on today's (?:show|episode)|this time)\b,?\s+(?:we(?:'re| are|'ll| will)|I(?:'m| am|'ll| will)) (?:be |going to |gonna )?(?:talking about|talk about|talking|talk|discussing|discuss|looking at|look at|diving into|digging into|exploring|explore) (\S.*)$/i,
    write: (what) => `The episode is about ${what}.`,
  },
  {
    pattern:
      /\b(?:we(?:'re| are)|I(?:'m| am)) here (?:today )?to (?:talk about|discuss|look at|explore) (\S.*)$/i,
    write: (what) => `The episode is about ${what}.`,
  },
  {
    pattern:
      /\b(?:this week|today|in this episode),?\s+we (?:look at|talk about|discuss|explore|dig into|dive into) (\S.*)$/i,
    write: (what) => `The episode is about ${what}.`,
  },
];

/** Where the object of a framing ends: a clause boundary, a filler, the end of the sentence. */
const objectEnd =
  /[,;:?!]|\s[-–—]\s|\.(?:\s|$)|\s(?:and I|and we|and you|so|because|but|which is|who is|if|um|uh|you know)\b/i;

/** Words a name may hold between its capitalised words: "House of Commons", "Children, Young People and…". */
const nameGlue = /^(?:of|and|the|on|for|in|to|&|-|–)$/i;
const capitalised = /^[\p{Lu}\d][\p{L}\d'’.&-]*,?$/u;
/** Bodies that meet rather than broadcast: a welcome to one of them opens a meeting. */
const meetingBody =
  /\b(?:committee|council|board|commission|assembly|parliament|senate|meeting|hearing|session|caucus|panel)\b/i;

/**
 * The name after "welcome to": a run of capitalised words and the small words between them, ending on
 * a capitalised word; a tail cut mid-phrase ("…Committee on the COVID-19 pandemic") goes back to the
 * last whole name ("…Committee"). Null when no name of two letters or more follows.
 */
function nameAt(words: string[]): string | null {
  let end = -1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (capitalised.test(word)) {
      end = i;
      if (word.endsWith(',') && !capitalised.test(words[i + 1] ?? '')) break;
      continue;
    }
    if (!nameGlue.test(word)) break;
  }
  if (end < 0) return null;
  let name = words.slice(0, end + 1);
  const next = words[end + 1];
  if (next && /^\p{Ll}/u.test(next) && !/[,.;:!?]$/.test(words[end] ?? '')) {
    // "…Committee on the COVID-19 pandemic": the name runs on in lower case, so it ends before "on the".
    const glue = name.findLastIndex((w, k) => k > 0 && nameGlue.test(w) && !/^(?:and|&)$/i.test(w));
    if (glue > 0) name = name.slice(0, glue);
    while (name.length > 0 && nameGlue.test(name.at(-1) ?? '')) name = name.slice(0, -1);
  }
  const text = trimChars(name.join(' '), ',.');
  return /\p{L}{2}/u.test(text) ? text : null;
}

/**
 * The show or the meeting a host welcomes to: "Welcome to another episode of Practical AI" → the show
 * Practical AI; "Welcome to the sixth meeting of the Finance Committee" → a meeting of the Finance
 * Committee. Null when the sentence welcomes to nothing with a name.
 */
function welcomedTo(text: string): Show | null {
  const welcome =
    /\bwelcome (?:back )?to (?:(?:another|this|today's|this week's|our) )?(?:(?:the )?(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|latest|special|new|final|last) )?(?:(episode|edition|meeting|session|installment|hearing|sitting)(?: (?:number )?[\w-]+)? of )?(.*)$/i.exec(
      text,
    );
  if (welcome?.[2] === undefined) return null;
  const rest = welcome[2].split(/\s+/);
  const article = rest[0]?.toLowerCase() === 'the';
  const name = nameAt(article ? rest.slice(1) : rest);
  if (!name || /^(?:show|podcast|episode|program|programme|meeting)$/i.test(name)) return null;
  const meeting = /^(?:meeting|session|hearing|sitting)$/i.test(welcome[1] ?? '') || meetingBody.test(name);
  return { kind: meeting ? 'meeting' : 'show', name: article ? `the ${name}` : name };
}

/** "…, with guest Ann Lee" → "The guest is Ann Lee.". */
function guestWelcomed(text: string): string | null {
  const guest = /\bwith (?:(?:my|our|special|today's) )*guests? (\p{Lu}.*)$/u.exec(text);
  const who = guest?.[1] ? nameAt(guest[1].split(/\s+/)) : null;
  return who && who.split(/\s+/).length <= 6 ? `The guest is ${who}.` : null;
}

/** The opening sentences a host frames the episode in: the first tenth, at most 40. */
const openingReach = (sentences: readonly Sentence[]) =>
  sentences.slice(0, Math.min(40, Math.max(8, Math.ceil(sentences.length / 10))));

/** The show or meeting the host welcomes listeners to in the opening sentences, or null. */
export function welcomedShow(sentences: readonly Sentence[]): Show | null {
  for (const sentence of openingReach(sentences)) {
    const show = welcomedTo(sentence.text.replace(/\s+/g, ' '));
    if (show) return { ...show, name: maskProfanity(show.name) };
  }
  return null;
}

/**
 * The host's own framing of the episode in the opening sentences: the first sentence that says what
 * the episode is about or who the guest is, written as a plain sentence. Null when the host frames
 * nothing.
 */
export function coldOpenOpening(sentences: readonly Sentence[]): string | null {
  for (const sentence of openingReach(sentences)) {
    const text = sentence.text.replace(/\s+/g, ' ');
    const framed = guestWelcomed(text) ?? framing(text);
    if (framed) return maskProfanity(framed);
  }
  return null;
}

/** The sentence's framing of the episode as a written sentence, or null. */
function framing(text: string): string | null {
  for (const { pattern, write } of framings) {
    const found = pattern.exec(text);
    if (!found?.[1]) continue;
    const end = objectEnd.exec(found[1]);
    let what = trimChars((end ? found[1].slice(0, end.index) : found[1]).trim(), '.!? ');
    // A name in apposition after the comma belongs to it: "one of the most active communities, Python Discord".
    const apposition =
      end?.[0] === ','
        ? /^ ((?:\p{Lu}[\p{L}\d'’.-]*)(?: \p{Lu}[\p{L}\d'’.-]*){0,3})(?:[,.!?]|$)/u.exec(
            found[1].slice(end.index + 1),
          )
        : null;
    if (apposition?.[1]) what = `${what}, ${trimChars(apposition[1], '.')}`;
    const words = what.split(/\s+/);
    if (words.length < 2 || words.length > 20) continue;
    // A pronoun or a word of talk says nothing of what the episode is ("talking about it", "about, like").
    if (/^(?:it|this|that|them|something|stuff|things|like|a bit|some)\b/i.test(what)) continue;
    if (/\b(?:I|me|my|you|your|we|us|our)\b/i.test(what)) continue;
    return write(what);
  }
  return null;
}
