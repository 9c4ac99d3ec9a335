import { existsSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { qaService } from './service';

/**
 * npm run qa:retire -w apps/server -- <question code | id> [more…]
 *
 * Retires published questions in the database of DATABASE_URL, or the embedded one in DATA_DIR
 * (decision 0902). Learners' sessions holding them answer the watched 422 once and are pruned.
 * Exits 1 when a question was not found.
 */

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
if (existsSync('.env')) process.loadEnvFile('.env');

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.info('usage: npm run qa:retire -w apps/server -- <question code | id> [more…]');
  process.exit(args.length === 0 ? 1 : 0);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const service = qaService(database.db);
  for (const arg of args) {
    const where = /^\d+$/.test(arg) ? { id: Number(arg) } : { code: arg };
    try {
      const result = await service.retireQuestion(where, null);
      console.info(
        `${result.code} (id ${result.questionId}): ${result.changed ? 'retired' : 'already retired'}`,
      );
    } catch {
      process.exitCode = 1;
      console.error(`${arg}: no such question`);
    }
  }
  console.info(
    'Imports leave it retired until its source brings a higher version; also set `status: retired` in its source file.',
  );
} finally {
  await database.close();
}
