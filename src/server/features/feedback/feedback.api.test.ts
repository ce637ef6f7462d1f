import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { feedback } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { FeedbackList } from '@shared/contract/feedback';

const adminEmail = 'boss@feedback.test';
// Starts at the real time: sign-in cookies and ID tokens are dated by real clocks too.
const clock = new ManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { ADMIN_EMAILS: adminEmail } });
});
afterAll(async () => {
  await t.close();
});

async function storedCount(): Promise<number> {
  const [row] = await t.testDb.handle.db.select({ n: count() }).from(feedback);
  return Number(row?.n ?? 0);
}

const valid = { feedbackType: 'suggestion', subject: 'Dark mode', message: 'Please keep the dark theme.' };

describe('POST /api/feedback', () => {
  it('refuses anonymous feedback with 401 and stores nothing (ADR 144)', async () => {
    const res = await fetch(`${t.baseUrl}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect(await storedCount()).toBe(0);
  });

  it('stores feedback with the user, trimmed text, page URL, user agent and time', async () => {
    const user = await signIn(t, 'writer@feedback.test', 'Wendy Writer');
    const res = await user.post(
      '/api/feedback',
      {
        feedbackType: 'bug_report',
        subject: '  Button does nothing  ',
        message: '\n The save button does nothing. \n',
        pageUrl: '/subscriber/reports?sort=newest',
      },
      { headers: { 'user-agent': 'FeedbackTest/1.0 (Podbrief)' } },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const rows = await t.testDb.handle.db.select().from(feedback);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      feedbackType: 'bug_report',
      subject: 'Button does nothing',
      message: 'The save button does nothing.',
      pageUrl: '/subscriber/reports?sort=newest',
    });
    expect(row?.userId).toEqual(expect.any(String));
    expect(row?.userAgent).toBe('FeedbackTest/1.0 (Podbrief)');
    expect(row?.userId).toBe(user.userId);
    expect(row?.createdAt.toISOString()).toBe(clock.now().toISOString());
  });

  it("accepts the form's initial type 'general' and the limits exactly", async () => {
    const user = await signIn(t, 'edges@feedback.test');
    const before = await storedCount();
    const res = await user.post('/api/feedback', {
      feedbackType: 'general',
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
    });
    expect(res.status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it.each([
    ['a missing subject', { feedbackType: 'question', message: 'Hello?' }, 'Subject is required'],
    ['a blank subject', { ...valid, subject: '   ' }, 'Subject is required'],
    ['a missing message', { feedbackType: 'question', subject: 'Hi' }, 'Message is required'],
    ['a blank message', { ...valid, message: ' \n\t ' }, 'Message is required'],
    [
      'a subject over 200 characters',
      { ...valid, subject: 's'.repeat(201) },
      'Subject must be at most 200 characters',
    ],
    [
      'a message over 5000 characters',
      { ...valid, message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
    ['an unknown type', { ...valid, feedbackType: 'complaint' }, 'Feedback type must be one of'],
    ['a missing type', { subject: 'Hi', message: 'There' }, 'Feedback type is required'],
    ['a subject that is not text', { ...valid, subject: 42 }, 'Subject must be text'],
  ])('refuses %s with 400 feedback_invalid and stores nothing', async (_label, body, message) => {
    const user = await signIn(t, 'validator@feedback.test');
    const before = await storedCount();
    const res = await user.post('/api/feedback', body);
    expect(res.status).toBe(400);
    const error = (res.body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('feedback_invalid');
    expect(error.message).toContain(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a request without a JSON body', async () => {
    const user = await signIn(t, 'validator@feedback.test');
    const before = await storedCount();
    const res = await user.post('/api/feedback');
    expect(res.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('limits each user to 10 submissions an hour, without touching other users', async () => {
    const chatty = await signIn(t, 'chatty@feedback.test');
    for (let i = 0; i < 10; i++) {
      const res = await chatty.post('/api/feedback', { ...valid, subject: `Idea ${i}` });
      expect(res.status, `submission ${i + 1}`).toBe(201);
    }
    const before = await storedCount();
    const refused = await chatty.post('/api/feedback', { ...valid, subject: 'One more' });
    expect(refused.status).toBe(429);
    expect((refused.body as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);

    const other = await signIn(t, 'quiet@feedback.test');
    expect((await other.post('/api/feedback', valid)).status).toBe(201);

    // An hour later the window has passed (a new sign-in: the old session has idled out by then).
    clock.advance(60 * 60_000 + 1000);
    const later = await signIn(t, 'chatty@feedback.test');
    expect((await later.post('/api/feedback', { ...valid, subject: 'Next hour' })).status).toBe(201);
  });

  it('counts refused bodies against the limit too: a script retrying bad bodies is still a script', async () => {
    const sloppy = await signIn(t, 'sloppy@feedback.test');
    for (let i = 0; i < 10; i++) {
      const res = await sloppy.post('/api/feedback', { ...valid, feedbackType: 'complaint' });
      expect((res.body as { error: { code: string } }).error.code, `attempt ${i + 1}`).toBe(
        'feedback_invalid',
      );
    }
    const refused = await sloppy.post('/api/feedback', valid);
    expect(refused.status).toBe(429);
  });
});

describe('GET /api/admin/feedback', () => {
  it('is refused to anonymous callers (401) and to non-admins (403)', async () => {
    expect((await fetch(`${t.baseUrl}/api/admin/feedback`)).status).toBe(401);
    const user = await signIn(t, 'writer@feedback.test', 'Wendy Writer');
    const res = await user.get('/api/admin/feedback');
    expect(res.status).toBe(403);
  });

  it('lists every piece of feedback newest first, page by page, with its author', async () => {
    const admin = await signIn(t, adminEmail, 'The Boss');
    const total = await storedCount();
    const seen: FeedbackList['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=4&cursor=${encodeURIComponent(cursor)}` : '?limit=4';
      const res = await admin.get(`/api/admin/feedback${query}`);
      expect(res.status).toBe(200);
      const page = res.body as FeedbackList;
      expect(page.items.length).toBeLessThanOrEqual(4);
      for (const item of page.items) seen.push(item);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((item) => item.id)).size).toBe(total);
    const times = seen.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const bug = seen.find((item) => item.feedbackType === 'bug_report');
    expect(bug).toMatchObject({
      subject: 'Button does nothing',
      pageUrl: '/subscriber/reports?sort=newest',
      user: { email: 'writer@feedback.test', fullName: 'Wendy Writer' },
    });
    const [stored] = await t.testDb.handle.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, bug?.id ?? ''));
    expect(bug?.user?.id).toBe(stored?.userId);
  });

  it('lists only the feedback of one type when asked, still newest first and paged', async () => {
    const writer = await signIn(t, 'asker@feedback.test', 'Ada Asker');
    for (const subject of ['First question', 'Second question']) {
      expect((await writer.post('/feedback', { ...valid, feedbackType: 'question', subject })).status).toBe(
        201,
      );
      clock.advance(1_000);
    }
    const admin = await signIn(t, adminEmail);
    const first = await admin.get('/api/admin/feedback?feedbackType=question&limit=1');
    expect(first.status).toBe(200);
    expect((first.body as FeedbackList).items.map((item) => item.subject)).toEqual(['Second question']);
    const cursor = encodeURIComponent((first.body as FeedbackList).nextCursor ?? '');
    const second = await admin.get(`/api/admin/feedback?feedbackType=question&limit=1&cursor=${cursor}`);
    expect((second.body as FeedbackList).items.map((item) => item.subject)).toEqual(['First question']);
    expect((second.body as FeedbackList).nextCursor).toBeNull();

    const all = (await admin.get('/api/admin/feedback?limit=100')).body as FeedbackList;
    expect(all.items.some((item) => item.feedbackType !== 'question')).toBe(true);
    expect((await admin.get('/api/admin/feedback?feedbackType=praise')).status).toBe(400);
  });

  it('refuses a cursor it did not issue', async () => {
    const admin = await signIn(t, adminEmail);
    const res = await admin.get('/api/admin/feedback?cursor=not-a-cursor');
    expect(res.status).toBe(400);
  });
});

