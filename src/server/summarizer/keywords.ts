import type { Sentence } from './sentences';
import { isContentWord, stem, words } from './tokens';
import type { TermSpace } from './vectors';

/**
 * The surface form readers should see for each stem: the most frequent spelling in the transcript
 * ("habits" and "habit" share a stem; the more common one names it). Ties go to the first seen.
 */
export function surfaceForms(sentences: Sentence[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const sentence of sentences) {
    for (const raw of words(sentence.text)) {
      if (!isContentWord(raw)) continue;
      const lower = raw.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
      const key = stem(lower);
      const forms = counts.get(key) ?? new Map<string, number>();
      const display = raw.replace(/['’]s$/, '');
      forms.set(display, (forms.get(display) ?? 0) + 1);
      counts.set(key, forms);
    }
  }
  const out = new Map<string, string>();
  for (const [key, forms] of counts) {
    let best = '';
    let bestCount = -1;
    for (const [form, count] of forms) {
      if (count > bestCount) {
        best = form;
        bestCount = count;
      }
    }
    out.set(key, best);
  }
  return out;
}

/**
 * The heaviest terms of a range of sentences: term frequency in the range times idf over the whole
 * transcript, so words that are everywhere (the show's name) lose to words that mark this part.
 */
export function topTerms(space: TermSpace, indexes: Iterable<number>, count: number): string[] {
  const weight = new Map<string, number>();
  for (const index of indexes) {
    for (const term of space.sentenceTerms[index] ?? []) {
      const id = space.termIds.get(term);
      if (id === undefined || term.length < 3) continue;
      weight.set(term, (weight.get(term) ?? 0) + (space.idf[id] ?? 0));
    }
  }
  return [...weight.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([term]) => term);
}

/** "sleep", "memory", "naps" → "Sleep, memory and naps". */
export function joinTerms(forms: string[]): string {
  if (forms.length === 0) return '';
  const list = forms.length === 1 ? (forms[0] ?? '') : `${forms.slice(0, -1).join(', ')} and ${forms.at(-1)}`;
  return list.charAt(0).toUpperCase() + list.slice(1);
}

/** Title Case for a keyword title, leaving acronyms and names as they are. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && word === 'and' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The most frequent pair of adjacent content words, when it occurs at least three times. */
export function topPhrase(sentences: Sentence[]): string | null {
  const counts = new Map<string, { count: number; form: string; first: number }>();
  sentences.forEach((sentence, index) => {
    const list = words(sentence.text);
    for (let i = 0; i + 1 < list.length; i++) {
      const a = list[i] ?? '';
      const b = list[i + 1] ?? '';
      if (!isContentWord(a) || !isContentWord(b)) continue;
      const key = `${stem(a.toLowerCase())} ${stem(b.toLowerCase())}`;
      const entry = counts.get(key) ?? {
        count: 0,
        form: `${a.toLowerCase()} ${b.toLowerCase()}`,
        first: index,
      };
      entry.count++;
      counts.set(key, entry);
    }
  });
  let best: { count: number; form: string; first: number } | null = null;
  for (const entry of counts.values()) {
    if (
      entry.count >= 3 &&
      (!best || entry.count > best.count || (entry.count === best.count && entry.first < best.first))
    )
      best = entry;
  }
  return best?.form ?? null;
}
