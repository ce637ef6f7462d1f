import { decodeHTML, decodeHTMLStrict } from 'entities';

/**
 * Text of a feed, after the XML parser has decoded its references once. What is left is either plain
 * text or escaped HTML (show notes in CDATA, titles their host HTML-escaped before writing them). Each
 * layer is decoded once: the XML layer by the parser, the HTML layer here, never a third time.
 */

const entityReference = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/i;

/**
 * A field meant as plain text (titles, names). Entity references still in it after XML decoding mean
 * the host wrote HTML-escaped text ("Rock &amp;amp; Roll", "we&amp;#039;re"); they are decoded once.
 * Strict decoding: a bare "&" or "AT&T" is text, not a reference.
 */
export function plainFeedText(text: string, max: number): string {
  const decoded = entityReference.test(text) ? decodeHTMLStrict(text) : text;
  return shorten(decoded.replace(/\s+/g, ' ').trim(), max);
}

/**
 * Show notes (HTML, or escaped HTML) as plain text that keeps its lines: a paragraph, a list item or a
 * line break ends a line, so "12:30 Why bees swarm" stays one line a summarizer can read as a chapter.
 */
export function htmlToShowNotes(html: string, max: number): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(
      /<br\s*\/?>|<\/(?:p|li|div|h[1-6]|tr|blockquote)\s*>|<(?:p|li|div|h[1-6]|tr|ul|ol)\b[^<>]*>/gi,
      '\n',
    )
    .replace(/<\/?[a-z][^<>]*>/gi, ' ');
  const lines = decodeHTML(text)
    .split(/\r?\n/)
    // A tag taken out before punctuation leaves no space in front of it ("<b>Okafor</b>, a…").
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/ (?=[,.;:!?)](?:\s|$))/g, '')
        .trim(),
    )
    .filter(Boolean);
  return shorten(lines.join('\n'), max);
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
