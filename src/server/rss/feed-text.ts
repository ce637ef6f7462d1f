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

/** Show notes (HTML, or escaped HTML) as one line of plain text. */
export function htmlToPlainText(html: string, max: number): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Only real tags: "5 < 6" and "a <= b" stay text.
    .replace(/<\/?[a-z][^<>]*>/gi, ' ');
  return shorten(decodeHTML(text).replace(/\s+/g, ' ').trim(), max);
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
