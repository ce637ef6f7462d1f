const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};

/** The few HTML entities caption files use, plus numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#') && lower !== '#39') return safeCodePoint(Number(lower.slice(1))) ?? whole;
    return entities[lower] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Sound and production notes that are not speech: [Music], (laughs), [inaudible 00:12:03]. */
const annotation =
  /[[(](?:music|music playing|intro music|outro music|theme music|laughs?|laughter|laughing|applause|inaudible|crosstalk|silence|pause|coughs?|sighs?|chuckles?|background noise|noise|unintelligible|indiscernible|ad break|break|sound effect|sfx)\b[^\])]{0,40}[\])]/gi;

/** Markup that caption formats put inside cue text: <i>, <b>, <c.color>, <00:00:01.000>, {\an8}. */
const markup = /<[^>\n]{0,200}>|\{\\[^}\n]{0,40}\}/g;

/** Removes markup and sound notes, collapses whitespace. */
export function cleanCueText(text: string): string {
  return decodeEntities(text.replace(markup, ' '))
    .replace(annotation, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  const matches = text.match(/\S+/g);
  return matches ? matches.length : 0;
}
