import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What the content import commands (qbank:import, deck:import) share: npm -w runs them in
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
