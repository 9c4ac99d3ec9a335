import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedDatabase } from './seed/seed';

/** A start refused for a reason its message states in full (no stack trace). */
class StartRefused extends Error {}

/** The command line: `--no-migrate` alone (decision 1701). */
function startOptions(args: string[]) {
  const unknown = args.filter((arg) => arg !== '--no-migrate');
  if (unknown.length > 0) {
    throw new StartRefused(
      `Unknown option ${unknown.join(' ')}. The server takes one option: --no-migrate (the database is migrated separately).`,
    );
  }
  return { migrate: !args.includes('--no-migrate') };
}

/**
 * Migrates (unless told not to) and seeds, under the startup lock: servers started together on
 * one database take turns, and the later ones find the work done. With --no-migrate the
 * database must already be at the latest migration; the seed still runs, as it only adds what
 * is missing (decision 1701).
 */
async function prepareDatabase(database: DatabaseHandle, migrate: boolean, demo: boolean) {
  return database.withStartupLock(async () => {
    if (migrate) {
      await database.migrate();
    } else {
      const pending = await database.pendingMigrations();
      if (pending.length > 0) {
        const named =
          pending.length <= 3 ? pending.join(', ') : `${pending[0]} to ${pending.at(-1)}`;
        throw new StartRefused(
          `The database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${named}) and the server was started with --no-migrate. Run \`npm run db:migrate\` against this database (or start one server without --no-migrate), then start again.`,
        );
      }
    }
    return seedDatabase(database.db, { demo });
  });
}

async function main() {
  const options = startOptions(process.argv.slice(2));
  // A .env file in the working directory is read if there is one (the environment wins).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await prepareDatabase(database, options.migrate, !config.isProduction).catch(
    async (error) => {
      await database.close().catch(() => {});
      throw error;
    },
  );
  const app = await buildApp({
    config,
    database,
    webRoot: config.webRoot,
    authPerMinute: Number(process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
  });

  // Graceful shutdown: stop taking requests, finish those in flight, close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number }).port;
  const lines = [
    '',
    `  ${config.productName} is running at http://${shownHost}:${port}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API documentation: http://${shownHost}:${port}/api/docs`,
  ];
  if (seeded.demoAccounts.length > 0) {
    lines.push('', '  Demo accounts (password: demo-password):');
    for (const a of seeded.demoAccounts)
      lines.push(`    ${a.email.padEnd(22)} ${a.name.padEnd(14)} ${a.who}`);
  }
  console.info(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartRefused) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
