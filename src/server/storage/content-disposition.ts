/**
 * A Content-Disposition value for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266),
 * with quotes, control characters, path separators and leading dots removed so the header cannot be broken.
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned =
    fileName
      .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
      .trim()
      .replace(/^\.+/, '') || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}

/** Types a browser may show inline from our origin; anything else is sent as a download. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'text/plain',
  'application/pdf',
  // Episode audio, played by the browser's own player (the types stored are those sniffed on upload).
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/wav',
]);

/** The Content-Type we send for a stored type: inline-safe ones as is (text with a charset), others as bytes. */
export function safeContentType(stored: string): { type: string; inline: boolean } {
  const base = stored.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!INLINE_TYPES.has(base)) return { type: 'application/octet-stream', inline: false };
  return { type: base === 'text/plain' ? 'text/plain; charset=utf-8' : base, inline: true };
}
