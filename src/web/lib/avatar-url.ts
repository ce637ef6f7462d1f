/**
 * The image for a channel or person: their own logo when they have one, otherwise an initials avatar drawn
 * by our own server (no third party learns who views what, and it works offline).
 */
export function avatarUrl(name: string, imageUrl?: string | null): string {
  if (imageUrl) return imageUrl;
  return `/api/avatars/initials.svg?name=${encodeURIComponent(name.trim() || '?')}`;
}

/**
 * A person's own picture, or null when the address is one of our initials avatars. Such an address keeps
 * the name it was drawn from (the Google emulator's picture is drawn from the email before a name is
 * set), so every person avatar draws its initials from the name shown beside it instead: the navbar, the
 * mobile menu and the profile then show the same letters, from one function (`initialsOf`).
 */
export function ownPicture(url: string | null | undefined): string | null {
  if (!url || /\/api\/avatars\/initials\.svg(?:\?|$)/.test(url)) return null;
  return url;
}

/** Initials come from the shared helper, the same one the server's avatar SVG uses. */
export { initialsOf } from '@shared/initials';
