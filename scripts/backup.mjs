// npm run backup -- <file> / npm run restore -- <file> [--force]: backs up and restores the
// database the server would use: PostgreSQL when DATABASE_URL is set (pg_dump's custom format),
// else the embedded data folder DATA_DIR (a .tar.gz of the whole folder: the PGlite database,
// media/ and mail/). Settings come from the environment or a .env file, as the server reads them.
// See docs/PRODUCTION.md ("Backups").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const USAGE = `usage: node scripts/backup.mjs backup <file>
       node scripts/backup.mjs restore <file> [--force]

PostgreSQL when DATABASE_URL is set (pg_dump --format=custom), else the embedded data folder
DATA_DIR (default ./data) as a .tar.gz. Stop every server on the database before a restore.
--force: restore over a database or data folder that already holds data.`;

/** A refusal whose message says everything: printed without a stack trace. */
class Refusal extends Error {}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.error?.code === 'ENOENT') {
    throw new Refusal(
      `${command} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), in a version at least the server's.`,
    );
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Refusal(`${command} failed (exit code ${result.status}).`);
}

/** Writes through a temporary file beside the target: a failed run leaves no half backup. */
function writeAtomically(file, write) {
  const partial = `${file}.partial-${process.pid}`;
  try {
    write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

// PostgreSQL -------------------------------------------------------------------------------

/** Other connections to the database (servers, psql…) and whether it has any table of ours. */
async function postgresState(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const others = await client.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const tables = await client.query(
      `select count(*)::int as n from information_schema.tables
       where table_schema in ('public', 'drizzle')`,
    );
    return { otherConnections: others.rows[0].n, tables: tables.rows[0].n };
  } finally {
    await client.end();
  }
}

function backupPostgres(databaseUrl, file) {
  writeAtomically(file, (partial) =>
    run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${databaseUrl}`]),
  );
}

async function restorePostgres(databaseUrl, file, force) {
  const state = await postgresState(databaseUrl);
  if (state.otherConnections > 0) {
    throw new Refusal(
      `${state.otherConnections} other connection(s) to the database: stop every server on it (and anything else connected) before restoring, then start them again afterwards.`,
    );
  }
  if (state.tables > 0 && !force) {
    throw new Refusal(
      'The database already holds data. Restoring replaces all of it: pass --force to do so (take a backup of it first if it may be needed).',
    );
  }
  // One transaction: a restore that fails part way leaves the database as it was.
  run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

// The embedded database ----------------------------------------------------------------------

/**
 * PGlite writes postmaster.pid while a server has the folder open and removes it on a clean
 * close; copying the files of an open database could copy a torn state. A server killed
 * outright leaves the file behind: starting and stopping it once clears it.
 */
function refuseIfServerRunning(dataDir) {
  if (existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))) {
    throw new Refusal(
      `A server has the embedded database in ${dataDir} open (pglite/postmaster.pid exists). Stop it first. If none runs (it was killed), start the server once and stop it with Ctrl-C, which closes the database cleanly.`,
    );
  }
}

function backupDataDir(dataDir, file) {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Refusal(`${dataDir} holds no embedded database (no pglite/PG_VERSION).`);
  }
  if (!path.relative(dataDir, path.resolve(file)).startsWith('..')) {
    throw new Refusal('Write the backup outside DATA_DIR: it would otherwise contain itself.');
  }
  refuseIfServerRunning(dataDir);
  writeAtomically(file, (partial) => run('tar', ['-czf', partial, '-C', dataDir, '.']));
}

function restoreDataDir(dataDir, file, force) {
  refuseIfServerRunning(dataDir);
  const hasData = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (hasData && !force) {
    throw new Refusal(
      `${dataDir} already holds data. Pass --force to replace it (the folder is kept aside, not deleted).`,
    );
  }
  // Unpacked beside the folder, then swapped in by renames: never half a database in DATA_DIR.
  const restoring = `${dataDir}.restoring-${process.pid}`;
  rmSync(restoring, { recursive: true, force: true });
  mkdirSync(restoring, { recursive: true });
  try {
    run('tar', ['-xzf', path.resolve(file), '-C', restoring]);
    if (!existsSync(path.join(restoring, 'pglite', 'PG_VERSION'))) {
      throw new Refusal(`${file} is not a backup of a data folder (no pglite/PG_VERSION in it).`);
    }
    let keptAside = null;
    if (existsSync(dataDir)) {
      keptAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, keptAside);
    }
    try {
      renameSync(restoring, dataDir);
    } catch (error) {
      if (keptAside) renameSync(keptAside, dataDir);
      throw error;
    }
    return keptAside;
  } finally {
    rmSync(restoring, { recursive: true, force: true });
  }
}

// -------------------------------------------------------------------------------------------

async function main(args) {
  const force = args.includes('--force');
  const [command, file, ...rest] = args.filter((arg) => arg !== '--force');
  if (!['backup', 'restore'].includes(command) || !file || rest.length > 0) {
    throw new Refusal(USAGE);
  }
  // As the server: a .env file in the working directory, the environment winning.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

  if (command === 'restore' && !existsSync(file)) throw new Refusal(`${file} does not exist.`);
  if (databaseUrl) {
    if (command === 'backup') backupPostgres(databaseUrl, file);
    else await restorePostgres(databaseUrl, file, force);
    console.info(`${command === 'backup' ? 'backed up to' : 'restored from'} ${file} (PostgreSQL)`);
    return;
  }
  if (command === 'backup') {
    backupDataDir(dataDir, file);
    const mediaDir = process.env.MEDIA_DIR && path.resolve(process.env.MEDIA_DIR);
    if (mediaDir && path.relative(dataDir, mediaDir).startsWith('..')) {
      console.warn(`MEDIA_DIR (${mediaDir}) is outside DATA_DIR: back it up separately.`);
    }
    console.info(`backed up ${dataDir} to ${file}`);
  } else {
    const keptAside = restoreDataDir(dataDir, file, force);
    console.info(`restored ${dataDir} from ${file}`);
    if (keptAside) console.info(`the folder it replaced is kept in ${keptAside}`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Refusal ? error.message : error);
  process.exit(1);
});
