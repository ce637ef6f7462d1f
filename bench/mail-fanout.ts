/**
 * `npx tsx --tsconfig tsconfig.server.json bench/mail-fanout.ts [--subscribers 10000] [--workers 1]
 * [--per-minute 1000000]` (the server tsconfig compiles the mail templates' JSX): how long one
 * publish takes to reach every subscriber who chose "every new report" (issues 26 and 41). The real app
 * (one process, or `--workers` job-working processes' worth of apps on one database) on a fresh local
 * PostgreSQL database (`podbrief_mailbench`), a local SMTP server (smtp-server) that counts the
 * Message-IDs it accepts, and the same call publishing makes. Prints mails per second, the total time
 * and the CPU time this process spent per mail (the machine is shared: the rate depends on its load, the
 * CPU time much less), and writes `bench/results/mail-fanout.json`. Exits non-zero unless every
 * subscriber's mail was accepted exactly once. Not part of `npm run bench`: it measures the mail path
 * alone.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import type { App } from '../src/server/app-types';
import { loadConfig } from '../src/server/config';
import { queueReportPublishedMail } from '../src/server/features/mail/queues';
import { openMigratedPostgres, recreateDatabase } from './lib/database';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '1' },
    'per-minute': { type: 'string', default: '1000000' },
  },
});
const subscribers = Number(args.subscribers);
const workers = Number(args.workers);
const log = (line: string) => console.log(`[mail-fanout] ${line}`);

interface Sink {
  url: string;
  /** Mails accepted, and how many distinct Message-IDs among them. */
  count: () => number;
  distinct: () => number;
  close: () => Promise<void>;
}

async function startSink(): Promise<Sink> {
  let accepted = 0;
  const ids = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        accepted += 1;
        const id = /^Message-ID: *(<[^>]+>)/im.exec(head)?.[1];
        if (id) ids.add(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => accepted,
    distinct: () => ids.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const url = await recreateDatabase('podbrief_mailbench');
  const handle = await openMigratedPostgres(url);
  const sink = await startSink();
  const db = handle.db;

  log(`seeding ${subscribers} subscribers who chose every new report`);
  await db.execute(sql`
    insert into profiles (id, email, auth_issuer, auth_subject, display_name, full_name, is_creator, user_role)
    values ('00000000-0000-4000-8000-000000000001', 'creator@bench.test', 'bench', 'creator', 'Bench', 'Bench Creator', true, 'creator')`);
  await db.execute(sql`
    insert into creator_settings (creator_id, channel_name)
    values ('00000000-0000-4000-8000-000000000001', 'Bench Channel')`);
  await db.execute(sql`
    insert into profiles (email, auth_issuer, auth_subject, display_name, full_name)
    select 'reader' || i || '@bench.test', 'bench', 'reader-' || i, 'Reader ' || i, 'Reader ' || i
    from generate_series(1, ${subscribers}) as i`);
  await db.execute(sql`
    insert into subscriptions (subscriber_id, creator_id, plan_name, amount, start_date, current_period_start, current_period_end)
    select id, '00000000-0000-4000-8000-000000000001', 'Free trial', 0, now(), now(), now() + interval '30 days'
    from profiles where auth_issuer = 'bench' and auth_subject like 'reader-%'`);
  await db.execute(sql`
    insert into channel_mail_preferences (user_id, creator_id, frequency)
    select id, '00000000-0000-4000-8000-000000000001', 'each'
    from profiles where auth_issuer = 'bench' and auth_subject like 'reader-%'`);
  const inserted = await db.execute(sql`
    insert into reports (creator_id, status, title, summary, key_learnings, episode_title, published_at)
    values ('00000000-0000-4000-8000-000000000001', 'published', 'A report for ten thousand readers',
      'What the episode says, in one paragraph.\n\nAnd a second one.',
      '[{"title":"One","detail":"d"},{"title":"Two","detail":"d"},{"title":"Three","detail":"d"}]'::jsonb,
      'Episode 1', now())
    returning id`);
  const reportId = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;

  const apps: App[] = [];
  for (let i = 0; i < workers; i += 1) {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ROLE: i === 0 ? 'all' : 'worker',
      DATABASE_URL: url,
      DATA_DIR: join(tmpdir(), 'podbrief-mailbench'),
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Podbrief <news@bench.test>',
      MAIL_PER_MINUTE: args['per-minute'],
    });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    apps.push(app);
  }

  log(`publishing to ${subscribers} subscribers with ${workers} job-working app(s)`);
  const loadBefore = loadavg();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await queueReportPublishedMail(apps[0]!.deps.jobs, apps[0]!.deps.config.mail, reportId);
  let lastLog = started;
  for (;;) {
    const rows = await db.execute(
      sql`select count(*)::int as sent from mail_deliveries where report_id = ${reportId} and status = 'sent'`,
    );
    const sent = (rows as unknown as { rows: { sent: number }[] }).rows[0]!.sent;
    const now = performance.now();
    if (sent >= subscribers) break;
    if (now - lastLog > 10_000) {
      log(`${sent} sent after ${((now - started) / 1000).toFixed(0)} s`);
      lastLog = now;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerMail = (cpu.user + cpu.system) / 1000 / subscribers;
  // The last rows say sent once the SMTP server answered: its count is final by now.
  const exactlyOnce = sink.count() === subscribers && sink.distinct() === subscribers;
  log(
    `${subscribers} mails in ${seconds.toFixed(1)} s: ${(subscribers / seconds).toFixed(0)} mails/s, ` +
      `${cpuMsPerMail.toFixed(2)} ms of CPU per mail (SMTP server accepted ${sink.count()}, ` +
      `${sink.distinct()} distinct Message-IDs; ${workers} worker app(s); load average ` +
      `${loadBefore[0]!.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end)`,
  );
  await writeFile(
    new URL('./results/mail-fanout.json', import.meta.url),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        subscribers,
        workers,
        seconds: Number(seconds.toFixed(1)),
        mailsPerSecond: Math.round(subscribers / seconds),
        cpuMsPerMail: Number(cpuMsPerMail.toFixed(2)),
        accepted: sink.count(),
        distinctMessageIds: sink.distinct(),
        loadAverage: { start: loadBefore[0], end: loadavg()[0] },
      },
      null,
      2,
    )}\n`,
  );
  if (!exactlyOnce) {
    log('FAILED: not every subscriber got exactly one mail');
    process.exitCode = 1;
  }
  for (const app of apps) await app.close();
  await sink.close();
  await handle.close();
}

await main();
