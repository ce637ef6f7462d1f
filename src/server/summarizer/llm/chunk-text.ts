/**
 * Cuts text into chunks of at most `maxChars`, at paragraph ends where possible, else at sentence ends,
 * else at spaces, so a language model never receives more than its context holds.
 */
export function chunkText(text: string, maxChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const paragraph of text.split(/\n{2,}/)) {
    const pieces = paragraph.length <= maxChars ? [paragraph] : splitLong(paragraph, maxChars);
    for (const piece of pieces) {
      if (current && current.length + piece.length + 2 > maxChars) push();
      current = current ? `${current}\n\n${piece}` : piece;
    }
  }
  push();
  return chunks;
}

function splitLong(paragraph: string, maxChars: number): string[] {
  const sentences = paragraph.match(/[^.!?…]+[.!?…]*["'”’)]*\s*/g) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (sentence.length > maxChars) {
      if (current) out.push(current.trim());
      current = '';
      for (let start = 0; start < sentence.length;) {
        let end = Math.min(sentence.length, start + maxChars);
        const space = sentence.lastIndexOf(' ', end);
        if (end < sentence.length && space > start) end = space;
        out.push(sentence.slice(start, end).trim());
        start = end;
      }
      continue;
    }
    if (current.length + sentence.length > maxChars) {
      out.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) out.push(current.trim());
  return out.filter(Boolean);
}
