import { hashToken, randomToken } from '../../src/server/auth/tokens';
import type { SqlRunner } from '../generate/generator';
import { benchUuid } from '../generate/plan';

/** A generated subscriber who signs in for the load test, through a session row made like sign-in does. */
export interface BenchUser {
  id: string;
  token: string;
}

/**
 * The signed-in readers of the load test: subscribers of the most popular channel (channel 0) who can
 * read it now, those following the most channels first. All of them can read channel 0's reports, which
 * the report-page and note runs use.
 */
export async function pickBenchUsers(runner: SqlRunner, count: number): Promise<string[]> {
  const rows = await runner.rows<{ id: string }>(
    `select f.subscriber_id as id
     from subscriptions f
     where f.creator_id = $1 and f.status = 'active' and not f.cancel_at_period_end
     order by (select count(*) from subscriptions x
               where x.subscriber_id = f.subscriber_id and x.status = 'active') desc, f.subscriber_id
     limit $2`,
    [benchUuid('c', 0), count],
  );
  if (rows.length === 0) throw new Error('the generated data has no subscriber of channel 0');
  return rows.map((row) => row.id);
}

/**
 * Sessions as src/server/auth/sessions.ts createSession writes them: a random token, only its
 * hash stored, a new family per session, expiring in a day (longer than any bench run).
 */
export async function createBenchSessions(runner: SqlRunner, userIds: string[]): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (const id of userIds) {
    const token = randomToken();
    await runner.rows(
      `insert into sessions (family_id, user_id, token_hash, expires_at, absolute_expires_at, user_agent)
       values (gen_random_uuid(), $1, $2, now() + interval '1 day', now() + interval '1 day', 'podbrief-bench')`,
      [id, hashToken(token)],
    );
    users.push({ id, token });
  }
  return users;
}

/** The newest published reports of channel 0 (every bench user may read them). */
export async function channelZeroReports(runner: SqlRunner, count: number): Promise<string[]> {
  const rows = await runner.rows<{ id: string }>(
    `select id from reports where creator_id = $1 and status = 'published'
     order by published_at desc, id desc limit $2`,
    [benchUuid('c', 0), count],
  );
  return rows.map((row) => row.id);
}

/** The readers of a load step: 50 bench users with sessions, and channel 0's 20 newest reports. */
export async function loadReaders(runner: SqlRunner): Promise<{ users: BenchUser[]; reportIds: string[] }> {
  return {
    users: await createBenchSessions(runner, await pickBenchUsers(runner, 50)),
    reportIds: await channelZeroReports(runner, 20),
  };
}

/** A subscriber who holds live event streams in the stream step, and whether they may read channel 0. */
export interface StreamUser {
  id: string;
  readsChannelZero: boolean;
}

/**
 * The holders of the stream step's live streams: readers of channel 0 first (each publish of the step is
 * on channel 0, so they are its audience, by the access rule of subscriptions/access.ts), then other
 * subscribers, who must receive nothing.
 */
export async function pickStreamUsers(runner: SqlRunner, count: number): Promise<StreamUser[]> {
  const rows = await runner.rows<{ id: string; reads: boolean }>(
    `select subscriber_id as id,
            bool_or(creator_id = $1 and status = 'active'
                    and (not cancel_at_period_end or current_period_end > now())) as reads
     from subscriptions
     group by subscriber_id
     order by 2 desc, 1
     limit $2`,
    [benchUuid('c', 0), count],
  );
  return rows.map((row) => ({ id: row.id, readsChannelZero: row.reads }));
}
