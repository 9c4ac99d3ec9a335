// Runs one measuring part in a fresh Node process and returns its rows. The parts that time the
// app in-process (app.inject) build hundreds of thousands of rows first; in one long bench process
// the heap each earlier part left behind made later parts' garbage collection slower than a
// server's would be, and the same call measured slower in a full run than alone (issue 24).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Calls `exportName(...args, log)` of `modulePath` in a child process; resolves to its rows. */
export async function inOwnProcess(modulePath, exportName, args = []) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-part-'));
  const out = path.join(dir, 'rows.json');
  try {
    const code = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [import.meta.filename, modulePath, exportName, JSON.stringify(args), out],
        { stdio: 'inherit' },
      );
      child.on('error', reject);
      child.on('exit', (status, signal) => resolve(signal ?? status));
    });
    if (code !== 0) throw new Error(`${exportName} exited with ${code}`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The child: measure, write the rows, exit (a part may leave handles open).
if (process.argv[1] === import.meta.filename && process.argv.length === 6) {
  const [, , modulePath, exportName, args, out] = process.argv;
  const { writeFileSync } = await import('node:fs');
  const measure = (await import(pathToFileURL(path.resolve(modulePath)).href))[exportName];
  const rows = await measure(...JSON.parse(args), console.info);
  writeFileSync(out, JSON.stringify(rows));
  process.exit(0);
}
