import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { ImportError } from './import-bank';

/**
 * What the content import commands (qbank:import, deck:import) share. npm -w runs them in
 * apps/server, but their paths and DATA_DIR mean what they mean where npm was started; `--help`
 * prints the usage; no argument means the default content folder.
 */
export function contentImportTargets(usage: string, defaultDir: () => string): string[] {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.info(usage);
    process.exit(0);
  }
  return args.length > 0 ? args.map((a) => path.resolve(a)) : [defaultDir()];
}

/**
 * Imports each loaded item into the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR), migrated first, printing `importOne`'s summary of each (if any). An item refused with an
 * ImportError is reported and the others go on. Answers whether every item was kept.
 */
export async function importEach<T>(
  items: T[],
  importOne: (db: Database, item: T) => Promise<string>,
): Promise<boolean> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let kept = true;
  try {
    await database.migrate();
    console.info(
      `importing into ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    for (const item of items) {
      try {
        const said = await importOne(database.db, item);
        if (said) console.info(said);
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        kept = false;
        console.error(error.message);
      }
    }
  } finally {
    await database.close();
  }
  return kept;
}
