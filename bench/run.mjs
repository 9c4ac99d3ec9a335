// npm run bench: builds, measures every benchmark against its budget, prints a table and writes
// bench/results/latest.json. Exits non-zero when a budget is missed.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureBundles, printRows } from './bundle-size.mjs';

execSync('npm run build', { stdio: 'inherit' });
const results = [...measureBundles()];
console.info('\nBenchmark results');
printRows(results);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results/latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
if (results.some((r) => !r.pass)) process.exit(1);
