import { loadConfig } from '../config';
import { openDatabase } from './client';

/** npm run db:migrate: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.info(`migrations applied (${database.kind})`);
