import { signIn, type TestClient, type TestResponse } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';

/**
 * On PGlite the database runs inside the test's own event loop, so a burst of requests can push event
 * loop utilisation past the load-shedding limit and the app answers 503 `service_unavailable` with
 * Retry-After. A browser would wait and retry; so does this client (briefly), so reading tests test
 * reading and not the load shedder, which has its own tests.
 */
export function patient(client: TestClient): TestClient {
  const wrap =
    (send: TestClient['get']): TestClient['get'] =>
    async (path, body, init) => {
      let response: TestResponse = await send(path, body, init);
      for (
        let attempt = 0;
        attempt < 8 && response.status === 503 && response.body?.error?.code === 'service_unavailable';
        attempt++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        response = await send(path, body, init);
      }
      return response;
    };
  return {
    ...client,
    get: wrap(client.get),
    post: wrap(client.post),
    put: wrap(client.put),
    patch: wrap(client.patch),
    delete: wrap(client.delete),
  };
}

/** Signs in like `signIn`, waiting and trying again while the app sheds load (see `patient`). */
export async function patientSignIn(t: TestApp, email: string, name?: string): Promise<TestClient> {
  for (let attempt = 0; ; attempt++) {
    try {
      return patient(await signIn(t, email, name));
    } catch (error) {
      if (attempt >= 8 || !(error instanceof Error) || !error.message.includes('503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** `fetch` that waits and tries again while the app sheds load (see `patient`). */
export async function patientFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  let response = await fetch(input, init);
  for (let attempt = 0; attempt < 8 && response.status === 503; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await fetch(input, init);
  }
  return response;
}
