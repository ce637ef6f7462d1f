import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { notes } from '../../db/schema';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { noteWriteWindowMs } from './routes';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Security review, rate limits on note saves (issue #9 item 5). Sign-in (auth-rate-limits.api.test.ts)
 * and feedback (feedback.api.test.ts) have their own tests; note writes had only the global per-address
 * budget, so one account could rewrite notes hundreds of times a minute. They are now limited per user:
 * the next write gets 429 `rate_limited` with Retry-After, changes nothing, and another user — even from
 * the same address — is not affected.
 */

/** The default NOTE_WRITES_PER_MINUTE. */
const noteWriteMax = 120;
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const clock = new ManualClock(now);
let t: TestApp;
let writer: TestClient;
let neighbour: TestClient;
let reportId: string;

beforeAll(async () => {
  t = await startTestApp({ clock });
  expect(t.config.noteWritesPerMinute).toBe(noteWriteMax);
  const db = t.testDb.handle.db;
  writer = await signIn(t, 'writer@notes-limit.test', 'Wes Writer');
  neighbour = await signIn(t, 'neighbour@notes-limit.test', 'Nina Neighbour');
  const show = await insertCreator(db, { channelName: 'Limited Show' });
  await insertSubscription(db, writer.userId, show.id, 'active', now);
  await insertSubscription(db, neighbour.userId, show.id, 'active', now);
  reportId = (await insertReport(db, show.id, { publishedAt: daysBefore(now, 1) })).id;
});
afterAll(async () => {
  await t?.close();
});

async function writerNote(): Promise<string | undefined> {
  const [row] = await t.testDb.handle.db
    .select({ content: notes.content })
    .from(notes)
    .where(and(eq(notes.userId, writer.userId), eq(notes.reportId, reportId)));
  return row?.content;
}

describe('note writes are rate limited per user', () => {
  it(`allows ${noteWriteMax} writes a minute, then answers 429 and writes nothing`, async () => {
    let version = 0;
    for (let i = 0; i < noteWriteMax; i++) {
      const res = await writer.put(`/api/reports/${reportId}/note`, {
        content: `draft ${i}`,
        baseVersion: version,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      version = res.body.version as number;
    }
    const refused = await writer.put(`/api/reports/${reportId}/note`, {
      content: 'one too many',
      baseVersion: version,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await writerNote()).toBe(`draft ${noteWriteMax - 1}`);
    // Deleting is a write too.
    const del = await writer.delete(`/api/reports/${reportId}/note?baseVersion=${version}`);
    expect(del.status).toBe(429);
    expect(await writerNote()).toBe(`draft ${noteWriteMax - 1}`);
    // Reading is not limited by it.
    expect((await writer.get(`/api/reports/${reportId}/note`)).status).toBe(200);
  });

  it('does not count against another user at the same address', async () => {
    const res = await neighbour.put(`/api/reports/${reportId}/note`, { content: 'mine', baseVersion: 0 });
    expect(res.status).toBe(200);
    const [row] = await t.testDb.handle.db
      .select({ n: count() })
      .from(notes)
      .where(eq(notes.userId, neighbour.userId));
    expect(Number(row?.n)).toBe(1);
  });

  it('opens again when the minute is over', async () => {
    clock.advance(noteWriteWindowMs + 1000);
    const note = await writer.get(`/api/reports/${reportId}/note`);
    const res = await writer.put(`/api/reports/${reportId}/note`, {
      content: 'after the pause',
      baseVersion: note.body.version,
    });
    expect(res.status).toBe(200);
    expect(await writerNote()).toBe('after the pause');
  });
});
