import { limits } from './constants';

/**
 * Up to two initials from a full name or, failing that, an email address (docs/product.md#shell,
 * #constants-and-limits: "initials max 2 letters"). Only letters and digits survive, so the result is always
 * safe to draw or to show. Words are split on spaces, dots, underscores and hyphens: "maya.chen@x" and "Maya
 * Chen" both give "MC". The first and the last word count, so middle names and particles do not: "Mary Ann
 * van der Berg" → "MB".
 */
export function initialsOf(nameOrEmail: string, max: number = limits.initialsMaxLetters): string {
  const normalized = nameOrEmail.normalize('NFC').trim();
  const source =
    normalized.includes('@') && !normalized.includes(' ') ? (normalized.split('@')[0] ?? '') : normalized;
  const words = source
    .split(/[\s._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const firsts = words.map((word) => Array.from(word)[0] ?? '');
  // Upper-casing can grow a letter ("ß" → "SS") or split off combining marks ("ΐ" → "Ϊ" + U+0301):
  // recompose, drop what is not a letter or digit again, then cut by code points so the limit holds.
  const letters = (words.length > 1 ? [firsts[0], firsts.at(-1)] : firsts.slice(0, 1))
    .join('')
    .toLocaleUpperCase('en-US')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return Array.from(letters).slice(0, max).join('') || '?';
}
