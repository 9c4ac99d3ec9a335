import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed/seed';

async function main() {
  // A .env file in the working directory is read if there is one (the environment wins).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedDatabase(database.db, { demo: !config.isProduction });
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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
