import { initialsOf } from '@shared/initials';

/**
 * Gradient pairs for initials avatars. Every colour keeps white text at a contrast ratio of at least
 * 4.5:1 (WCAG AA for normal text), checked by the unit test, so any name gets a legible avatar.
 */
export const avatarPalette = [
  ['#4f46e5', '#3730a3'], // indigo
  ['#7c3aed', '#5b21b6'], // violet
  ['#c026d3', '#86198f'], // fuchsia
  ['#e11d48', '#9f1239'], // rose
  ['#c2410c', '#9a3412'], // orange
  ['#b45309', '#92400e'], // amber
  ['#047857', '#065f46'], // emerald
  ['#0f766e', '#115e59'], // teal
  ['#0369a1', '#075985'], // sky
  ['#2563eb', '#1e40af'], // blue
  ['#4d7c0f', '#3f6212'], // lime
  ['#475569', '#1e293b'], // slate
] as const;

/** FNV-1a: a tiny, stable string hash, so a name keeps its colour across processes and releases. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The palette entry for a name; case and surrounding spaces do not change it. */
export function paletteFor(name: string): (typeof avatarPalette)[number] {
  const index = fnv1a(name.normalize('NFC').trim().toLowerCase()) % avatarPalette.length;
  return avatarPalette[index] ?? avatarPalette[0];
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Initials are letters and digits only; escaping is the second line of defence, not the first. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

/** A square SVG with up to two initials on a gradient derived from the name. */
export function renderInitialsAvatar(name: string): string {
  const initials = escapeXml(initialsOf(name));
  const [from, to] = paletteFor(name);
  const fontSize = Array.from(initials).length > 1 ? 50 : 58;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-hidden="true">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    '<rect width="128" height="128" fill="url(#g)"/>',
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="600" letter-spacing="-1">${initials}</text>`,
    '</svg>',
  ].join('');
}
