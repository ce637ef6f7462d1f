import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // A global budget of 100 per minute gives the sign-in endpoints their floor of 20 per minute.
  t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on sign-in, callback and refresh', () => {
  it.each([
    ['GET', '/auth/google/start'],
    ['POST', '/auth/callback'],
    ['POST', '/auth/refresh'],
  ])('%s %s answers 429 after 20 requests a minute from one address', async (method, path) => {
    const client = anonymousClient(t);
    const send = () => (method === 'GET' ? client.get(path) : client.post(path, {}));
    for (let i = 0; i < 20; i++) expect((await send()).status).not.toBe(429);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
