import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { highlights } from '../../db/schema';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Highlight writes are limited per user like notes (NOTE_WRITES_PER_MINUTE, counted apart from notes):
 * past the budget a write is 429 `rate_limited` with Retry-After and changes nothing; another user, even
 * from the same address, is not affected.
 */

const max = 3;
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let writer: TestClient;
let neighbour: TestClient;
let reportId: string;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now), env: { NOTE_WRITES_PER_MINUTE: String(max) } });
  const db = t.testDb.handle.db;
  writer = await signIn(t, 'writer@highlight-limit.test', 'Hal Writer');
  neighbour = await signIn(t, 'neighbour@highlight-limit.test', 'Nell Neighbour');
  const show = await insertCreator(db, { channelName: 'Limited Highlights' });
  await insertSubscription(db, writer.userId, show.id, 'active', now);
  await insertSubscription(db, neighbour.userId, show.id, 'active', now);
  reportId = (await insertReport(db, show.id, { publishedAt: daysBefore(now, 1) })).id;
});
afterAll(async () => {
  await t?.close();
});

const save = (client: TestClient, text: string) =>
  client.put(`/highlights/${randomUUID()}`, {
    reportId,
    part: 'summary',
    partIndex: 0,
    textStart: 0,
    textEnd: text.length,
    text,
    baseVersion: 0,
  });

const countOf = async (userId: string) =>
  Number(
    (await t.testDb.handle.db.select({ n: count() }).from(highlights).where(eq(highlights.userId, userId)))[0]
      ?.n,
  );

describe('highlight writes are rate limited per user', () => {
  it(`allows ${max} writes a minute, then answers 429 and writes nothing`, async () => {
    for (let i = 0; i < max; i++) expect((await save(writer, `passage ${i}`)).status).toBe(200);
    const limited = await save(writer, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await writer.delete(`/highlights/${randomUUID()}`)).status).toBe(429);
    expect(await countOf(writer.userId)).toBe(max);
    // Reading is not limited, and a neighbour on the same address still writes.
    expect((await writer.get('/highlights')).status).toBe(200);
    expect((await save(neighbour, 'my own passage')).status).toBe(200);
    // Notes have their own budget.
    expect(
      (await writer.put(`/reports/${reportId}/note`, { content: 'Still fine', baseVersion: 0 })).status,
    ).toBe(200);
  });
});
