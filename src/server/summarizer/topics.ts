import { hasProfanity } from './passage-rules';
import { nounPhrases, type Phrase } from './phrases';
import { isContentWord, stem } from './tokens';
import type { TermSpace } from './vectors';

/**
 * The noun phrases of the sentences that matter (the bounded candidate set), and from them the
 * episode's main topics and the titles of key learnings and chapters. Phrases that hold a speaker's name
 * are never used: a title names an idea, not a person.
 */
export class TopicIndex {
  private readonly bySentence = new Map<number, Phrase[]>();
  private readonly nameWords: Set<string>;

  constructor(
    private readonly space: TermSpace,
    speakers: string[],
  ) {
    this.nameWords = new Set(
      speakers.flatMap((name) => name.toLowerCase().split(/\s+/)).filter((w) => isContentWord(w)),
    );
  }

  /** The usable phrases of one sentence (tagged once, then remembered). */
  phrases(index: number, text: string): Phrase[] {
    let found = this.bySentence.get(index);
    if (!found) {
      found = nounPhrases(text).filter(
        (p) => !hasProfanity(p.text) && !p.key.split(' ').some((w) => this.nameWords.has(w)),
      );
      this.bySentence.set(index, found);
    }
    return found;
  }

  /** How specific a phrase is: the mean idf of its words (rare words mark a topic). */
  private readonly weights = new Map<string, number>();

  private weight(phrase: Phrase): number {
    const known = this.weights.get(phrase.key);
    if (known !== undefined) return known;
    const ids = phrase.key.split(' ').map((w) => this.space.termIds.get(stem(w.replace(/’/g, "'"))));
    const idfs = ids.map((id) => (id === undefined ? 1 : (this.space.idf[id] ?? 1)));
    const weight = idfs.reduce((a, b) => a + b, 0) / Math.max(1, idfs.length);
    this.weights.set(phrase.key, weight);
    return weight;
  }

  /**
   * The phrases a stretch of sentences keeps coming back to, best first, no two sharing a word:
   * counted once per sentence, multi-word phrases preferred, each in its most common spelling.
   */
  topics(indexes: Iterable<number>, count: number, exclude: Set<string> = new Set()): string[] {
    const tally = new Map<string, { count: number; forms: Map<string, number>; phrase: Phrase }>();
    for (const index of indexes) {
      const seen = new Set<string>();
      for (const phrase of this.bySentence.get(index) ?? []) {
        const key = phrase.key.split(' ').map(stem).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = tally.get(key) ?? { count: 0, forms: new Map<string, number>(), phrase };
        entry.count++;
        entry.forms.set(phrase.text, (entry.forms.get(phrase.text) ?? 0) + 1);
        tally.set(key, entry);
      }
    }
    const ranked = [...tally.entries()]
      // A lone capitalised word is most often a person spoken to or about ("Tom, …"), not a subject.
      .filter(([, e]) => e.count >= 2 && (e.phrase.words >= 2 || !/^\p{Lu}\p{Ll}/u.test(mostCommon(e.forms))))
      .map(([key, e]) => ({
        key,
        score: e.count * (e.phrase.words >= 2 ? 2.5 : 1) * this.weight(e.phrase),
        form: mostCommon(e.forms),
      }))
      .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    const chosen: string[] = [];
    const usedWords = new Set(exclude);
    for (const candidate of ranked) {
      if (chosen.length >= count) break;
      const stems = candidate.key.split(' ');
      if (stems.some((w) => usedWords.has(w))) continue;
      stems.forEach((w) => usedWords.add(w));
      chosen.push(candidate.form);
    }
    return chosen;
  }
}

function mostCommon(forms: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [form, count] of forms)
    if (count > bestCount || (count === bestCount && form.toLowerCase() === form)) {
      best = form;
      bestCount = count;
    }
  return best;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
