// npm run test:e2e: makes sure the test browser (Chromium's headless shell) is there, builds the app, and runs Playwright against
// the built server on a fresh embedded database.
import { execSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTestBrowser } from './chromium.mjs';

const chromium = ensureTestBrowser();
if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'boardready-e2e-'));
// The flags specs' server serves a copy of the build: one of them swaps in a new version of it.
const flagsWebRoot = `${dataDir}-flags-web`;
cpSync('apps/web/dist', flagsWebRoot, { recursive: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_DATA_DIR: dataDir,
    E2E_FLAGS_WEB_ROOT: flagsWebRoot,
  },
});
process.exit(result.status ?? 1);
