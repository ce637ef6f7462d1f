import { decodeHTMLStrict } from 'entities';

/**
 * HTML entities (named and numeric) as text. Strict: only entities closed by ";" count, so an address
 * such as "?a=1&notify=2" keeps its "&not".
 */
function decodeEntities(text: string): string {
  return decodeHTMLStrict(text);
}

/** A time as transcripts write it: "1:02:03", "02:03", "00:00:01,500", "12:03.25". */
const TIME = String.raw`(?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;

/** Sound and production notes that are not speech, by the words they start with. */
const noteWords = String.raw`(?:music|music playing|intro music|outro music|theme music|upbeat music|laughs?|laughter|laughing|applause|inaudible|unintelligible|indiscernible|incomprehensible|crosstalk|cross talk|silence|pause|coughs?|coughing|sighs?|chuckles?|chuckling|giggles?|background noise|noise|ad break|break|sound effects?|sfx|blank_audio|no audio|static|beep|bleep|vocalsound|disfmarker|gap|nonvocalsound|foreign|speaking foreign language|overlapping|overtalk|audio cuts out|technical difficulties|end of transcript|transcript|groans?|clears throat|clapping|cheering|singing|phone rings)`;

/**
 * A bracketed note. The spaces after "[" are taken whole (the lookahead and back-reference act as an
 * atomic group), so a "[" before a long run of spaces is tried once, not once per way of sharing the
 * spaces between the opening and the note. The last two alternatives keep what sharing allowed: a
 * one-character note after a space ("[ x]") still counts, as the two-character minimum did with the space.
 */
const bracketNote = new RegExp(
  String.raw`\[(?=(\s*))\1(?:${noteWords}\b[^\]\n]{0,40}|${TIME}|speaker[ _-]?\d{1,3}|[\p{Lu}\d_ .'-]{2,40}|[\p{Ll}\s'-]{2,30}|(?<= )[\p{Lu}\d_.'-]|(?<=\s)[\p{Ll}'-])\s*\]`,
  'giu',
);
const parenNote = new RegExp(String.raw`\(\s*(?:${noteWords}\b[^)\n]{0,40}|${TIME})\s*\)`, 'giu');
const starNote = new RegExp(String.raw`(^|\s)[*_](?:${noteWords})\b[^*_\n]{0,30}[*_](?=\s|$|[,.!?])`, 'giu');
/** QMSum-style annotations: {vocalsound}, {disfmarker}, {gap}, {comment}. Speech never carries braces. */
const braceNote = /\{[^{}\n]{0,60}\}/g;

/** Markup that caption formats put inside cue text: <i>, <b>, <c.color>, <v Name>, <00:00:01.000>, {\an8}. */
const markup =
  /<\/?[a-z0-9][^<>\n]{0,200}>|<\/?[a-z]{1,20}(?:\.[\w.-]{0,40})?\s?[^<>\n]{0,60}$|\{\\[^}\n]{0,40}\}/gi;

const bracketedTime = new RegExp(String.raw`[[(]\s*${TIME}\s*[\])]`, 'g');
/** A clock time with hours ("00:12:34") is a timestamp in a transcript, never something said. */
const bareLongTime = /\b\d{1,3}:\d{2}:\d{2}(?:[.,]\d{1,3})?\b/g;
const timeRange = new RegExp(String.raw`(?:${TIME}[ \t]{0,5})?-->(?:[ \t]{0,5}${TIME})?`, 'g');

/** Markdown backslash escapes: "\[28:03\]" is "[28:03]". */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');
}

/** Markdown down to the words it shows: links keep their text, images and bare autolinks go. */
function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^[\]\n]{0,300}\]\([^()\n]{0,1000}\)/g, ' ')
    .replace(
      /\[([^[\]\n]{1,300})\]\((?:[^()\s]|\([^()\s]{0,200}\)){0,1000}(?:\s+["'][^"'\n]{0,200}["'])?\)/g,
      '$1',
    )
    .replace(/\[([^[\]\n]{1,300})\]\[[^[\]\n]{0,100}\]/g, '$1')
    .replace(/<(?:https?:\/\/|mailto:)[^<>\s]{1,2000}>/gi, ' ')
    .replace(/\*\*|__(?=\S)|(?<=\S)__|~~|`+/g, '')
    .replace(/(^|[\s(])\*([^\s*](?:[^*\n]{0,300}[^\s*])?)\*(?=$|[\s).,!?:;])/g, '$1$2')
    .replace(/(^|[\s(])_([^\s_](?:[^_\n]{0,300}[^\s_])?)_(?=$|[\s).,!?:;])/g, '$1$2');
}

