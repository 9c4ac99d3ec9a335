// The big-data generator (bench/big-data/generate.ts, under tsx) run from a bench, and its rows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { infoRow } from './rows.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the big-data generator (a child process under tsx) against a database. */
export function generateBigData(env, scale) {
  const dir = mkdtempSync(path.join(tmpdir(), 'boardready-bench-bigdata-'));
  const json = path.join(dir, 'result.json');
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'bench/big-data/generate.ts'), '--scale', String(scale), '--json', json],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`the big-data generator failed:\n${result.stdout}\n${result.stderr}`);
  }
  const parsed = JSON.parse(readFileSync(json, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return parsed;
}

export function bigDataRows(label, data) {
  const rows = data.steps.map((step) =>
    infoRow(`big data ${label}: ${step.name}`, step.rows, 'rows', `${step.seconds.toFixed(2)} s`),
  );
  rows.push(
    infoRow(
      `big data ${label}: time to generate (scale ${data.scale})`,
      Number(data.seconds.toFixed(2)),
      's',
    ),
  );
  return rows;
}
