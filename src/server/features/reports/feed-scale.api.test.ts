import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedQuerySchema, type FeedPage } from '@shared/contract/reports';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { feedPageSql, type FeedQueryInput } from './feed-repository';
import { rowsOf } from '../../db/sql-rows';
import { feedPageInput } from './service';

/**
 * The feed at scale (PostgreSQL only): a million generated reports, and the plans of the feed query
 * must read them through indexes, never with a sequential scan of `reports`. Generating a million rows
 * (their search vectors included) takes about 30 s on a quiet machine and up to three minutes on a busy
 * one; FEED_SCALE_ROWS sets a smaller size while iterating (ADR 050). How fast the feed is at this size
 * is the benchmark's to judge (docs/performance.md); the figures printed here are for the reader.
 */
const total = Number(process.env.FEED_SCALE_ROWS ?? 1_000_000);
const creators = 6;

let t: TestApp;
let reader: TestClient;
const now = new Date();

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  `the feed over ${total.toLocaleString('en-US')} reports`,
  () => {
    beforeAll(async () => {
      t = await startTestApp();
      reader = await signIn(t, 'scale-reader@reading.test', 'Scale Reader');
      const db = t.testDb.handle.db;
      const started = Date.now();
      await db.execute(sql`
      insert into profiles (id, email, auth_issuer, auth_subject, display_name, full_name, is_creator, user_role)
      select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'scale-creator-' || g || '@reading.test',
        'https://accounts.test', 'scale-creator-' || g, 'Scale Creator ' || g, 'Scale Creator ' || g, true, 'creator'
      from generate_series(1, ${creators}) g`);
      await db.execute(sql`
      insert into creator_settings (creator_id, channel_name)
      select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Scale Channel ' || g from generate_series(1, ${creators}) g`);
      // The reader follows all channels but the last one; every 50th report is a draft; one in a thousand
      // published reports mentions "quasar"; one report every 150 s reaches back about five years.
      await db.execute(sql`
      insert into subscriptions (subscriber_id, creator_id, plan_name, amount, start_date, current_period_start, current_period_end)
      select ${reader.userId}::uuid, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Free trial', 200,
        now() - interval '10 days', now() - interval '10 days', now() + interval '20 days'
      from generate_series(1, ${creators - 1}) g`);
      // One statement for all rows; the app's 15 s statement timeout is lifted for this transaction only.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`
      insert into reports (creator_id, status, title, summary, key_learnings, episode_title, episode_duration_seconds,
        reading_time_seconds, published_at, created_at)
      select ('00000000-0000-4000-8000-' || lpad((1 + g % ${creators})::text, 12, '0'))::uuid,
        case when g % 50 = 0 then 'draft' else 'published' end,
        'Episode ' || g || ' on ' || (array['markets','sleep','habits','design','history','science','music','health','travel','food'])[1 + g % 10]
          || case when g % 1000 = 7 then ' quasar' else '' end,
        'A short summary of episode ' || g || '.',
        jsonb_build_array(jsonb_build_object('title', 'Lesson ' || g, 'detail', 'Detail')),
        'Episode ' || g, 3600, 120,
        case when g % 50 = 0 then null else now() - g * interval '150 seconds' end,
        now() - g * interval '150 seconds'
      from generate_series(1, ${total}) g`);
      });
      // As autovacuum would leave a table in service: statistics, visibility map and hint bits set.
      const client = await t.testDb.handle.pool!.connect();
      try {
        await client.query('set statement_timeout = 0');
        await client.query('vacuum analyze reports');
      } finally {
        client.release();
      }
      await db.execute(sql`analyze subscriptions`);
      await db.execute(sql`analyze profiles`);
      await db.execute(sql`analyze creator_settings`);
      console.info(
        `[feed-scale] generated ${total} reports in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 600_000);
    afterAll(async () => {
      await t?.close();
    });

    const base = (): FeedQueryInput => feedPageInput(reader.userId, feedQuerySchema.parse({}), now);
    const deepCursor = {
      key: ['2023-01-01T00:00:00.000000Z'],
      id: '00000000-0000-4000-8000-000000000000',
      since: null,
    };

    const plans: [string, () => Partial<FeedQueryInput>][] = [
      ['default filters (last 30 days, newest)', () => ({})],
      ['all time, newest', () => ({ since: null })],
      ['all time, oldest', () => ({ since: null, sort: 'oldest' })],
      ['all time, by channel', () => ({ since: null, sort: 'creator' })],
      ['last 30 days, by title', () => ({ sort: 'title' })],
      ['all time, unread', () => ({ since: null, status: 'unread' })],
      ['a deep page (cursor years back)', () => ({ since: null, after: { sort: 'newest', ...deepCursor } })],
      ['search, default filters', () => ({ q: 'quasar' })],
      ['search, all time', () => ({ q: 'quasar', since: null })],
      ['search, all time, by title', () => ({ q: 'quasar', since: null, sort: 'title' })],
      ['favourites', () => ({ status: 'favourites' })],
    ];

    it.each(plans)('the plan for %s has no sequential scan on reports', async (_name, extra) => {
      const result = await t.testDb.handle.db.execute(sql`explain ${feedPageSql({ ...base(), ...extra() })}`);
      const plan = rowsOf<{ 'QUERY PLAN': string }>(result)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).not.toMatch(/Seq Scan on reports\b/);
    });

    async function measure(label: string, path: () => string, runs = 50) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const res = await reader.get(path());
        times.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(runs * 0.5)]!;
      const p95 = times[Math.floor(runs * 0.95)]!;
      console.info(
        `[feed-scale] ${label}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${runs} sequential requests, ${total} reports)`,
      );
      return { p50, p95 };
    }

    it(
      'answers the feed endpoint at this size: first page, a deep page and a search',
      { timeout: 300_000 },
      async () => {
        expect(((await reader.get('/reports')).body as FeedPage).items).toHaveLength(20);
        const first = (await reader.get('/reports?period=all')).body as FeedPage;
        let cursor = first.nextCursor!;
        for (let page = 0; page < 10; page++)
          cursor = (
            (await reader.get(`/reports?period=all&cursor=${encodeURIComponent(cursor)}`)).body as FeedPage
          ).nextCursor!;
        const results = [
          await measure('GET /api/reports (defaults)', () => '/reports'),
          await measure(
            'GET /api/reports?period=all (page 11)',
            () => `/reports?period=all&cursor=${encodeURIComponent(cursor)}`,
          ),
          await measure('GET /api/reports?q=quasar&period=all', () => '/reports?q=quasar&period=all'),
        ];
        expect(results).toHaveLength(3);
        // The dashboard counts unread reports per channel over the whole history.
        await measure('GET /api/dashboard', () => '/dashboard', 10);
      },
    );
  },
);
