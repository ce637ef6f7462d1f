/**
 * What a transcript shows as published, read without the normaliser: the detectors compare it with what
 * the normaliser made of it.
 */

/** Whether the transcript as published carries times: cue ranges, stamped lines, or JSON start times. */
export function rawHasTimestamps(content: string): boolean {
  if (/-->/.test(content)) return true;
  if (/"(?:startTime|start|start_time|begin)"\s*:\s*"?\d/.test(content)) return true;
  const stamped = content.match(/^[^\S\n]*\W{0,4}(?:\d{1,3}:)?\d{1,2}:\d{2}\b/gm) ?? [];
  const inline = content.match(/[[(]\s*(?:\d{1,3}:)?\d{1,2}:\d{2}\s*\\?[\])]/g) ?? [];
  return stamped.length + inline.length >= 2;
}

/**
 * Speaker names a transcript shows, found without the normaliser: a `Name:` (bold or plain, after any
 * bracketed stamp) opening at least two lines, `[Speaker N]` tags, and JSON `speaker` fields. The markup
 * detector needs them even when the normaliser missed them.
 */
export function speakersInRaw(content: string): string[] {
  const counts = new Map<string, number>();
  const line =
    /^[^\S\n]*(?:\\?\[[^\]\n]{0,20}\\?\][^\S\n]*)*(?:\*\*)?([\p{Lu}][\p{L}\p{N} .'’()-]{0,48}?)(?:\*\*)?:(?:\*\*)?\s/gmu;
  for (const match of content.matchAll(line)) {
    const name = match[1]?.trim();
    if (name && !/^\d/.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  for (const match of content.matchAll(/\[\s*(speaker[\s_-]*\d+)\s*\]/gi))
    if (match[1]) counts.set(match[1], 2);
  for (const match of content.matchAll(/"speaker"\s*:\s*"([^"]{1,60})"/g))
    if (match[1]) counts.set(match[1], 2);
  return [...counts].filter(([, n]) => n >= 2).map(([name]) => name);
}
