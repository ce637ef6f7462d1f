import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contract/api-error';
import { loggerOptions } from '../../app';
import { cursorLists, type CursorList } from '../../db/list-cursor';
import { insertReport } from '../factories';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../test-app';
import { createActors, type Actors, type Role } from './actors';
import {
  badCursor,
  garbageCursor,
  impossibleCursor,
  forge,
  impossibleTimestamps,
  otherListCursor,
  otherSortCursor,
  otherVersionCursor,
  partKinds,
  sampleKey,
} from './cursor-arbitraries';
import { changedTables, createFingerprinter, type Fingerprint } from './database-fingerprint';

/**
 * Issue #17: every paginated list answers a cursor it did not make — impossible dates, a cursor of another
 * list or sort, garbage — with 400 `invalid_cursor`, never a 5xx, never an error in the log, and changes
 * nothing. The cursors it does make still lead to the next page.
 */

const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let t: TestApp;
let actors: Actors;
let fingerprint: () => Promise<Fingerprint>;

interface ListCall {
  role: Role;
  /** The list's address without a cursor, asking for one row a page so page two exists. */
  path: () => string;
  /** The sort the request pages in, and other sorts to try (the feed's). */
  sorts: string[];
}

const calls: Record<CursorList, ListCall> = {
  feed: {
    role: 'subscriber',
    path: () => '/api/reports?period=all&limit=1',
    sorts: ['newest', 'oldest', 'title', 'creator'],
  },
  channels: { role: 'anonymous', path: () => '/api/channels?limit=1', sorts: ['name'] },
  'channel-reports': {
    role: 'anonymous',
    path: () => `/api/channels/${actors.clients.creator.userId}/reports`,
    sorts: ['newest'],
  },
  subscriptions: { role: 'subscriber', path: () => '/api/subscriptions', sorts: ['newest'] },
  'creator-reports': { role: 'creator', path: () => '/api/creator/reports?limit=1', sorts: ['newest'] },
  'invite-links': { role: 'creator', path: () => '/api/creator/invite-links?limit=1', sorts: ['newest'] },
  feedback: { role: 'admin', path: () => '/api/admin/feedback?limit=1', sorts: ['newest'] },
  'report-generations': {
    role: 'admin',
    path: () => '/api/admin/report-generations?limit=1',
    sorts: ['newest'],
  },
  highlights: { role: 'subscriber', path: () => '/api/highlights?limit=1', sorts: ['newest'] },
  'admin-users': { role: 'admin', path: () => '/api/admin/users?limit=1', sorts: ['newest'] },
};

function withCursor(list: CursorList, sort: string, cursor: string): string {
  const path = calls[list].path();
  const sortParam = list === 'feed' ? `&sort=${sort}` : '';
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}${sortParam}`;
}

beforeAll(async () => {
  t = await startTestApp({
    env: { ROLE: 'api', LOG_LEVEL: 'info' },
    logger: (config) => loggerOptions(config, stream),
  });
  actors = await createActors(t);
  fingerprint = await createFingerprinter(t.testDb.handle.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function expectRefused(list: CursorList, sort: string, cursor: string, why: string): Promise<void> {
  const before = await fingerprint();
  const logged = lines.length;
  const path = withCursor(list, sort, cursor);
  const res = await actors.clients[calls[list].role].get(path);
  const context = `${why}: ${calls[list].role} GET ${path.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, context).toBe(400);
  expect(apiErrorSchema.safeParse(res.body).success, context).toBe(true);
  expect(res.body.error.code, context).toBe('invalid_cursor');
  expect(changedTables(before, await fingerprint()), context).toEqual([]);
  const errors = lines.slice(logged).filter((line) => Number(line.level) >= 50);
  expect(errors, context).toEqual([]);
}

