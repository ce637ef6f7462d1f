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
   * it names the topic already, given a plain lead-in). Later sentences of the text, and every sentence
   * when `tie` is false (linking sentences read oddly with a lead-in), are kept only when fresh.
   */
  claim(
    text: string,
    topic: string,
    random: SeededRandom,
    keep: ReadonlyArray<string> = [],
    tie = true,
    /** Lead-ins this report has used already: others come first, so one report does not repeat itself. */
    leadsUsed: Set<string> = new Set(),
  ): string {
    const out: string[] = [];
    for (const [index, sentence] of splitSentences(text).entries()) {
      const leads = sentence.toLowerCase().includes(topic.toLowerCase()) ? plainLeads : topicLeads;
      // Only a text's first sentence takes a lead-in: two in a row read like a template.
      const variants = [
        sentence,
        ...(tie && index === 0 ? random.shuffle(leads) : [])
          .sort((a, b) => Number(leadsUsed.has(a)) - Number(leadsUsed.has(b)))
          .map((lead) => `${lead.replace('{topic}', topic)}${lowerFirst(sentence, keep)}`),
      ];
      const free = variants.find((variant) => !this.used.has(variant));
      if (free === undefined) continue;
      this.used.add(free);
      const lead = leads.find((l) => free !== sentence && free.startsWith(l.replace('{topic}', topic)));
      if (lead) leadsUsed.add(lead);
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
  'Especially with {topic}, ',
  'Around {topic}, ',
  'Thinking about {topic}, ',
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
function splitSentences(text: string): string[] {
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
