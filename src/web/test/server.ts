import { http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of web tests (ADR 005): msw answers the app's real fetch calls, so the API client runs
 * whole (credentials, timeouts, retries, the breaker). Each test says what the API answers with
 * `server.use(...)` or `answer(...)`; a request nothing answers fails the request and the test.
 */
// Every page may ask which money story to tell (ADR 216); tests run the free beta unless they say otherwise.
const betaConfig = { enabled: false, currency: null, trialDays: null, platformFeePercent: null };
export const server = setupServer(http.get('/api/payments/config', () => HttpResponse.json(betaConfig)));

const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  sent.push(`${request.method} ${url.pathname}${url.search}`);
});

/** The requests sent in this test, in order, as 'POST /api/auth/logout?scope=global'. */
export function sentRequests(): string[] {
  return [...sent];
}

type Respond = (request: Request) => Response | Promise<Response>;
const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/**
 * Answers requests by 'METHOD /path' or 'METHOD /path?query' (then only that exact query) for the rest
 * of this test. A shorthand over `server.use` for tests that script a few endpoints.
 */
export function answer(routes: Record<string, Respond>): void {
  server.use(
    ...Object.entries(routes).map(([route, respond]) => {
      const [method = '', target = ''] = route.split(' ');
      const [path = '', query] = target.split('?');
      const on = methods[method as keyof typeof methods];
      if (!on) throw new Error(`answer(): no method in "${route}"`);
      const resolver: HttpResponseResolver = ({ request }) =>
        query === undefined || new URL(request.url).search === `?${query}` ? respond(request) : undefined;
      return on(path, resolver);
    }),
  );
}

/** An answer in JSON (204 has no body). */
export const json = (status: number, body: unknown): Response =>
  status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body as JsonBodyType, { status });

/** A refusal in the API's error shape. */
export const apiError = (status: number, code: string, message: string): Response =>
  json(status, { error: { code, message } });

export type ApiHandler = (method: string, path: string, body: unknown) => Response | Promise<Response>;
export interface ApiCall {
  method: string;
  /** Path and query, e.g. '/api/creator/reports?status=ready'. */
  path: string;
  /** The JSON body, the form of an upload, or undefined. */
  body: unknown;
}

/**
 * Answers every /api request of this test with one function, for tests that script a feature's whole
 * API; returns the calls, filled as they come.
 */
export function answerApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('multipart/form-data')
        ? await request.formData()
        : await request.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
      calls.push({ method: request.method, path, body });
      return handler(request.method, path, body);
    }),
  );
  return calls;
}

/** Forgets this test's answers and requests. */
export function resetNetwork(): void {
  server.resetHandlers();
  sent.length = 0;
}
