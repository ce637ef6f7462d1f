import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { notes } from '../../db/schema';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
let outsider: TestClient;
let reportId: string;
let secondReportId: string;
let lockedReportId: string;
let draftReportId: string;

beforeAll(async () => {
  clock = new ManualClock(now);
  t = await startTestApp({ clock });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'note-writer@reading.test', 'Note Writer');
  outsider = await signIn(t, 'note-outsider@reading.test', 'Note Outsider');
  const show = await insertCreator(db, { channelName: 'Notes Show' });
  const closed = await insertCreator(db, { channelName: 'Closed Show' });
  await insertSubscription(db, reader.userId, show.id, 'active', now);
  await insertSubscription(db, reader.userId, closed.id, 'expired', now);
  reportId = (await insertReport(db, show.id, { publishedAt: daysBefore(now, 1) })).id;
  secondReportId = (await insertReport(db, show.id, { publishedAt: daysBefore(now, 2) })).id;
  lockedReportId = (await insertReport(db, closed.id, { publishedAt: daysBefore(now, 2) })).id;
  draftReportId = (await insertReport(db, show.id, { status: 'draft' })).id;
});
afterAll(async () => {
  await t.close();
});

const stored = async (userId: string, report: string) =>
  (
    await t.testDb.handle.db
      .select()
      .from(notes)
      .where(and(eq(notes.userId, userId), eq(notes.reportId, report)))
  )[0];

describe('one versioned note per user and report', () => {
  it('starts empty (200, exists false) rather than 404', async () => {
    const res = await reader.get(`/reports/${reportId}/note`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reportId, exists: false, content: '', version: 0, updatedAt: null });
  });

  it('creates at version 1 and moves one version per save', async () => {
    const created = await reader.put(`/reports/${reportId}/note`, {
      content: 'First thought',
      baseVersion: 0,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      reportId,
      exists: true,
      content: 'First thought',
      version: 1,
      updatedAt: now.toISOString(),
    });
    clock.advance(1000);
    const updated = await reader.put(`/reports/${reportId}/note`, {
      content: 'First thought, refined',
      baseVersion: 1,
    });
    expect(updated.body).toMatchObject({ content: 'First thought, refined', version: 2 });
    expect((await reader.get(`/reports/${reportId}/note`)).body).toMatchObject({
      exists: true,
      content: 'First thought, refined',
      version: 2,
    });
  });

  it('refuses a stale write with 409 and the server text, and changes nothing', async () => {
    const res = await reader.put(`/reports/${reportId}/note`, {
      content: 'Edited on the old phone',
      baseVersion: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'note_version_conflict',
      details: {
        serverContent: 'First thought, refined',
        serverVersion: 2,
        serverUpdatedAt: expect.any(String),
      },
    });
    expect(await stored(reader.userId, reportId)).toMatchObject({
      content: 'First thought, refined',
      version: 2,
    });

    const createAgain = await reader.put(`/reports/${reportId}/note`, {
      content: 'A second device creating',
      baseVersion: 0,
    });
    expect(createAgain.status).toBe(409);
    expect(createAgain.body.error.details.serverVersion).toBe(2);
  });

  it('accepts the retry of a write that already landed (same text) without a conflict', async () => {
    const res = await reader.put(`/reports/${reportId}/note`, {
      content: 'First thought, refined',
      baseVersion: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
  });

  it('lets exactly one of many concurrent writers from the same version win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        reader.put(`/reports/${reportId}/note`, { content: `Device ${i}`, baseVersion: 2 }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const winner = results.find((r) => r.status === 200)!.body.content;
    expect(await stored(reader.userId, reportId)).toMatchObject({ content: winner, version: 3 });
  });

  it('allows 20,000 characters (counted as PostgreSQL counts them) and refuses more with note_too_large', async () => {
    const exact = await reader.put(`/reports/${secondReportId}/note`, {
      content: 'x'.repeat(20_000),
      baseVersion: 0,
    });
    expect(exact.status).toBe(200);
    const emoji = await reader.put(`/reports/${secondReportId}/note`, {
      content: '😀'.repeat(20_000),
      baseVersion: 1,
    });
    expect(emoji.status).toBe(200);
    const tooLong = await reader.put(`/reports/${secondReportId}/note`, {
      content: 'y'.repeat(20_001),
      baseVersion: 2,
    });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error).toMatchObject({
      code: 'note_too_large',
      details: { maxChars: 20_000, length: 20_001 },
    });
    expect((await stored(reader.userId, secondReportId))?.version).toBe(2);
  });

  it('refuses invalid bodies with 400', async () => {
    for (const body of [
      { content: 'no version' },
      { content: 5, baseVersion: 0 },
      { content: 'x', baseVersion: -1 },
      { content: 'x', baseVersion: 2 ** 31 },
    ]) {
      const res = await reader.put(`/reports/${reportId}/note`, body);
      expect(res.status).toBe(400);
      // Caught by the contract, naming the field, not by the database's integer range.
      expect(res.body.error.message).not.toBe('A number is out of range.');
    }
  });

  it('deletes with an optional version guard, idempotently', async () => {
    const stale = await reader.delete(`/reports/${reportId}/note?baseVersion=1`);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('note_version_conflict');
    expect(await stored(reader.userId, reportId)).toBeDefined();
    expect((await reader.delete(`/reports/${reportId}/note?baseVersion=3`)).status).toBe(204);
    expect((await reader.delete(`/reports/${reportId}/note`)).status).toBe(204);
    expect(await stored(reader.userId, reportId)).toBeUndefined();
    // An edit made before the delete was seen is a conflict, not a silent re-creation or loss.
    const late = await reader.put(`/reports/${reportId}/note`, { content: 'Offline edit', baseVersion: 3 });
    expect(late.status).toBe(409);
    expect(late.body.error.details).toEqual({ serverContent: '', serverVersion: 0, serverUpdatedAt: null });
  });

  it('reports the status of many notes at once, only the caller’s own', async () => {
    const res = await reader.get(`/notes/status?ids=${reportId},${secondReportId},${lockedReportId}`);
    expect(res.status).toBe(200);
    expect(res.body.statuses[secondReportId]).toMatchObject({ exists: true, version: 2 });
    expect(res.body.statuses[reportId]).toEqual({ exists: false, version: 0, updatedAt: null });
    const theirs = await outsider.get(`/notes/status?ids=${secondReportId}`);
    expect(theirs.body.statuses[secondReportId]).toEqual({ exists: false, version: 0, updatedAt: null });
    expect((await reader.get('/notes/status?ids=nope')).status).toBe(400);
    const tooMany = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ).join(',');
    expect((await reader.get(`/notes/status?ids=${tooMany}`)).status).toBe(400);
  });
});

