/**
 * The data generator on its own: `npx tsx bench/generate [--reports 1000000] [--database podbrief_bench]`.
 * Drops and recreates the database on the local PostgreSQL, applies the app's migrations, generates the
 * dataset and prints the time of each step. `npm run bench` calls the same code for every size it needs.
 */
import { parseArgs } from 'node:util';
import { openMigratedPostgres, recreateDatabase } from '../lib/database';
import { generateDataset, pgRunner } from './generator';
import { planFor } from './plan';

const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '1000000' },
    database: { type: 'string', default: 'podbrief_bench' },
  },
});

const plan = planFor(Number(values.reports));
const url = await recreateDatabase(values.database);
const handle = await openMigratedPostgres(url);
// Two connections: report batches are spread over both cores.
const clients = [await handle.pool!.connect(), await handle.pool!.connect()];
try {
  console.log(`Generating ${plan.reports.toLocaleString('en-US')} reports into ${values.database}…`);
  const result = await generateDataset(clients.map(pgRunner), plan, { log: (line) => console.log(line) });
  console.log(JSON.stringify({ totalMs: result.totalMs, rows: result.rows }));
} finally {
  for (const client of clients) client.release();
  await handle.close();
}
