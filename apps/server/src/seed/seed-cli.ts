import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from './seed';

/**
 * npm run db:seed: migrates, then seeds (demo data only outside production), under the startup
 * lock that servers starting on the database take too (decision 1701).
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await database.withStartupLock(async () => {
    await database.migrate();
    return seedDatabase(database.db, { demo: !config.isProduction });
  });
  console.info(`seeded (${database.kind}); demo accounts: ${result.demoAccounts.length}`);
} finally {
  await database.close();
}