describe('authorization', () => {
  it('answers 404 to a user without access on every note endpoint and changes nothing', async () => {
    const before = await stored(reader.userId, secondReportId);
    const calls = [
      () => outsider.get(`/reports/${secondReportId}/note`),
      () => outsider.put(`/reports/${secondReportId}/note`, { content: 'hijack', baseVersion: 2 }),
      () => outsider.put(`/reports/${secondReportId}/note`, { content: 'hijack', baseVersion: 0 }),
      () => outsider.delete(`/reports/${secondReportId}/note`),
      () => reader.put(`/reports/${lockedReportId}/note`, { content: 'no access any more', baseVersion: 0 }),
      () => reader.get(`/reports/${lockedReportId}/note`),
      () => reader.get(`/reports/not-a-uuid/note`),
      // A channel the reader reads, but a report it has not published.
      () => reader.get(`/reports/${draftReportId}/note`),
      () => reader.put(`/reports/${draftReportId}/note`, { content: 'too early', baseVersion: 0 }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('report_not_found');
    }
    expect(await stored(reader.userId, secondReportId)).toEqual(before);
    expect(await stored(outsider.userId, secondReportId)).toBeUndefined();
    expect(await stored(reader.userId, lockedReportId)).toBeUndefined();
    expect(await stored(reader.userId, draftReportId)).toBeUndefined();
  });

  it('requires a session', async () => {
    const res = await fetch(`${t.baseUrl}/api/reports/${reportId}/note`);
    expect(res.status).toBe(401);
  });
});