/** Whitespace before punctuation and split contractions, as tokenised transcripts write them ("I 'm here ."). */
function joinTokens(text: string): string {
  return text
    .replace(/(?<!\s)\s+([,.!?;:%)](?=\s|$))/g, '$1')
    .replace(/(?<!\s)\s+('(?:s|m|re|ve|ll|d)|n't)(?=\s|$|[,.!?])/gi, '$1')
    .replace(/([(])\s+/g, '$1');
}

/**
 * Puts back the space a caption or transcription tool left out after punctuation: "for one day?My name
 * is" reads "for one day? My name is", "London,Paris" reads "London, Paris". Only between words: a
 * lower-case word of two letters or more, the mark, then a capitalised word for a sentence end (so
 * "U.S.", "ASP.NET", "e.g." and an address such as "example.com" stay), letters on both sides for a
 * comma or semicolon (so "1,000" and "3.5" stay whole). Hyphenated words are never touched.
 */
export function repairSpacing(text: string): string {
  return text
    .replace(/(?<=\p{Ll}\p{Ll})([.!?…]+["”’)]?)(?=\p{Lu}\p{Ll})/gu, '$1 ')
    .replace(/(?<=\p{L}\p{L})([,;])(?=\p{L}\p{L})/gu, '$1 ');
}

/** Removes markup, sound notes, timestamps and Markdown; collapses whitespace. */
export function cleanCueText(text: string): string {
  const withoutMarkup = repairSpacing(decodeEntities(text.replace(markup, ' ')));
  const cleaned = joinTokens(
    stripMarkdown(unescapeMarkdown(withoutMarkup))
      .replace(timeRange, ' ')
      .replace(starNote, '$1')
      .replace(braceNote, ' ')
      .replace(bracketNote, ' ')
      .replace(parenNote, ' ')
      .replace(bracketedTime, ' ')
      .replace(bareLongTime, ' ')
      .replace(/\[\s*\]|\(\s*\)/g, ' ')
      .replace(/[\u200b\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .replace(/^[-–—,;:|>]+\s*/, '')
    .trim();
  return withoutLeaks(cleaned);
}

/**
 * The last guard: whatever odd mix of markup came in, no escaped bracket, bold marker, caption arrow,
 * voice tag, brace note, Markdown link or clock time with hours is left (removing one can expose
 * another, so it repeats until nothing changes, at most five times: each round is linear). A run of
 * dashes is tried from its first dash only, so "word" and 30,000 dashes is one scan, not 30,000.
 */
const leaks = [
  /(?<!\\)\\+(?=[[\]])/g,
  /\*{2,}|_{2,}/g,
  /(?<!-)-+->|<-+-/g,
  /<\/?v\b[^>\n]{0,60}>?/gi,
  /\{[^{}\n]*\}/g,
  /\[\s*speaker[ _-]?\d{1,3}\s*\]/gi,
  /\]\(/g,
  /\d{1,3}:\d{2}:\d{2}(?:[.,]\d{1,3})?/g,
];
function withoutLeaks(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let next = stripMarkdown(current);
    for (const leak of leaks) next = next.replace(leak, ' ');
    next = next.replace(/\s+/g, ' ').trim();
    if (next === current) break;
    current = next;
  }
  return current;
}

export function countWords(text: string): number {
  const matches = text.match(/\S+/g);
  return matches ? matches.length : 0;
}
