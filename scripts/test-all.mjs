// npm test: every check, in order from fastest to slowest; stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  // high/critical advisories fail; an unreachable advisory service only warns (decision 0402)
  ['production dependency audit', 'node', ['scripts/audit-prod.mjs']],
  ['unit and API integration', 'npx', ['vitest', 'run']],
  ['end-to-end (Chromium)', 'node', ['scripts/run-e2e.mjs']],
  // after the e2e step's production build
  ['bundle budget', 'node', ['bench/bundle-size.mjs']],
];

for (const [name, command, args] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${seconds} s)`);
}
