/**
 * Makes a spoken sentence read as written text without changing what it says: transcript markup out,
 * fillers and stutters out, nothing that carries meaning touched ("Shame on you, you know better" stays).
 */

/** Sound notes and transcriber marks: "{vocalsound}", "[laughter]", "(inaudible)", caption tags. */
const annotations =
  /\{[^{}]{1,40}\}|\[(?:[a-z][a-z ]{1,30}|inaudible|crosstalk|music|laughter|laughs|applause)\]|\((?:laughs?|laughter|inaudible|crosstalk|applause|music|coughs?|sighs?|pause|unintelligible)\)|<\/?[a-z][^<>]{0,40}>/giu;
/** A mark of a restart in the middle of a sentence (QMSum's "{disfmarker}", a caption's "--"). */
const restart = /\{disfmarker\}|\s--\s|\s[—–]\s*$/iu;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Hesitation sounds, never words: removed with the comma that follows them. */
const hesitations =
  /(^|[\s,])(?:u+m+|u+h+m*|e+r+m+|e+h+|a+h+|h+m+|m(?:m*h+)?m+|mhm|mm-hmm|uh-huh|um-hum)(?=[\s,.!?;:]|$),?/gi;
/** Discourse fillers only where they stand apart, between commas or at an edge of the sentence. */
const parenthetical = /,\s*(?:you know|i mean|like|you see|sort of|kind of)\s*(?:,|(?=[.!?]|$))/gi;
/** Addressing the chair in a debate ("Mr. Chair, …"): form, not content. */
const address = /^(?:mr\.?|madam|mister|madame)\s?(?:chair(?:man|woman|person)?|speaker|president)\s*,\s*/i;
/** Openers of speech that carry nothing in writing; those that can carry meaning need their comma. */
const openers =
  /^(?:(?:and|so|yeah|yes|oh|okay|ok|anyway|anyways|basically|honestly|alright|all right)\b,?\s+|(?:well|now|right|look|like|you know|i mean|actually|you see)\s*,\s*)+/i;
/** Words that repeat legitimately ("I know that that works", "she had had enough"). */
const legitimateDoubles = new Set(['that', 'had', 'is', 'do', 'very', 'no', 'bye', 'yeah', 'so', 'ha']);
/** Words a speaker restarts on across a comma ("I, I think", "the, the price"), never "you, you know". */
const restartWords = new Set([
  'i',
  "i'm",
  'we',
  'the',
  'a',
  'an',
  'and',
  'it',
  "it's",
  'but',
  'to',
  'of',
  'in',
  "that's",
  'they',
  'this',
  'my',
  'our',
]);

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Whether the raw sentence shows a restart in its middle (it then rarely reads as one thought). */
export function hasRestart(raw: string): boolean {
  const inner = raw.trim().replace(/\{disfmarker\}\s*[.!?]?$/i, '');
  return restart.test(inner);
}

