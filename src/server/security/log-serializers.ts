/**
 * Query parameters whose values never go to the logs. OAuth redirects bring the authorization `code`
 * and `state` to our /auth/callback page as a plain GET, and request logging writes the whole URL; the
 * code is single-use and PKCE-bound, but a log is no place for it (docs/reliability.md, security review).
 */
const SECRET_QUERY_PARAMS = new Set(['code', 'state', 'token', 'id_token', 'access_token']);

function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const key of [...new Set(params.keys())]) {
    if (SECRET_QUERY_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

/** Fastify's own request serializer (method, url, host, remote address and port), with the URL redacted. */
interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
