// npm run test:e2e: makes sure the test browser (Chromium's headless shell) is there, builds the app, and runs Playwright against
// the built server on a fresh embedded database.
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTestBrowser } from './chromium.mjs';

const chromium = ensureTestBrowser();
if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'boardready-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
process.exit(result.status ?? 1);
