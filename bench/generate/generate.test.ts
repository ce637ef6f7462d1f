import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { generateDataset, pgliteRunner, type GenerationResult, type SqlRunner } from './generator';
import { benchUuid, planFor, reportNumber, uuidSql } from './plan';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;

describe('planFor', () => {
  it('is the issue’s dataset at full size', () => {
    expect(planFor(1_000_000)).toMatchObject({
      reports: 1_000_000,
      creators: 5_000,
      subscribers: 200_000,
      drafts: 10_000,
      maxSubscriptionsPerSubscriber: 5,
    });
  });

  it('keeps 200 reports and 40 subscribers per creator at smaller sizes', () => {
    expect(planFor(10_000)).toMatchObject({ creators: 50, subscribers: 2_000 });
    expect(planFor(100_000)).toMatchObject({ creators: 500, subscribers: 20_000 });
    expect(planFor(3)).toMatchObject({ creators: 1, subscribers: 1, drafts: 1 });
    expect(() => planFor(0)).toThrow(RangeError);
  });

  it('numbers reports so that creator c’s k-th newest is k·C + c', () => {
    const plan = planFor(10_000);
    expect(reportNumber(plan, 0, 0)).toBe(0);
    expect(reportNumber(plan, 7, 3)).toBe(3 * 50 + 7);
  });
});

describe('benchUuid', () => {
  it('is a stable version-4 shaped UUID per label', () => {
    expect(benchUuid('r', 42)).toMatch(uuidV4);
    expect(benchUuid('r', 42)).toBe(benchUuid('r', 42));
    expect(benchUuid('r', 42)).not.toBe(benchUuid('c', 42));
  });
});

/** A small dataset generated into in-memory PGlite by the same SQL the benchmark runs. */
describe('generated rows (PGlite, 1,000 reports)', () => {
  let handle: DatabaseHandle;
  let runner: SqlRunner;
  let result: GenerationResult;
  const plan = planFor(1_000);

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await migrateDatabase(handle);
    runner = pgliteRunner(handle.pglite!);
    result = await generateDataset(runner, plan);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('writes the planned numbers of creators, subscribers and reports', () => {
    expect(result.rows).toMatchObject({
      creators: plan.creators,
      subscribers: plan.subscribers,
      published_reports: plan.reports,
      other_reports: plan.drafts,
    });
    expect(result.rows.reads).toBeGreaterThan(0);
    expect(result.rows.favourites).toBeGreaterThan(0);
    expect(result.rows.notes).toBeGreaterThan(0);
    expect(result.steps.map((s) => s.name)).toContain('vacuum analyze');
  });

  it('computes the same ids in SQL as in TypeScript', async () => {
    const [row] = await runner.rows<{ id: string }>(`select ${uuidSql('r', '42')} as id`);
    expect(row!.id).toBe(benchUuid('r', 42));
    const [report] = await runner.rows<{ creator_id: string }>(
      `select creator_id from reports where id = $1`,
      [benchUuid('r', reportNumber(plan, 3, 1))],
    );
    expect(report!.creator_id).toBe(benchUuid('c', 3));
  });

  it('gives every subscriber between 1 and 5 channels, and each creator 200 evenly spaced reports', async () => {
    const [follows] = await runner.rows<{ min: number; max: number }>(
      `select min(n)::int as min, max(n)::int as max
       from (select count(*) as n from subscriptions group by subscriber_id) x`,
    );
    expect(follows!.min).toBeGreaterThanOrEqual(1);
    expect(follows!.max).toBeLessThanOrEqual(5);
    const perCreator = await runner.rows<{ n: number }>(
      `select count(*)::int as n from reports where status = 'published' group by creator_id`,
    );
    expect(new Set(perCreator.map((r) => r.n))).toEqual(new Set([200]));
  });

  it('fills the report fields a card and a report page show', async () => {
    const [report] = await runner.rows<{
      learnings: number;
      chapters: number;
      summary: string;
      title: string;
      published: boolean;
    }>(
      `select jsonb_array_length(key_learnings) as learnings, jsonb_array_length(chapters) as chapters,
         summary, title, published_at <= now() as published
       from reports where id = $1`,
      [benchUuid('r', 0)],
    );
    expect(report).toMatchObject({ learnings: 4, chapters: 5, published: true });
    expect(report!.summary.split(' ').length).toBeGreaterThan(20);
    expect(report!.summary).not.toContain('%s');
    expect(report!.title.length).toBeGreaterThan(10);
  });

  it('only marks reads, favourites and notes on reports of channels the reader follows', async () => {
    const [orphans] = await runner.rows<{ n: number }>(
      `select count(*)::int as n from (
         select user_id, report_id from report_reads
         union all select user_id, report_id from report_favourites
         union all select user_id, report_id from notes) x
       join reports r on r.id = x.report_id
       where not exists (select 1 from subscriptions s where s.subscriber_id = x.user_id and s.creator_id = r.creator_id)`,
    );
    expect(orphans!.n).toBe(0);
  });
});
