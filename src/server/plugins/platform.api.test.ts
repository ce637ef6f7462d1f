import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    routes: (app) => {
      // Tiny routes that provoke the failures the error plugin must translate.
      app.post('/api/test/duplicate-plan', async () => {
        await app.deps.db.execute(
          sql`insert into plans (id, type, name, amount) values ('dup', 'basic', 'Dup', 1)`,
        );
        await app.deps.db.execute(
          sql`insert into plans (id, type, name, amount) values ('dup', 'basic', 'Dup', 1)`,
        );
        return { ok: true };
      });
      app.post('/api/test/negative-price', async () => {
        await app.deps.db.execute(
          sql`insert into plans (id, type, name, amount) values ('neg', 'basic', 'Neg', -5)`,
        );
        return { ok: true };
      });
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail: password=hunter2 at /srv/app.js:12');
      });
      app.post('/api/test/echo', async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('turns a unique violation into 409 conflict, not a 500', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/duplicate-plan`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'conflict', message: expect.any(String) } });
  });

  it('turns a CHECK violation into 422 constraint_violation', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/negative-price`, { method: 'POST' });
    expect(res.status).toBe(422);
    expect((await res.json()) as unknown).toEqual({
      error: { code: 'constraint_violation', message: expect.any(String) },
    });
  });

  it('answers a thrown internal error with a 500 that reveals nothing', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toMatch(/hunter2|secret|app\.js|stack/);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unfinished":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  });

  it('answers unknown API paths with a JSON 404 whatever the method', async () => {
    const res = await fetch(`${t.baseUrl}/api/nothing/here`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('route_not_found');
  });

  it('answers a browser page navigation with a readable page, never raw JSON, and hides 5xx details', async () => {
    // Injected: fetch itself sets the sec-fetch headers of a script's request.
    const navigate = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
    const expired = await t.app.inject({ method: 'GET', url: '/api/nothing/here', headers: navigate });
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['content-type']).toMatch(/^text\/html/);
    expect(expired.body).toContain('<h1>This page is no longer valid</h1>');
    expect(expired.body).toContain('<a href="/">Continue to Podbrief</a>');
    expect(expired.body).not.toContain('"error"');

    const boom = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: navigate });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).toContain('Something went wrong');
    expect(boom.body).not.toContain('hunter2');
  });
});

describe('same-origin check', () => {
  it('refuses a cross-site POST by Origin', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'cross_site_request', message: expect.any(String) } });
  });

  it('refuses a POST marked cross-site by Sec-Fetch-Site even with a matching Origin', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { origin: t.config.appUrl, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a same-site (sibling subdomain) POST', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(res.status).toBe(403);
  });

  it('allows a same-origin POST', async () => {
    const res = await fetch(`${t.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { origin: t.config.appUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('lets safe methods through from anywhere', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(res: Response) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  }

  it('are on API responses', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expectSecurityHeaders(res);
  });

  it('are on HTML responses of client routes', async () => {
    const res = await fetch(`${t.baseUrl}/subscriber/reports`);
    // 200 with index.html once built, 503 with a hint before the first build: headers either way.
    expect([200, 503]).toContain(res.status);
    expectSecurityHeaders(res);
  });

  it('keep a caller-supplied request id when it is well formed', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, { headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-12345');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the health routes and the error schema', async () => {
    const res = await fetch(`${t.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('0.7.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/test'))).toBe(false);
  });

  it('serves the docs page', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/swagger/i);
  });
});
