import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiledFeedPage, feedPageSql, type FeedQueryInput } from './feed-repository';
import { preparedStatementName } from '../../db/prepared-statement';
import { feedQuerySchema } from '@shared/contract/reports';
import { feedPageInput } from './service';

const dialect = new PgDialect();
const uuid = fc.uuid();
const iso = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const sort = fc.constantFrom('newest', 'oldest', 'title', 'creator' as const);

/** Every shape of feed input: sorts, directions, statuses, search, channel, cursor, period. */
const feedInput: fc.Arbitrary<FeedQueryInput> = fc
  .record({
    userId: uuid,
    now: fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
    since: fc.option(iso, { nil: null }),
    sort,
    status: fc.constantFrom('all', 'unread', 'read', 'favourites' as const),
    q: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
    creatorId: fc.option(fc.oneof(uuid, fc.constant('')), { nil: undefined }),
    after: fc.option(
      fc.record({
        key: fc.array(fc.oneof(iso, fc.string(), uuid), { minLength: 3, maxLength: 3 }),
        id: uuid,
      }),
      { nil: null },
    ),
    direction: fc.constantFrom('forward', 'backward' as const),
    limit: fc.integer({ min: 1, max: 101 }),
  })
  .map((r) => ({
    ...r,
    after: r.after
      ? {
          sort: r.sort,
          key: r.after.key.slice(0, r.sort === 'creator' ? 3 : 1),
          id: r.after.id,
          since: r.since,
        }
      : null,
  }));

describe('the feed statement compiled once per shape (ADR 156)', () => {
  it('sends the same text under the same name with the same parameters as the statement built for the input', () => {
    fc.assert(
      fc.property(feedInput, (input) => {
        const direct = dialect.sqlToQuery(feedPageSql(input));
        const templated = compiledFeedPage(input);
        expect(templated.sql).toBe(direct.sql);
        expect(templated.params).toEqual(direct.params);
        expect(templated.name).toBe(preparedStatementName(direct.sql));
      }),
      { numRuns: 500 },
    );
  });

  it('never gives one shape the values of another asked before it', () => {
    const base = feedPageInput(
      '11111111-1111-4111-8111-111111111111',
      feedQuerySchema.parse({}),
      new Date('2026-11-25T00:00:00.000Z'),
    );
    const other = { ...base, userId: '22222222-2222-4222-8222-222222222222', limit: 5 };
    compiledFeedPage(base);
    const second = compiledFeedPage(other);
    expect(second.params).toEqual(dialect.sqlToQuery(feedPageSql(other)).params);
    expect(second.params).toContain(other.userId);
    expect(second.params).not.toContain(base.userId);
  });
});
