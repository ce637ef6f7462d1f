interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires: number | undefined;
}

/**
 * A small cookie jar for API tests: one host, honours Path, Max-Age / Expires (deletion) and replaces
 * cookies by (name, path), which is all our server and the emulator use.
 */
export class CookieJar {
  private readonly cookies: StoredCookie[] = [];

  store(response: Response, now = Date.now()): void {
    for (const header of response.headers.getSetCookie()) this.storeOne(header, now);
  }

  private storeOne(header: string, now: number): void {
    const [pair, ...attributes] = header.split(';');
    if (!pair) return;
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const cookie: StoredCookie = {
      name: pair.slice(0, eq).trim(),
      value: pair.slice(eq + 1).trim(),
      path: '/',
      expires: undefined,
    };
    for (const attribute of attributes) {
      const [rawKey, ...rest] = attribute.split('=');
      const key = rawKey?.trim().toLowerCase();
      const value = rest.join('=').trim();
      if (key === 'path' && value.startsWith('/')) cookie.path = value;
      if (key === 'max-age') cookie.expires = now + Number(value) * 1000;
      if (key === 'expires' && cookie.expires === undefined) cookie.expires = Date.parse(value);
    }
    const index = this.cookies.findIndex((c) => c.name === cookie.name && c.path === cookie.path);
    if (index >= 0) this.cookies.splice(index, 1);
    if (cookie.expires !== undefined && cookie.expires <= now) return;
    this.cookies.push(cookie);
  }

  /** The Cookie header for a request to this path (undefined when there is nothing to send). */
  headerFor(path: string, now = Date.now()): string | undefined {
    const pathname = path.split('?')[0] ?? '/';
    const matching = this.cookies
      .filter((c) => (c.expires === undefined || c.expires > now) && pathMatches(pathname, c.path))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length > 0 ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  get(name: string): string | undefined {
    return this.cookies.find((c) => c.name === name)?.value;
  }

  set(name: string, value: string, path = '/'): void {
    this.storeOne(`${name}=${value}; Path=${path}`, Date.now());
  }

  delete(name: string): void {
    for (let i = this.cookies.length - 1; i >= 0; i--)
      if (this.cookies[i]?.name === name) this.cookies.splice(i, 1);
  }

  names(): string[] {
    return this.cookies.map((c) => c.name);
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
