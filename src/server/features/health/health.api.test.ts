import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('reports the process alive with its version', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: '0.7.0' });
  });

  it('reports the database reachable and migrated', async () => {
    const res = await fetch(`${t.baseUrl}/api/ready`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; migrations: number };
    expect(body.status).toBe('ready');
    expect(body.migrations).toBeGreaterThan(0);
  });

  it('answers unknown API paths with a JSON 404 in the standard error shape', async () => {
    const res = await fetch(`${t.baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'route_not_found', message: expect.stringContaining('/api/no-such-thing') },
    });
  });
});
