/**
 * Reads a YouTube channel address in every form people paste: /channel/UC…, /@handle, /c/name, /user/name,
 * with or without scheme, `www.` or `m.`, and with trailing tabs such as /videos. A bare `@handle` counts
 * too. Server and browser share this so the form can say "not a channel URL" before anything is sent.
 */
export type YoutubeChannelRef =
  | { kind: 'id'; value: string; canonicalUrl: string }
  | { kind: 'handle'; value: string; canonicalUrl: string }
  | { kind: 'custom'; value: string; canonicalUrl: string }
  | { kind: 'username'; value: string; canonicalUrl: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
/** Channel ids are "UC" + 22 base64url characters. */
const CHANNEL_ID = /^UC[\w-]{22}$/;
/** Handles: 3–30 letters, digits, underscores, hyphens and periods (YouTube's own rule). */
const HANDLE = /^[\w.-]{3,30}$/;
/** Legacy custom and user names: letters and digits, a little more lenient in length. */
const LEGACY_NAME = /^[\w.-]{1,100}$/;

export function parseYoutubeChannelUrl(input: string): YoutubeChannelRef | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > 300) return null;

  if (trimmed.startsWith('@')) return handleRef(trimmed.slice(1));

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;

  const segments = url.pathname.split('/').filter(Boolean).map(safeDecode);
  const [first, second] = segments;
  if (!first) return null;

  if (first.startsWith('@')) return handleRef(first.slice(1));
  if (!second) return null;
  switch (first.toLowerCase()) {
    case 'channel':
      return CHANNEL_ID.test(second)
        ? { kind: 'id', value: second, canonicalUrl: `https://www.youtube.com/channel/${second}` }
        : null;
    case 'c':
      return LEGACY_NAME.test(second)
        ? { kind: 'custom', value: second, canonicalUrl: `https://www.youtube.com/c/${second}` }
        : null;
    case 'user':
      return LEGACY_NAME.test(second)
        ? { kind: 'username', value: second, canonicalUrl: `https://www.youtube.com/user/${second}` }
        : null;
    default:
      return null;
  }
}

function handleRef(handle: string): YoutubeChannelRef | null {
  if (!HANDLE.test(handle)) return null;
  return { kind: 'handle', value: handle, canonicalUrl: `https://www.youtube.com/@${handle}` };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
