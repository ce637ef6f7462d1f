/**
 * Where a visitor may be sent back to after signing in: a path on this site, never another origin.
 * Used by the browser before it asks to sign in and by the server before it stores the path, so an open
 * redirect needs both sides to be wrong.
 */
const FALLBACK = '/';
const MAX_LENGTH = 2048;
const BASE = 'http://return-path.invalid';

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string') return FALLBACK;
  const value = candidate.trim();
  if (value === '' || value === 'null' || value === 'undefined' || value.length > MAX_LENGTH) return FALLBACK;
  // Only site-relative paths. '//host' and '/\host' are protocol-relative to browsers; backslashes and
  // control characters are normalised differently by different parsers, so they are refused outright.
  if (!value.startsWith('/') || value.startsWith('//')) return FALLBACK;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== BASE) return FALLBACK;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? FALLBACK : path;
}
