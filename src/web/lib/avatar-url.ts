/**
 * The image for a channel or person: their own logo when they have one, otherwise an initials avatar drawn
 * by our own server (no third party learns who views what, and it works offline).
 */
export function avatarUrl(name: string, imageUrl?: string | null): string {
  if (imageUrl) return imageUrl;
  return `/api/avatars/initials.svg?name=${encodeURIComponent(name.trim() || '?')}`;
}

/** Initials come from the shared helper, the same one the server's avatar SVG uses. */
export { initialsOf } from '@shared/initials';
