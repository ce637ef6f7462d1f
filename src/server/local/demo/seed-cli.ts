/**
 * `npm run seed`: applies migrations, refreshes the platform plans and adds the demo content to the
 * configured database if it has no profiles yet. Unlike a normal start it seeds whatever the database
 * kind (it was asked for), but never a production database unless SEED_DEMO=true.
 */
import { systemClock } from '../../clock';
import { ConfigError, loadConfig } from '../../config';
import { createFileStorage } from '../../storage/create-file-storage';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDemo, upsertPlans } from './seed';

async function run() {
  const config = loadConfig();
  if (config.isProduction && config.seedDemo !== 'true') {
    console.error(
      'Refusing to seed a production database. Set SEED_DEMO=true if you really want demo content there.',
    );
    process.exit(1);
  }
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    await upsertPlans(database.db);
    const started = Date.now();
    const files = await createFileStorage(config, systemClock);
    const summary = await seedDemo(database.db, files, systemClock.now());
    if (summary) {
      console.log(`Seeded demo content in ${Date.now() - started} ms:`, summary);
    } else {
      console.log('The database already has profiles; demo content was not added (plans were refreshed).');
    }
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
