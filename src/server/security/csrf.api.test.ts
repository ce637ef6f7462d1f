import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@shared/demo-accounts';
import * as schema from '../db/schema';
import { signIn, type TestClient } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';
import { apiOperations, concretePath, UNSAFE_METHODS, type ApiOperation } from '../testing/api-operations';

/**
 * Security review, CSRF (issue #9 item 5): every unsafe operation in /api/openapi.json refuses a request
 * a browser would mark as coming from another site — a foreign Origin, the opaque `Origin: null` of a
 * sandboxed frame or data: page, Sec-Fetch-Site cross-site or same-site — with 403 `cross_site_request`,
 * before any handler runs (nothing is written), even with a valid session cookie attached.
 * platform.api.test.ts proves the rule on one test route; this proves no real route escapes it.
 */

let t: TestApp;
let unsafe: ApiOperation[];
let listener: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  // Stripe's webhook is a server-to-server call authenticated by its signature, not by a cookie, and is
  // exempt from the same-origin rule (ADR 214); stripe-webhooks.api.test.ts proves it refuses a bad signature.
  unsafe = (await apiOperations(t)).filter(
    (op) => UNSAFE_METHODS.has(op.method) && op.path !== '/api/webhooks/stripe',
  );
  listener = await signIn(t, demoAccounts.listener.email, demoAccounts.listener.name);
});
afterAll(async () => {
  await t?.close();
});

/** Row counts of every table: a refused request must leave all of them as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const tables = {
    profiles: schema.profiles,
    sessions: schema.sessions,
    subscriptions: schema.subscriptions,
    feedback: schema.feedback,
    creatorSettings: schema.creatorSettings,
    reports: schema.reports,
    reportReads: schema.reportReads,
    reportFavourites: schema.reportFavourites,
    notes: schema.notes,
    inviteLinks: schema.inviteLinks,
  };
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.testDb.handle.db.select({ n: count() }).from(table);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

const attacks: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['a look-alike Origin (other port)', { origin: 'http://localhost:1' }],
  ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  [
    'Sec-Fetch-Site: cross-site with our own Origin',
    { 'sec-fetch-site': 'cross-site', origin: 'same-as-app' },
  ],
];

describe('CSRF: every unsafe API operation refuses cross-site requests', () => {
  it('finds the unsafe operations in the OpenAPI document', () => {
    expect(unsafe.length).toBeGreaterThan(25);
    expect(unsafe.map((op) => op.method)).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
  });

  it.each(attacks)('with %s: 403 cross_site_request, nothing written', async (_name, attackHeaders) => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const op of unsafe) {
      const path = concretePath(op.path);
      const headers: Record<string, string> = {
        ...attackHeaders,
        ...(attackHeaders.origin === 'same-as-app' ? { origin: t.baseUrl } : {}),
        cookie: listener.cookies.headerFor(path) ?? '',
        ...(op.jsonBody ? { 'content-type': 'application/json' } : {}),
      };
      const res = await fetch(`${t.baseUrl}${path}`, {
        method: op.method,
        redirect: 'manual',
        headers,
        body: op.jsonBody ? JSON.stringify({ creatorId: 'x', content: 'x', baseVersion: 0 }) : undefined,
      });
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (res.status !== 403 || body?.error?.code !== 'cross_site_request')
        failures.push(`${op.method} ${path} → ${res.status} ${body?.error?.code ?? ''}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('still accepts the same operations from our own pages (the refusal is about the origin)', async () => {
    // One representative write per method, sent as the SPA sends it.
    const subscribe = await listener.post('/api/subscriptions', {});
    expect(subscribe.status).toBe(400);
    expect(subscribe.body.error.code).not.toBe('cross_site_request');
    const note = await listener.put(concretePath('/api/reports/{id}/note'), { content: 'x', baseVersion: 0 });
    expect(note.status).toBe(404);
    const profile = await listener.patch('/api/profile', { fullName: 'Alex Rivera' });
    expect(profile.status).toBe(200);
    const favourite = await listener.delete(concretePath('/api/reports/{id}/favourite'));
    expect(favourite.status).toBe(404);
  });
});
