import { stopWords } from './stop-words';

/** Words as they appear (letters, digits, inner apostrophes and hyphens), in order. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * A light suffix stripper: enough to meet "habits"/"habit", "studies"/"study", "running"/"run" so they
 * count as one term; a full Porter stemmer buys little on conversational text.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** The content terms of a text: lower-cased, apostrophes unified, stop words and bare numbers dropped, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of words(text)) {
    const word = raw.toLowerCase().replace(/’/g, "'");
    if (word.length < 2 || stopWords.has(word) || /^\d+$/.test(word)) continue;
    const base = word.endsWith("'s") ? word.slice(0, -2) : word;
    if (stopWords.has(base)) continue;
    out.push(stem(base));
  }
  return out;
}

/** Whether a surface word carries content (is not a stop word or a number). */
export function isContentWord(raw: string): boolean {
  const word = raw.toLowerCase().replace(/’/g, "'");
  return word.length >= 2 && !stopWords.has(word) && !/^\d+$/.test(word);
}
