import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from './seed';

/** npm run db:seed: migrates, then seeds (demo data only outside production). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const result = await seedDatabase(database.db, { demo: !config.isProduction });
await database.close();
console.info(`seeded (${database.kind}); demo accounts: ${result.demoAccounts.length}`);
