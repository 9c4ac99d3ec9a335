import { loadConfig } from '../config';
import { openDatabase } from './client';

/**
 * npm run db:migrate: applies the committed migrations to DATABASE_URL or the embedded database,
 * under the startup lock that servers starting on it take too (decision 1701).
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.withStartupLock(() => database.migrate());
} finally {
  await database.close();
}
console.info(`migrations applied (${database.kind})`);
