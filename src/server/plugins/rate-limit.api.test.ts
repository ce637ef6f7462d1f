import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../testing/test-app';
import { recordHit } from './rate-limit-store';

const clock = new ManualClock('2026-11-22T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_PER_MINUTE: '3' },
    routes: (app) => {
      app.get(
        '/api/test/strict',
        { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
        async () => ({ ok: true }),
      );
      app.get('/api/test/open', async () => ({ ok: true }));
      app.get('/api/test/unlimited', { config: { rateLimit: false } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe(`rate limits in the database (${testDatabaseKindLabel()})`, () => {
  it('counts hits in a fixed window and starts afresh when it ends', async () => {
    const db = t.app.deps.db;
    const now = new Date('2026-11-22T09:00:00Z');
    expect(await recordHit(db, 'k1', 60_000, now)).toEqual({
      count: 1,
      resetAt: new Date('2026-11-22T09:01:00Z'),
    });
    expect((await recordHit(db, 'k1', 60_000, new Date('2026-11-22T09:00:30Z'))).count).toBe(2);
    const fresh = await recordHit(db, 'k1', 60_000, new Date('2026-11-22T09:01:00Z'));
    expect(fresh).toEqual({ count: 1, resetAt: new Date('2026-11-22T09:02:00Z') });
  });

  it('never loses a hit when many arrive at once (one atomic upsert)', async () => {
    const now = new Date('2026-11-22T09:30:00Z');
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => recordHit(t.app.deps.db, 'burst', 60_000, now)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('refuses the request over the global budget with 429, Retry-After and the standard error', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${t.baseUrl}/api/test/open`)).status).toBe(200);
    const res = await fetch(`${t.baseUrl}/api/test/open`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
    });
  });

  it('lets time reopen the window', async () => {
    clock.advance(61_000);
    expect((await fetch(`${t.baseUrl}/api/test/open`)).status).toBe(200);
  });

  it('applies a route’s own stricter limit with its own counter', async () => {
    clock.advance(61_000);
    expect((await fetch(`${t.baseUrl}/api/test/strict`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/test/strict`)).status).toBe(429);
    // The strict route's counter is separate: the global budget still has room.
    expect((await fetch(`${t.baseUrl}/api/test/open`)).status).toBe(200);
  });

  it('leaves health checks and routes that opt out alone', async () => {
    clock.advance(61_000);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
      expect((await fetch(`${t.baseUrl}/api/test/unlimited`)).status).toBe(200);
    }
  });
});
