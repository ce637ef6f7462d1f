import type { TranscriptTurn } from '../../transcripts/transcript';
import { segmentTranscript } from '../sentences';

/**
 * A numbered stretch of the repaired, ad-free transcript (ADR 218): what the model cites. Its time and
 * speaker stay on the server; the model sees the id, the text and a speaker's name when the transcript
 * gives a real one.
 */
export interface Passage {
  /** 1-based, in transcript order; the model cites it as `p<id>`. */
  id: number;
  text: string;
  /** As the transcript labels it (also an anonymous label such as SPEAKER_01); null without labels. */
  speaker: string | null;
  start: number | null;
  end: number | null;
}

/** A passage grows over whole sentences of one speaker until it has this many words. */
const targetWords = 40;
/** ...and never beyond this many, unless one sentence alone is longer. */
const maxWords = 90;

/**
 * Labels that name no one: "SPEAKER_01", "Speaker 2", "spk_0", "Person A", "Unknown". Shown nowhere in a
 * report, and never sent to the model as a name.
 */
const anonymousLabel =
  /^(?:(?:speaker|spk|spkr|person|voice|participant|unknown|talker|caller|guest|host|interviewer|interviewee)[\s_-]*(?:\d{1,3}|[a-z])?|[a-z]|\d{1,3})$/iu;

function isAnonymousSpeaker(speaker: string | null | undefined): boolean {
  return speaker == null || speaker.trim() === '' || anonymousLabel.test(speaker.trim());
}

/** A speaker as a reader may see it: the transcript's name, or null for none or an anonymous label. */
export function shownSpeaker(speaker: string | null | undefined): string | null {
  return isAnonymousSpeaker(speaker) ? null : (speaker ?? '').trim();
}

/**
 * The passages of a transcript: its sentences as the built-in summarizer reads them (fillers and stutters
 * removed, caption lines joined, sponsor reads and housekeeping left out as whole segments), joined per
 * speaker turn into passages of about 40 words.
 */
export function buildPassages(turns: TranscriptTurn[], episodeTitle?: string): Passage[] {
  const sentences = segmentTranscript(turns, { episodeTitle });
  const passages: Passage[] = [];
  let current: { texts: string[]; words: number; turn: number; first: (typeof sentences)[number] } | null =
    null;
  let lastEnd: number | null = null;
  const flush = () => {
    if (!current) return;
    passages.push({
      id: passages.length + 1,
      text: current.texts.join(' '),
      speaker: current.first.speaker,
      start: current.first.startSeconds,
      end: lastEnd ?? current.first.startSeconds,
    });
    current = null;
  };
  for (const sentence of sentences) {
    if (
      current &&
      (sentence.turn !== current.turn ||
        current.words >= targetWords ||
        current.words + sentence.wordCount > maxWords)
    )
      flush();
    if (!current) current = { texts: [], words: 0, turn: sentence.turn, first: sentence };
    current.texts.push(sentence.text);
    current.words += sentence.wordCount;
    lastEnd = sentence.endSeconds ?? sentence.startSeconds;
  }
  flush();
  return passages;
}

/** How a passage is shown to the model: `[p12] Maya Chen: text`, or `[p12] text` with no named speaker. */
export function passageLine(passage: Passage): string {
  const speaker = shownSpeaker(passage.speaker);
  return `[p${passage.id}] ${speaker ? `${speaker}: ` : ''}${passage.text}`;
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu;

/**
 * Tokens a text takes at most, estimated without a tokenizer and on the safe side: 3.5 characters a token
 * for alphabetic scripts (English averages about 4), one token a character for CJK and Thai.
 */
export function approximateTokens(text: string): number {
  const wide = text.match(cjk)?.length ?? 0;
  return Math.ceil((text.length - wide) / 3.5 + wide);
}