describe('PATCH /api/admin/feedback/:id (docs/product.md#admin-area)', () => {
  async function someFeedback(subject: string): Promise<string> {
    const writer = await signIn(t, 'status@feedback.test', 'Stan Status');
    expect((await writer.post('/api/feedback', { ...valid, subject })).status).toBe(201);
    const [row] = await t.testDb.handle.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(eq(feedback.subject, subject));
    return row?.id ?? '';
  }
  const storedStatus = async (id: string) => {
    const [row] = await t.testDb.handle.db
      .select({ status: feedback.status, changedAt: feedback.statusChangedAt })
      .from(feedback)
      .where(eq(feedback.id, id));
    return row;
  };

  it('is refused to anonymous callers (401) and to non-admins (403), and changes nothing', async () => {
    const id = await someFeedback('Not yours to close');
    const anonymous = await fetch(`${t.baseUrl}/api/admin/feedback/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      body: JSON.stringify({ status: 'done' }),
    });
    expect(anonymous.status).toBe(401);
    const user = await signIn(t, 'writer@feedback.test');
    expect((await user.patch(`/api/admin/feedback/${id}`, { status: 'done' })).status).toBe(403);
    expect(await storedStatus(id)).toEqual({ status: 'new', changedAt: null });
  });

  it('moves feedback from new to in progress to done, dated, and counts what is new', async () => {
    const id = await someFeedback('Please add search');
    const admin = await signIn(t, adminEmail);
    const before = (await admin.get('/api/admin/feedback?limit=1')).body as FeedbackList;
    expect(before.newCount).toBeGreaterThan(0);

    const started = await admin.patch(`/api/admin/feedback/${id}`, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      id,
      subject: 'Please add search',
      status: 'in_progress',
      statusChangedAt: clock.now().toISOString(),
      user: { email: 'status@feedback.test' },
    });
    const afterStart = (await admin.get('/api/admin/feedback?limit=1')).body as FeedbackList;
    expect(afterStart.newCount).toBe(before.newCount - 1);

    clock.advance(60_000);
    const done = await admin.patch(`/api/admin/feedback/${id}`, { status: 'done' });
    expect(done.body).toMatchObject({ status: 'done', statusChangedAt: clock.now().toISOString() });
    const doneAt = clock.now().toISOString();

    // The same status again changes nothing, not even the time.
    clock.advance(60_000);
    const again = await admin.patch(`/api/admin/feedback/${id}`, { status: 'done' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'done', statusChangedAt: doneAt });
    expect((await storedStatus(id))?.changedAt?.toISOString()).toBe(doneAt);
  });

  it('lets two administrators close the same feedback at once: both succeed and agree with the row', async () => {
    const id = await someFeedback('Closed twice');
    const [first, second] = [await signIn(t, adminEmail), await signIn(t, adminEmail)];
    const answers = await Promise.all([
      first.patch(`/api/admin/feedback/${id}`, { status: 'done' }),
      second.patch(`/api/admin/feedback/${id}`, { status: 'done' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const stored = await storedStatus(id);
    expect(stored?.status).toBe('done');
    // Each answers what is stored: the row's lock orders the two updates, and neither fails.
    for (const res of answers) {
      expect((res.body as { statusChangedAt: string }).statusChangedAt).toBe(
        stored?.changedAt?.toISOString(),
      );
    }
  });

  it('lists only the feedback with one status when asked', async () => {
    const openId = await someFeedback('Still open');
    const closedId = await someFeedback('Already closed');
    const admin = await signIn(t, adminEmail);
    expect((await admin.patch(`/api/admin/feedback/${closedId}`, { status: 'done' })).status).toBe(200);

    const done = (await admin.get('/api/admin/feedback?status=done&limit=100')).body as FeedbackList;
    expect(done.items.map((item) => item.id)).toContain(closedId);
    expect(done.items.map((item) => item.id)).not.toContain(openId);
    expect(done.items.every((item) => item.status === 'done')).toBe(true);
    const fresh = (await admin.get('/api/admin/feedback?status=new&limit=100')).body as FeedbackList;
    expect(fresh.items.map((item) => item.id)).toContain(openId);
    expect(fresh.items).toHaveLength(fresh.newCount);
    const bad = await admin.get('/api/admin/feedback?status=read');
    expect(bad.status).toBe(400);
  });

  it('answers 404 feedback_not_found for an unknown id and 400 for a malformed one', async () => {
    const admin = await signIn(t, adminEmail);
    const unknown = await admin.patch('/api/admin/feedback/00000000-0000-4000-8000-000000000000', {
      status: 'done',
    });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: { code: string } }).error.code).toBe('feedback_not_found');
    const malformed = await admin.patch('/api/admin/feedback/not-an-id', { status: 'done' });
    expect(malformed.status).toBe(400);
    expect((malformed.body as { error: { code: string } }).error.code).toBe('validation_error');
  });

  it.each([
    ['an unknown status', { status: 'read' }, 'Status must be one of: new, in_progress, done'],
    ['no status', {}, 'Status is required'],
    ['a status that is not text', { status: 3 }, 'Status must be one of'],
  ])('refuses %s with 400 feedback_status_invalid and changes nothing', async (_label, body, message) => {
    const id = await someFeedback(`Bad status ${_label}`);
    const admin = await signIn(t, adminEmail);
    const res = await admin.patch(`/api/admin/feedback/${id}`, body);
    expect(res.status).toBe(400);
    const error = (res.body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('feedback_status_invalid');
    expect(error.message).toContain(message);
    expect(await storedStatus(id)).toEqual({ status: 'new', changedAt: null });
  });
});
