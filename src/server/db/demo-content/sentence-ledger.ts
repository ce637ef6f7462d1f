import type { SeededRandom } from './random';

/**
 * Every sentence the demo has already printed in a report. Channels draw their insights and asides from
 * small pools, so without a ledger a reader browsing the feed meets the same sentence in report after
 * report, which is the first thing that gives generated content away. The ledger hands out each sentence
 * once; a sentence already taken is tied to the episode's topic instead ("With code review, …"), and the
 * writers prefer material nobody has used yet, so tied sentences stay the exception.
 */
export class SentenceLedger {
  private readonly used = new Set<string>();

  /** True when none of the text's sentences has been printed yet. */
  isFresh(text: string): boolean {
    return splitSentences(text).every((sentence) => !this.used.has(sentence));
  }

  /**
   * The text with every sentence unused: each is kept as it is when fresh, else tied to the topic (or, when
   * it names the topic already, given a plain lead-in). A sentence with no free form left is dropped, and
   * so is a taken one when `tie` is false (linking sentences read oddly with a lead-in).
   */
  claim(
    text: string,
    topic: string,
    random: SeededRandom,
    keep: ReadonlyArray<string> = [],
    tie = true,
  ): string {
    const out: string[] = [];
    for (const sentence of splitSentences(text)) {
      const leads = sentence.toLowerCase().includes(topic.toLowerCase()) ? plainLeads : topicLeads;
      const variants = [
        sentence,
        ...(tie ? random.shuffle(leads) : []).map(
          (lead) => `${lead.replace('{topic}', topic)}${lowerFirst(sentence, keep)}`,
        ),
      ];
      const free = variants.find((variant) => !this.used.has(variant));
      if (free === undefined) continue;
      this.used.add(free);
      out.push(free);
    }
    return out.join(' ');
  }
}

const topicLeads = [
  'With {topic}, ',
  'When it comes to {topic}, ',
  'For {topic}, ',
  'Applied to {topic}, ',
  'In the case of {topic}, ',
  'Where {topic} is concerned, ',
  'Especially with {topic}, ',
  'Around {topic}, ',
];
const plainLeads = [
  'In practice, ',
  'Put simply, ',
  'Time and again, ',
  'Above all, ',
  'More often than not, ',
  'In the end, ',
  'Again and again, ',
  'Quite simply, ',
];

/** Splits prose into sentences; a Markdown list or heading stays one piece with what follows it. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Lower-cases the first letter unless the sentence opens with a name, "I" or an acronym. */
function lowerFirst(sentence: string, keep: ReadonlyArray<string>): string {
  const first = sentence.split(/[\s,']/)[0] ?? '';
  if (first === 'I' || /^[A-Z]{2}/.test(first) || keep.includes(first)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
