import { topics, uuidSql, type DatasetPlan } from './plan';

/**
 * The generator's SQL: set-based `insert … select … from generate_series`, so PostgreSQL (or PGlite)
 * builds the rows itself and nothing crosses the wire row by row. Each statement is one step of the
 * generator and is timed on its own. Everything is derived from the row number, so two runs of the same
 * plan produce the same data (apart from the timestamps, which count back from `now`).
 */

export interface GeneratorStep {
  name: string;
  sql: string;
  /** Steps of one group are independent of each other and may run on several connections at once. */
  group?: 'reports';
}

/**
 * Rows per reports statement: keeps each transaction (and PGlite's memory) bounded, and gives PostgreSQL
 * batches to spread over both cores (the search vector of each row is most of the generator's work).
 */
const REPORT_BATCH = 50_000;

const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** A pseudo-random fraction in [0, 1) from an md5 of a text expression: deterministic, uniform enough. */
const fraction = (textExpression: string) =>
  `(('x' || substr(md5(${textExpression}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

const adjectives = [
  'why',
  'how',
  'the quiet',
  'the hidden',
  'rethinking',
  'the future of',
  'a short history of',
  'the case for',
  'the economics of',
  'inside',
  'the science of',
  'what we get wrong about',
  'learning',
  'the new',
  'the art of',
  'fixing',
  'measuring',
  'the myth of',
  'beyond',
  'everyday',
];
const angles = [
  'lessons from ten years',
  'what the data says',
  'a conversation',
  'notes from the field',
  'questions and answers',
  'the long view',
  'three mistakes',
  'a beginner guide',
  'an expert panel',
  'stories and numbers',
  'what changed',
  'the hard parts',
  'small experiments',
  'the big picture',
  'a practical guide',
  'myths and facts',
  'the next decade',
  'from first principles',
  'a field report',
  'a debate',
];
const sentences = [
  'The guest explains how %s shapes daily decisions and why small changes add up over a year.',
  'We look at the research on %s and separate the solid findings from the hype.',
  'Three practical steps come out of the conversation, each easy to try this week.',
  'The episode compares how %s works in different countries and what each can learn from the others.',
  'A surprising link between %s and %s comes up halfway through and changes the rest of the talk.',
  'The host pushes back on the usual advice and asks what the evidence really supports.',
  'Listeners get a short checklist at the end, with the sources the guest relies on.',
  'Much of the talk is about trade-offs: time, money and attention are all limited.',
  'The guest tells the story of a failure and what it taught them about %s.',
  'A closing segment answers questions sent in by listeners about %s.',
];
const firstNames = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Keiko',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
];
const lastNames = [
  'Adler',
  'Baker',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quist',
  'Rossi',
  'Silva',
  'Tanaka',
];
const shows = ['Hour', 'Weekly', 'Podcast', 'Show', 'Notes', 'Talks', 'Review', 'Journal', 'Radio', 'Digest'];
const categories = ['education', 'science', 'business', 'health', 'arts', 'technology', 'society', 'sports'];

const pick = (values: readonly string[], indexExpression: string) =>
  `(${textArray(values)})[1 + ((${indexExpression}) % ${values.length})]`;

const ts = (now: Date) => `'${now.toISOString()}'::timestamptz`;

export function generatorSteps(plan: DatasetPlan, now: Date): GeneratorStep[] {
  const C = plan.creators;
  const S = plan.subscribers;
  const R = plan.reports;
  const perCreator = Math.ceil(R / C);
  const spacingSeconds = Math.floor((plan.historyDays * 86_400) / perCreator);
  const at = ts(now);
  const steps: GeneratorStep[] = [];

  steps.push({
    name: 'creators',
    sql: `insert into profiles (id, email, auth_issuer, auth_subject, user_role, display_name, full_name,
        is_creator, is_subscriber, created_at, updated_at)
      select ${uuidSql('c', 'g')}, 'creator-' || g || '@bench.podbrief.test', 'https://bench.podbrief.test',
        'creator-' || g, 'creator', ${pick(firstNames, 'g')} || ' ' || g,
        ${pick(firstNames, 'g')} || ' ' || ${pick(lastNames, 'g / 20')}, true, false,
        ${at} - interval '800 days', ${at} - interval '800 days'
      from generate_series(0, ${C - 1}) g`,
  });
  steps.push({
    name: 'channels',
    sql: `insert into creator_settings (creator_id, channel_name, channel_description, content_categories,
        subscription_price, is_youtube_verified, created_at, updated_at)
      select ${uuidSql('c', 'g')}, initcap(${pick(topics, 'g')}) || ' ' || ${pick(shows, 'g / 100')} || ' ' || (g + 1),
        'Short reports on ' || ${pick(topics, 'g')} || ', every week.',
        array[${pick(categories, 'g')}], 200 + (g % 4) * 100, g % 3 = 0,
        ${at} - interval '800 days', ${at} - interval '800 days'
      from generate_series(0, ${C - 1}) g`,
  });

  for (let from = 0; from < R; from += REPORT_BATCH) {
    const to = Math.min(R, from + REPORT_BATCH) - 1;
    steps.push({
      name: `reports ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}`,
      sql: reportsSql(`generate_series(${from}, ${to})`, 'r', 'published', C, spacingSeconds, at),
      group: 'reports',
    });
  }
  steps.push({
    name: 'drafts',
    sql: reportsSql(`generate_series(0, ${plan.drafts - 1})`, 'd', 'draft', C, spacingSeconds, at),
  });

  // Who follows whom, by number: subscriber s follows 1 + (s mod 5) channels drawn with a skew towards
  // low-numbered channels (u² makes channel 0 the most popular, as on any real platform).
  steps.push({
    name: 'follow plan',
    sql: `create temp table bench_follow as
      select distinct on (s, c) s, c, j from (
        select s.s, j.j,
          least(${C - 1}, floor(${C} * power(${fraction(`'p' || s.s || ':' || j.j`)}, 2)))::int as c
        from generate_series(0, ${S - 1}) s(s)
        cross join lateral generate_series(0, s.s % ${plan.maxSubscriptionsPerSubscriber}) j(j)
      ) x order by s, c, j`,
  });
  steps.push({
    name: 'subscribers',
    sql: `insert into profiles (id, email, auth_issuer, auth_subject, display_name, full_name, created_at, updated_at)
      select ${uuidSql('s', 'g')}, 'listener-' || g || '@bench.podbrief.test', 'https://bench.podbrief.test',
        'listener-' || g, ${pick(firstNames, 'g / 3')}, ${pick(firstNames, 'g / 3')} || ' ' || ${pick(lastNames, 'g / 7')},
        ${at} - (g % 700 + 40) * interval '1 day', ${at} - (g % 700 + 40) * interval '1 day'
      from generate_series(0, ${S - 1}) g`,
  });
  // One in ten follows was canceled and has lapsed: it keeps its row but grants no access.
  steps.push({
    name: 'subscriptions',
    sql: `insert into subscriptions (subscriber_id, creator_id, status, plan_name, provider, amount, start_date,
        current_period_start, current_period_end, cancel_at_period_end, canceled_at, created_at, updated_at)
      select ${uuidSql('s', 's')}, ${uuidSql('c', 'c')},
        case when lapsed then 'canceled' else 'active' end, 'Free trial', 'trial', 200 + (c % 4) * 100,
        ${at} - (s % 300 + 40) * interval '1 day',
        case when lapsed then ${at} - interval '45 days' else ${at} - (s % 30) * interval '1 day' end,
        case when lapsed then ${at} - interval '15 days' else ${at} - (s % 30) * interval '1 day' + interval '30 days' end,
        lapsed, case when lapsed then ${at} - interval '20 days' end,
        ${at} - (s % 300 + 40) * interval '1 day', ${at} - (s % 30) * interval '1 day'
      from (select s, c, (s + j) % 10 = 9 as lapsed from bench_follow) f`,
  });
  // Reads: each follower has read between 0 and 5 of the channel's newest reports.
  steps.push({
    name: 'reads',
    sql: `insert into report_reads (user_id, report_id, read_at)
      select ${uuidSql('s', 'f.s')}, ${uuidSql('r', `k.k * ${C} + f.c`)},
        ${at} - (k.k * 3 + f.s % 3) * interval '1 day' - (f.s % 86400) * interval '1 second'
      from bench_follow f cross join lateral generate_series(0, (f.s + f.c) % 6 - 1) k(k)
      where k.k * ${C} + f.c < ${R}`,
  });
  steps.push({
    name: 'favourites',
    sql: `insert into report_favourites (user_id, report_id, created_at)
      select ${uuidSql('s', 's')}, ${uuidSql('r', `(s % 3) * ${C} + c`)}, ${at} - (s % 60) * interval '1 day'
      from bench_follow where (s + c) % 3 = 0 and (s % 3) * ${C} + c < ${R}`,
  });
  steps.push({
    name: 'notes',
    sql: `insert into notes (user_id, report_id, content, version, created_at, updated_at)
      select ${uuidSql('s', 's')}, ${uuidSql('r', `${C} + c`)},
        'Try the ' || ${pick(topics, 'c')} || ' checklist this week. ' || repeat('Worth a second listen. ', 1 + s % 8),
        1 + s % 3, ${at} - (s % 90) * interval '1 day', ${at} - (s % 30) * interval '1 day'
      from bench_follow where (s + c) % 12 = 0 and ${C} + c < ${R}`,
  });
  steps.push({ name: 'drop follow plan', sql: 'drop table bench_follow' });
  return steps;
}

/**
 * Reports numbered by `series`: report n is creator (n mod C)'s (n div C)-th newest, `spacingSeconds`
 * apart, with a summary, four key learnings, five chapters and two quotes like a generated report.
 */
function reportsSql(
  series: string,
  prefix: 'r' | 'd',
  status: 'published' | 'draft',
  creators: number,
  spacingSeconds: number,
  at: string,
): string {
  const published = status === 'published';
  const summary = [0, 1, 2]
    .map((i) => `format(${pick(sentences, `n / ${[1, 11, 101][i]} + ${i * 3}`)}, topic, topic2)`)
    .join(` || ' ' || `);
  const learning = (i: number) =>
    `jsonb_build_object('title', initcap(${pick(adjectives, `n + ${i}`)}) || ' ' || ${pick(topics, `n / 3 + ${i * 17}`)},
      'detail', initcap(${pick(angles, `n + ${i * 5}`)}) || ' on ' || topic)`;
  const chapter = (i: number, title: string) =>
    `jsonb_build_object('title', ${title}, 'startSeconds', (duration * ${i}) / 5)`;
  return `insert into reports (id, creator_id, status, title, summary, key_learnings, chapters, quotes,
      reading_time_seconds, episode_title, episode_number, episode_published_at, episode_duration_seconds,
      episode_media_url, generation_provider, generation_progress, published_at, created_at, updated_at)
    select ${uuidSql(prefix, 'n')}, ${uuidSql('c', `n % ${creators}`)}, '${status}',
      initcap(${pick(adjectives, 'n')}) || ' ' || topic || ': ' || ${pick(angles, 'n / 3')},
      ${published ? summary : "''"},
      ${published ? `jsonb_build_array(${[0, 1, 2, 3].map(learning).join(', ')})` : `'[]'::jsonb`},
      ${
        published
          ? `jsonb_build_array(${[
              chapter(0, `'Introduction'`),
              chapter(1, `'Why ' || topic || ' matters'`),
              chapter(2, `'The research'`),
              chapter(3, `topic || ' and ' || topic2`),
              chapter(4, `'Listener questions'`),
            ].join(', ')})`
          : 'null'
      },
      ${
        published
          ? `jsonb_build_array(jsonb_build_object('text', 'Most of what we know about ' || topic || ' fits on one page.', 'speaker', 'Guest'),
          jsonb_build_object('text', 'Start small, and measure.', 'speaker', 'Host'))`
          : 'null'
      },
      ${published ? '180 + (n % 240)' : '0'}, 'Episode ' || (n / ${creators} + 1) || ': ' || topic,
      n / ${creators} + 1, pub - interval '1 day', duration,
      'https://media.bench.podbrief.test/' || n || '.mp3', ${published ? "'extractive'" : 'null'},
      ${published ? 100 : 0}, ${published ? 'pub' : 'null'}, pub - interval '2 hours', pub
    from (
      select n, ${pick(topics, 'n / 7')} as topic, ${pick(topics, 'n / 13 + 37')} as topic2,
        1800 + (n * 37) % 5400 as duration,
        ${at} - ((n / ${creators}) * ${spacingSeconds} + (n::bigint * 7919) % 3600) * interval '1 second' as pub
      from ${series} n
    ) x`;
}

/** Statistics, visibility map and hint bits, as autovacuum would leave tables that are in service. */
export const vacuumTables = [
  'profiles',
  'creator_settings',
  'reports',
  'subscriptions',
  'report_reads',
  'report_favourites',
  'notes',
];
