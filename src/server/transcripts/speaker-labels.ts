/**
 * A speaker label at the start of a line: "Jane Doe:", "JANE:", "Speaker 2:", "Host:", "Q:" —
 * up to four capitalised words before a colon. Ordinary sentences rarely look like that, and the caller
 * only trusts a label that comes back (see `trustedLabels`).
 */
const labelPattern =
  /^((?:Speaker|SPEAKER)[ _]?\d{1,2}|[A-Z][\p{L}'’.-]{0,30}(?: [A-Z][\p{L}'’.-]{0,30}){0,3})\s*(?:[([]\s*([\d:.,]+)\s*[)\]])?\s*:\s+(.*)$/u;

export interface LabelledLine {
  label: string;
  timestamp: string | undefined;
  rest: string;
}

export function matchSpeakerLabel(line: string): LabelledLine | null {
  const match = labelPattern.exec(line);
  if (!match) return null;
  const [, label, timestamp, rest] = match;
  if (!label || rest === undefined) return null;
  // "Note: …", "Update: …" and friends are headings, not people.
  if (
    /^(?:note|update|edit|warning|source|sources|tip|example|summary|transcript|chapter|part|step)$/i.test(
      label,
    )
  )
    return null;
  return { label: label.trim(), timestamp, rest };
}

/**
 * Labels of a conversation: once some label comes back ("Ana: … / Ben: … / Ana: …"), every label counts,
 * including a guest who spoke once. A lone "Remember: …" stays part of the sentence.
 */
export function trustedLabels(lines: string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const labelled = matchSpeakerLabel(line);
    if (labelled) counts.set(labelled.label, (counts.get(labelled.label) ?? 0) + 1);
  }
  const trusted = new Set<string>();
  const conversation = [...counts.values()].some((count) => count >= 2);
  if (conversation) for (const label of counts.keys()) trusted.add(label);
  return trusted;
}
