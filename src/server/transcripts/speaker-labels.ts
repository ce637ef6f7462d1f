/**
 * Speaker labels at the start of a transcript line, in the shapes transcripts are published with:
 * "Jane Doe:", "JANE:", "Speaker 2:", "Jane Doe, Host:", "Jane (00:12:34):", "**Jane:**", "**Jane**:",
 * "[Jane] [12:34]", "[Speaker 1] [00:00]", "[12:34] [Jane]".
 *
 * A label in markup of its own (bold, brackets, a timestamp beside it) is `marked` and always a speaker.
 * A plain "Word:" is only trusted when labels come back (see `trustedLabels`): a lone "Remember: …" is
 * part of a sentence.
 */

const TIME = String.raw`(?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;
const NAME_WORD = String.raw`(?:[dlo]['’])?[\p{Lu}\d][\p{L}\p{M}'’.\-]{0,30}`;
/** "Jane", "Jane van Doe", "Dr. Jane Doe", "JANE DOE", "Speaker 2", "SPEAKER_01", "Grad A". */
const NAME = String.raw`(?:[Ss]peaker|SPEAKER)[ _-]?\d{1,3}|${NAME_WORD}(?: (?:(?:van|von|de|da|del|der|di|la|le|du|bin|al)\s)?${NAME_WORD}){0,4}`;
/** What may follow a name before the colon: ", Host", ", CEO of Acme", " (Ottawa Centre, Lib.)". */
const TITLE = String.raw`(?:,\s[^:,.!?\n]{1,60}?|\s\((?!\s*${TIME}\s*\))(?:[^()\n]|\([^()\n]*\)){1,100}\))`;

const plainLabel = new RegExp(
  String.raw`^(${NAME})(${TITLE})?\s*(?:[([]\s*(${TIME})\s*[)\]]\s*)?:\s(\s*(?:\S.*)?)$`,
  'u',
);
const plainLabelAlone = new RegExp(
  String.raw`^(${NAME})(${TITLE})?\s*(?:[([]\s*(${TIME})\s*[)\]]\s*)?:$`,
  'u',
);
/** "**Jane:** words", "**Jane Doe (12:03):**", "__Jane:__". */
const boldLabelInside = new RegExp(
  String.raw`^(?:\*\*|__)\s*([^\s*_:][^*_:\n]{0,59}?)\s*(?:[([]\s*(${TIME})\s*[)\]]\s*)?:\s*(?:\*\*|__)(\s*(?:\S.*)?)$`,
  'u',
);
/** "**Jane**: words", "**Jane** (12:03): words". */
const boldLabelOutside = new RegExp(
  String.raw`^(?:\*\*|__)\s*([^\s*_:][^*_:\n]{0,59}?)\s*(?:\*\*|__)\s*(?:[([]\s*(${TIME})\s*[)\]]\s*)?:(\s*(?:\S.*)?)$`,
  'u',
);
/** "[Jane] [12:34] words", "[Speaker 1] [00:00] words". */
const bracketNameTime = new RegExp(
  String.raw`^\[\s*([^\s\]][^\]\n]{0,59}?)\s*\]\s*[[(]\s*(${TIME})\s*[\])](?:\s*:)?(\s*(?:\S.*)?)$`,
  'u',
);
/** "[12:34] [Jane] words", "[12:34] Jane: words" is handled as a leading timestamp plus a plain label. */
const timeBracketName = new RegExp(
  String.raw`^[[(]\s*(${TIME})\s*[\])]\s*\[\s*([^\s\]][^\]\n]{0,59}?)\s*\](?:\s*:)?(\s*(?:\S.*)?)$`,
  'u',
);

/** Words that head a line like a label but name no one. */
const notSpeakers =
  /^(?:note|notes|update|edit|warning|source|sources|tip|example|summary|transcript|transcription|chapter|chapters|part|step|break|intro|outro|music|ad|ads|advert|advertisement|sponsor|sponsors|sponsored by|links|show notes|topics|timestamps|time|date|episode|recorded|published|duration|length|tags|keywords|title|description|subject|re|ps|p\.s\.|http|https|www|laughter|applause|inaudible|crosstalk)$/i;

/**
 * The sections of show notes, as podcasts head them: "Resources", "Links mentioned", "Credits",
 * "Timestamps", "Show notes", "Mentioned in this episode", "About the guest"… A closed list of section
 * words with the qualifiers they come with; never a speaker, and what follows them is not speech.
 */
const sectionWords = String.raw`(?:resources?|links|credits?|time ?stamps?|time ?codes?|show ?notes|episode notes|notes|transcripts?|transcription|chapters?|sponsors?|partners|guests|hosts|panel(?:ists)?|mentions|references?|further reading|reading list|books?|tools|sources?|takeaways|highlights|topics|(?:table of )?contents|outline|agenda|bios?|keywords|tags|quotes|summary|description|announcements|music|theme music|production|producers?|editors?|sound design|(?:produced|edited|mixed|hosted) by|about(?: (?:the|our|this|today's) (?:guests?|hosts?|show|podcast|episode))?|about (?:us|me|them)|connect(?: with (?:us|me|them|\p{L}+))?|where to find (?:us|me|them|\p{L}+)|find (?:us|me|them) (?:online|on the web)|contact(?: us)?|follow(?: us| me)?|support(?: the show| us)?|in (?:this|today's) episode|mentioned(?: in (?:this|the|today's) (?:episode|show|conversation)| on the show)?|discussed)`;
const sectionQualifier = String.raw`(?:the|this|episode|show|useful|helpful|more|additional|other|key|related|recommended|selected|our|guest|host)`;
const sectionTail = String.raw`(?:mentioned|discussed|referenced|and links|& links|from (?:the|this|today's) (?:show|episode|conversation)|for (?:this|the|today's) (?:show|episode)|in (?:this|the|today's) (?:show|episode))`;
const sectionHeading = new RegExp(
  String.raw`^(?:${sectionQualifier}\s)?(?:${sectionQualifier}\s)?${sectionWords}(?:\s${sectionTail}){0,2}$`,
  'iu',
);

/** Whether a label is a show-notes heading ("Resources", "Links mentioned in this episode"). */
export function isShowNotesHeading(label: string): boolean {
  const name = label
    .replace(/[*_#[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const bare = name.endsWith(':') ? name.slice(0, -1).trimEnd() : name;
  return bare.length <= 60 && sectionHeading.test(bare);
}

export interface LabelledLine {
  label: string;
  timestamp: string | undefined;
  rest: string;
  /** The label is set apart by markup or a timestamp, so it is a speaker even if it never comes back. */
  marked: boolean;
}

/** "SPEAKER_01" and "speaker 1" become "Speaker 1"; markup and stray punctuation go. */
export function cleanSpeakerName(raw: string): string {
  const name = raw
    .replace(/[*_[\]<>{}]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(?<![\s:,;-])[\s:,;-]+$/, '')
    .trim();
  const numbered = /^speaker[ _-]?0*(\d{1,3})$/i.exec(name);
  if (numbered?.[1]) return `Speaker ${numbered[1]}`;
  // A name has letters and no clock times or caption arrows ("<v 00:00:01 -->" names no one).
  if (!/\p{L}/u.test(name) || /\d:\d\d|-->|[<>{}]/.test(name)) return '';
  return name;
}

function acceptable(label: string): boolean {
  const name = cleanSpeakerName(label);
  if (name === '' || name.length > 60 || notSpeakers.test(name) || isShowNotesHeading(name)) return false;
  if (/^\d/.test(name) && !/\p{L}/u.test(name)) return false;
  if (/^(?:https?|www|mailto)\b/i.test(name)) return false;
  return true;
}

export function matchSpeakerLabel(line: string): LabelledLine | null {
  const marked = boldLabelInside.exec(line) ?? boldLabelOutside.exec(line) ?? bracketNameTime.exec(line);
  if (marked) {
    const [, label, timestamp, rest] = marked;
    if (label && rest !== undefined && acceptable(label))
      return { label: cleanSpeakerName(label), timestamp, rest: rest.trimStart(), marked: true };
  }
  const reversed = timeBracketName.exec(line);
  if (reversed) {
    const [, timestamp, label, rest] = reversed;
    if (label && rest !== undefined && acceptable(label))
      return { label: cleanSpeakerName(label), timestamp, rest: rest.trimStart(), marked: true };
  }
  const plain = plainLabel.exec(line) ?? plainLabelAlone.exec(line);
  if (!plain) return null;
  const [, label, , timestamp, rest] = plain;
  if (!label || !acceptable(label)) return null;
  return {
    label: cleanSpeakerName(label),
    timestamp,
    rest: (rest ?? '').trimStart(),
    marked: timestamp !== undefined,
  };
}

/**
 * Labels of a conversation: marked labels always count; plain ones once some label comes back
 * ("Ana: … / Ben: … / Ana: …"), including a guest who spoke once. A lone "Remember: …" stays text.
 */
export function trustedLabels(lines: string[]): Set<string> {
  const counts = new Map<string, number>();
  const trusted = new Set<string>();
  for (const line of lines) {
    const labelled = matchSpeakerLabel(line);
    if (!labelled) continue;
    counts.set(labelled.label, (counts.get(labelled.label) ?? 0) + 1);
    if (labelled.marked) trusted.add(labelled.label);
  }
  const conversation = [...counts.values()].some((count) => count >= 2);
  if (conversation) for (const label of counts.keys()) trusted.add(label);
  return trusted;
}
