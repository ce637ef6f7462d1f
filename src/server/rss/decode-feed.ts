import { TextDecoder } from 'node:util';

/**
 * Turns feed bytes into text. The encoding is chosen as XML on the web prescribes (RFC 7303, WHATWG
 * Encoding): a byte order mark first, then the charset of the HTTP Content-Type, then the encoding the
 * XML declaration names, else UTF-8. Labels are the WHATWG ones Node's TextDecoder knows (ISO-8859-1 is
 * read as Windows-1252, GB2312 as GBK, as browsers do).
 */
export function decodeFeed(body: Uint8Array, options: { contentType?: string | undefined } = {}): string {
  return decodeWith(body, bomEncoding(body) ?? charsetOf(options.contentType) ?? declaredEncoding(body));
}

/** Text files the feed links to (transcripts, chapters): a byte order mark, else the HTTP charset, else UTF-8. */
export function decodeLinkedText(body: Uint8Array, contentType: string | undefined): string {
  return decodeWith(body, bomEncoding(body) ?? charsetOf(contentType));
}

function decodeWith(body: Uint8Array, label: string | null): string {
  const decoder = decoderFor(label ?? 'utf-8');
  if (decoder?.encoding === 'windows-1252') return windows1252(decoder.decode(body));
  if (decoder) return decoder.decode(body);
  // A label no decoder knows: UTF-8 when the bytes are UTF-8, else the web's default single-byte reading.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return windows1252(new TextDecoder('windows-1252').decode(body));
  }
}

/**
 * Windows-1252 bytes 0x80–0x9F as the Encoding Standard maps them. Node 20's decoder reads them as
 * ISO-8859-1 control characters (its Latin-1 fast path), losing curly quotes, dashes and the euro sign;
 * mapping afterwards is right on runtimes with and without that fault.
 */
const windows1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => windows1252High[c.charCodeAt(0) - 0x80] as string);
}

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

function bomEncoding(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  // UTF-16 without a mark still starts with "<" or whitespace as two bytes.
  if (body[0] === 0x3c && body[1] === 0x00 && body[2] === 0x3f && body[3] === 0x00) return 'utf-16le';
  if (body[0] === 0x00 && body[1] === 0x3c && body[2] === 0x00 && body[3] === 0x3f) return 'utf-16be';
  return null;
}

/** `charset` of a Content-Type header: `text/xml; charset="ISO-8859-1"` gives iso-8859-1. */
function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** The encoding named by the XML declaration, which may follow a little whitespace. */
function declaredEncoding(body: Uint8Array): string | null {
  const head = Buffer.from(body.subarray(0, 512)).toString('latin1');
  const match = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head);
  const label = match?.[1]?.toLowerCase();
  // A declaration read as single bytes cannot be right about UTF-16 (a mark would have said so).
  if (!label || label.startsWith('utf-16') || label === 'unicode') return null;
  return label;
}