/** Removes repeated words and phrases said twice in a row, and cut-off word starts ("ch- chucking"). */
function removeStutters(text: string): string {
  if (!mayStutter(text)) return text;
  let out = text;
  // JavaScript's \b knows only ASCII letters; these edges know every script and keep "I'm" whole.
  // Phrases of two or three words said twice: "I hate I hate looking" → "I hate looking".
  out = out.replace(
    /(?<![\p{L}\p{N}'’])(\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){1,2})\s+\1(?![\p{L}\p{N}'’])/giu,
    '$1',
  );
  // One word said twice with no comma between ("the the"), unless the double is ordinary English.
  out = out.replace(
    /(?<![\p{L}\p{N}'’])(\p{L}[\p{L}'’]*)(?:\s+\1(?![\p{L}\p{N}'’]))+/giu,
    (whole, word: string) => (legitimateDoubles.has(word.toLowerCase()) ? whole : word),
  );
  // A restart across a comma, only for words people restart on ("I, I think").
  out = out.replace(
    /(?<![\p{L}\p{N}'’])(\p{L}[\p{L}'’]*),\s+\1(?![\p{L}\p{N}'’])/giu,
    (whole, word: string) => (restartWords.has(word.toLowerCase().replace(/’/g, "'")) ? word : whole),
  );
  // A word broken off and started again: "Havi having", "ch- chucking", "th that".
  out = out.replace(
    /(?<![\p{L}\p{N}'’-])(\p{L}{1,4})-?\s+(?=(\p{L}+))/gu,
    (whole, part: string, next: string) => {
      const lowerPart = part.toLowerCase();
      const lowerNext = next.toLowerCase();
      const cut = lowerNext.startsWith(lowerPart) && lowerNext.length > lowerPart.length + 1;
      return cut && (whole.includes('-') || !commonShortWords.has(lowerPart)) ? '' : whole;
    },
  );
  // A lone consonant or two, no word at all, is a word broken off: "design of th technical", "not f but".
  out = out.replace(
    /(?<![\p{L}\p{N}'’.-])(?!(?:mr|dr|st|vs|ms|pm|hr|km|kg|mg|ml|cm|mm|ft|lb|pc)\b)[b-df-hj-np-tv-xz]{1,2}-?\s+(?=\p{L})/gu,
    '',
  );
  return out;
}

/**
 * A cheap look before the expensive patterns: a word repeated within four, a short word that starts the
 * next one, or a lone consonant fragment. Most sentences have none and skip the regular expressions.
 */
function mayStutter(text: string): boolean {
  const tokens = text.toLowerCase().split(/[\s,]+/);
  for (let i = 0; i < tokens.length; i++) {
    const token = (tokens[i] ?? '').replace(/-$/, '');
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) if (tokens[j] === token) return true;
    const next = tokens[i + 1] ?? '';
    if (token.length <= 4 && token.length > 0 && next.length > token.length + 1 && next.startsWith(token))
      return true;
    if (/^[b-df-hj-np-tv-xz]{1,2}$/.test(token)) return true;
  }
  return false;
}

/** Short words that are words in their own right, so "a and", "an answer", "in inside" stay. */
const commonShortWords = new Set(
  `a an and as at be by do go he i if in is it me my no of on or so to up us we all any are but can did for get
  had has her him his how its let may not now one our out own say see she the too two use was way who why yes you
  also back been but came come does done each even ever from give good have here into just know like long look make
  many more most much must need next only over part play same show some such take tell than that them then they
  this time very want well were what when will with work year your car cat art pro con pre sub man men new old
  ask bit`.split(/\s+/),
);

/** The sentence as a summary shows it: markup out, fillers and stutters out, capitalised, punctuated. */
export function cleanSentence(raw: string): string {
  let text = raw.includes('&') ? decodeEntities(raw) : raw;
  if (/[{[(<]/.test(text)) text = text.replace(annotations, ' ');
  // Spaced punctuation of some transcribers ("it works , and then ."), and QMSum's "T_V_" acronyms.
  text = text.replace(/(?<!\s)\s+([,.!?;:…])/g, '$1');
  if (text.includes('_')) text = text.replace(/\b((?:\p{Lu}_){2,})/gu, (m) => m.replace(/_/g, ''));
  text = text.replace(hesitations, '$1').replace(parenthetical, '');
  text = text
    .replace(/\s+/g, ' ')
    .replace(/(?<!\s)\s+,/g, ',')
    .replace(/,(?:\s*,)+/g, ',')
    .trim();
  text = removeStutters(text).replace(/\s+/g, ' ').trim();
  const stripped = text.replace(address, '').replace(openers, '');
  if (stripped.split(' ').length >= 3) text = stripped;
  text = text.replace(/^[,;:\-–—.\s]+/, '').replace(/(?<![,;:\-–—\s])[,;:\-–—\s]+([.!?…])$/, '$1');
  if (!text) return '';
  text = text.charAt(0).toUpperCase() + text.slice(1);
  // A trailing-off "..." ends the sentence like a period in writing.
  text = text.replace(/(?:\.\.\.|…)(["'”’)\]]*)$/, '.$1');
  if (!/[.!?]["'”’)\]]*$/.test(text)) text = `${text.replace(/(?<![,;:\-–—])[,;:\-–—]+$/, '')}.`;
  return text;
}

/**
 * Whether text still carries a transcript's machinery: a speaker label, a timestamp, a caption arrow,
 * markup or Markdown. Such a sentence is never shown, whatever the transcript parser let through.
 */
export function carriesMarkup(text: string): boolean {
  return (
    /\[[^[\]]*\]|\{[^{}]*\}|<\/?[a-z][^>]*>|-->|\*\*|__|`|^#{1,6}\s|^>\s|https?:\/\/|www\./iu.test(text) ||
    /\b\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\b/u.test(text) ||
    /\b(?:speaker|spk)[\s_]?\d+\b/i.test(text) ||
    // "Jane Doe: …", "Mr. Chris d'Entremont: …" at the start of a sentence.
    /(?:^|[.!?]\s+)(?:(?:\p{Lu}|d['’]|de\s|van\s|von\s|da\s|di\s|la\s|le\s|al-)[\p{L}.'’-]*(?:\s|(?<=\s)|(?=:))){1,5}:\s/u.test(
      text,
    )
  );
}
