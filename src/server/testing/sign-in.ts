import { CookieJar } from './cookie-jar';
import type { TestApp } from './test-app';

export interface TestResponse {
  status: number;
  // Response bodies are whatever the route returns; tests assert on them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

type RequestInit = { headers?: Record<string, string> };
type Send = (path: string, body?: unknown, init?: RequestInit) => Promise<TestResponse>;

/** An HTTP client for API tests, with a cookie jar and the browser's same-origin headers. */
export interface TestClient {
  get: Send;
  post: Send;
  put: Send;
  patch: Send;
  delete: Send;
  cookies: CookieJar;
  /** The signed-in user's profile id ('' for an anonymous client). */
  userId: string;
}

/** Paths may be given with or without the /api prefix: '/reports' and '/api/reports' are the same. */
function apiPath(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

export function createClient(t: TestApp, jar = new CookieJar(), userId = ''): TestClient {
  const send =
    (method: string): Send =>
    async (path, body, init) => {
      const target = apiPath(path);
      const url = target.startsWith('http') ? target : `${t.baseUrl}${target}`;
      const cookie = jar.headerFor(new URL(url).pathname);
      const isForm = body instanceof FormData;
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          accept: 'application/json',
          origin: t.baseUrl,
          'sec-fetch-site': 'same-origin',
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...init?.headers,
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      jar.store(response);
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json') && text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: response.status, body: text === '' ? undefined : parsed, headers: response.headers };
    };
  return {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    cookies: jar,
    userId,
  };
}

/** A visitor who is not signed in (same headers and cookie handling as a signed-in client). */
export function anonymousClient(t: TestApp): TestClient {
  return createClient(t);
}

export interface EmulatorRedirect {
  /** The parameters Google put on {APP_URL}/auth/callback. */
  code: string | null;
  state: string | null;
  iss: string | null;
  error: string | null;
  callbackUrl: URL;
}

/** A browser-like GET that keeps cookies and does not follow redirects. */
async function browserGet(jar: CookieJar, url: string): Promise<Response> {
  const cookie = jar.headerFor(new URL(url).pathname);
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  jar.store(response);
  return response;
}

/** Follows redirects like a browser until one leaves for our /auth/callback page. */
async function followToCallback(
  t: TestApp,
  jar: CookieJar,
  start: Response,
  from: string,
): Promise<EmulatorRedirect> {
  let response = start;
  let current = from;
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) {
      throw new Error(
        `sign-in stopped at ${current} with ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    const next = new URL(location, current);
    if (next.pathname === '/auth/callback' && next.origin === new URL(t.config.appUrl).origin) {
      const p = next.searchParams;
      return {
        code: p.get('code'),
        state: p.get('state'),
        iss: p.get('iss'),
        error: p.get('error'),
        callbackUrl: next,
      };
    }
    current = next.href;
    response = await browserGet(jar, current);
  }
  throw new Error('too many redirects during sign-in');
}

export interface StartedSignIn {
  /** The interaction (account chooser) page URL. */
  accountPageUrl: string;
  accountPageHtml: string;
  /** The provider authorization URL our server redirected to (with state, nonce, PKCE challenge). */
  authorizationUrl: URL;
}

/** GET /api/auth/google/start, then the emulator's authorize endpoint, up to its account chooser. */
export async function startSignIn(
  t: TestApp,
  jar: CookieJar,
  options: { returnPath?: string; source?: string } = {},
): Promise<StartedSignIn> {
  const query = new URLSearchParams();
  if (options.returnPath !== undefined) query.set('returnPath', options.returnPath);
  if (options.source !== undefined) query.set('source', options.source);
  const start = await browserGet(jar, `${t.baseUrl}/api/auth/google/start?${query}`);
  const providerUrl = start.headers.get('location');
  if (start.status !== 302 || !providerUrl)
    throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const authorize = await browserGet(jar, providerUrl);
  const pageLocation = authorize.headers.get('location');
  if (!pageLocation)
    throw new Error(`authorize answered ${authorize.status}: ${(await authorize.text()).slice(0, 300)}`);
  const accountPageUrl = new URL(pageLocation, providerUrl).href;
  const page = await browserGet(jar, accountPageUrl);
  const accountPageHtml = await page.text();
  if (page.status !== 200)
    throw new Error(`account page answered ${page.status}: ${accountPageHtml.slice(0, 300)}`);
  return { accountPageUrl, accountPageHtml, authorizationUrl: new URL(providerUrl) };
}

/** Submits the emulator's account form as the user would, and follows the redirects back to us. */
export async function chooseAccount(
  t: TestApp,
  jar: CookieJar,
  started: StartedSignIn,
  email: string,
  name?: string,
): Promise<EmulatorRedirect> {
  const url = `${started.accountPageUrl}/login`;
  const cookie = jar.headerFor(new URL(url).pathname);
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ email, name: name ?? '' }).toString(),
  });
  jar.store(response);
  return followToCallback(t, jar, response, url);
}

/** Presses 'Cancel' on the emulator's account page. */
export async function cancelAtEmulator(
  t: TestApp,
  jar: CookieJar,
  started: StartedSignIn,
): Promise<EmulatorRedirect> {
  const url = `${started.accountPageUrl}/abort`;
  return followToCallback(t, jar, await browserGet(jar, url), url);
}

/** What the /auth/callback page does: POST the code and state to the API. */
export async function postCallback(
  client: TestClient,
  redirect: Pick<EmulatorRedirect, 'code' | 'state' | 'iss'>,
): Promise<TestResponse> {
  return client.post('/api/auth/callback', {
    ...(redirect.code !== null ? { code: redirect.code } : {}),
    ...(redirect.state !== null ? { state: redirect.state } : {}),
    ...(redirect.iss !== null ? { iss: redirect.iss } : {}),
  });
}

/**
 * Signs in for real, as a browser would: our start endpoint → the local Google emulator → its account
 * page → back to /auth/callback → POST /api/auth/callback. Returns a client holding the session cookie.
 */
export async function signIn(t: TestApp, email: string, name?: string): Promise<TestClient> {
  const jar = new CookieJar();
  const started = await startSignIn(t, jar, { returnPath: '/' });
  const redirect = await chooseAccount(t, jar, started, email, name);
  const client = createClient(t, jar);
  const result = await postCallback(client, redirect);
  if (result.status !== 200)
    throw new Error(`sign-in callback answered ${result.status}: ${JSON.stringify(result.body)}`);
  return { ...client, userId: (result.body as { user: { id: string } }).user.id };
}
