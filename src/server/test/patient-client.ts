import { signIn, type TestClient } from './sign-in';
import type { TestApp } from './test-app';
import { waitFor } from './wait-for';

/**
 * On PGlite the database runs inside the test's own event loop, so a burst of requests can push event
 * loop utilisation past the load-shedding limit and the app answers 503 `service_unavailable` with
 * Retry-After. A browser would wait and retry; so does this client (briefly), so reading tests test
 * reading and not the load shedder, which has its own tests.
 */
export function patient(client: TestClient): TestClient {
  const wrap =
    (send: TestClient['get']): TestClient['get'] =>
    (path, body, init) =>
      untilServed(path, async () => {
        const response = await send(path, body, init);
        return response.status === 503 && response.body?.error?.code === 'service_unavailable'
          ? undefined
          : response;
      });
  return {
    ...client,
    get: wrap(client.get),
    post: wrap(client.post),
    put: wrap(client.put),
    patch: wrap(client.patch),
    delete: wrap(client.delete),
  };
}

/** Signs in like `signIn`, trying again while the app sheds load (see `patient`). */
export function patientSignIn(t: TestApp, email: string, name?: string): Promise<TestClient> {
  return untilServed(`the sign-in of ${email}`, async () => {
    try {
      return patient(await signIn(t, email, name));
    } catch (error) {
      if (error instanceof Error && error.message.includes('503')) return undefined;
      throw error;
    }
  });
}

/** `fetch` that tries again while the app sheds load (see `patient`). */
export function patientFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  return untilServed(`${input}`, async () => {
    const response = await fetch(input, init);
    return response.status === 503 ? undefined : response;
  });
}

/** About as long as a browser would keep trying: eight tries, half a second apart. */
function untilServed<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  return waitFor(attempt, {
    what: `${what} to be served instead of shed`,
    intervalMs: 500,
    timeoutMs: 4000,
    errors: 'throw',
  });
}