describe(`cursors of every paginated list (${testDatabaseKindLabel()})`, () => {
  it('knows every list', () => {
    expect(Object.keys(calls).sort()).toEqual([...cursorLists].sort());
  });

  it('follows the cursors it makes to the next page', async () => {
    // A second page needs a second row: another published report, invite link and feedback.
    const { creator, subscriber, admin } = actors.clients;
    await insertReport(t.testDb.handle.db, creator.userId, { status: 'published', title: 'A second report' });
    expect((await creator.post('/creator/invite-links', { label: 'second' })).status).toBe(201);
    const feedback = { feedbackType: 'general', subject: 'Again', message: 'Second feedback.' };
    await t.testDb.handle.db.execute(sql`delete from rate_limits`);
    expect((await subscriber.post('/feedback', feedback)).status).toBe(201);
    expect(
      (await actors.clients.otherSubscriber.post('/subscriptions', { creatorId: creator.userId })).status,
    ).toBe(201);
    for (const list of [
      'feed',
      'channels',
      'creator-reports',
      'invite-links',
      'feedback',
      'admin-users',
    ] as const) {
      for (const sort of calls[list].sorts) {
        const client =
          list === 'feedback' || list === 'admin-users' ? admin : actors.clients[calls[list].role];
        const sortParam = list === 'feed' ? `&sort=${sort}` : '';
        const first = await client.get(`${calls[list].path()}${sortParam}`);
        expect(first.status, `${list} ${sort}`).toBe(200);
        expect(first.body.nextCursor, `${list} ${sort} has a second page`).toEqual(expect.any(String));
        const second = await client.get(withCursor(list, sort, first.body.nextCursor as string));
        expect(second.status, `${list} ${sort}: ${JSON.stringify(second.body)}`).toBe(200);
        expect(second.body.items.length, `${list} ${sort}`).toBeGreaterThan(0);
        expect(second.body.items[0].id ?? second.body.items[0].creatorId).not.toBe(
          first.body.items[0].id ?? first.body.items[0].creatorId,
        );
      }
    }
  }, 60_000);

  for (const list of cursorLists) {
    it(`${list}: refuses impossible dates in every timestamp of a well-formed cursor`, async () => {
      const id = '6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e21';
      for (const sort of calls[list].sorts) {
        const key = sampleKey(list, sort);
        const kinds = partKinds(list, sort);
        for (const at of impossibleTimestamps) {
          // Each key part that is a timestamp, then the period start.
          const envelopes = [
            ...kinds.flatMap((kind, i) =>
              kind === 'timestamp'
                ? [{ v: 1, l: list, s: sort, k: key.map((part, j) => (j === i ? at : part)), i: id }]
                : [],
            ),
            { v: 1, l: list, s: sort, k: key, i: id, p: at },
          ];
          for (const envelope of envelopes) {
            await expectRefused(list, sort, forge(envelope), `impossible date ${JSON.stringify(at)}`);
          }
        }
      }
    }, 120_000);

    it(`${list}: refuses forged, foreign and garbage cursors`, async () => {
      for (const sort of calls[list].sorts) {
        const otherSort = otherSortCursor(list, sort);
        const kinds: [string, fc.Arbitrary<string>][] = [
          ['impossible value', impossibleCursor(list, sort)],
          ['cursor of another list', otherListCursor(list)],
          ['other version', otherVersionCursor(list, sort)],
          ['garbage', garbageCursor],
          ...(otherSort ? [['cursor of another sort', otherSort] as [string, fc.Arbitrary<string>]] : []),
        ];
        for (const [why, arbitrary] of kinds) {
          for (const cursor of fc.sample(arbitrary, { numRuns: 4, seed: 17 })) {
            await expectRefused(list, sort, cursor, why);
          }
        }
      }
    }, 120_000);
  }

  it('refuses what the attack report sent: the anonymous channel list and the feed', async () => {
    const uuid = actors.creatorAssets.publishedReportId;
    const oldChannelCursor = Buffer.from(`0000-01-01T00:00:00.000Z|${uuid}`).toString('base64url');
    await expectRefused('channel-reports', 'newest', oldChannelCursor, 'year 0 in the old format');
    const feedCursor = Buffer.from(
      JSON.stringify({ v: 1, s: 'newest', k: ['2024-02-30T00:00:00Z'], i: uuid, p: null }),
    ).toString('base64url');
    await expectRefused('feed', 'newest', feedCursor, 'Feb 30 in the old feed format');
    const creatorReports = Buffer.from(JSON.stringify('1')).toString('base64url');
    await expectRefused('creator-reports', 'newest', creatorReports, 'a bare string');
    // And a random sample of everything at once.
    for (const list of cursorLists) {
      for (const cursor of fc.sample(badCursor(list, calls[list].sorts[0]!), { numRuns: 3, seed: 5 })) {
        await expectRefused(list, calls[list].sorts[0]!, cursor, 'any bad cursor');
      }
    }
  }, 120_000);
});
