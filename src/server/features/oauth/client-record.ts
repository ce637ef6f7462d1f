/**
 * A client as `oauth_records` keeps it (model `client`), whether it registered (RFC 7591) or is
 * described by its metadata document, and the rules both ways of knowing a client share.
 */
export interface ClientPayload {
  clientName: string;
  redirectUris: string[];
  scope: string | null;
  createdAt: string;
}

/** The name the reader sees: the one the client registered, else the host it returns to. */
export function clientDisplayName(payload: ClientPayload): string {
  if (payload.clientName) return payload.clientName;
  const first = payload.redirectUris[0];
  return first ? new URL(first).host : 'Unnamed application';
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why `value` cannot be a redirect URI, or null when it can. */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${value} is not an absolute URL.`;
  }
  if (url.hash || value.includes('#')) return `${value} has a fragment.`;
  if (url.username || url.password) return `${value} carries credentials.`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null;
  return `${value} must be https, or http on localhost, 127.0.0.1 or [::1].`;
}
