// npm audit of the production dependencies (decision 0402): fails on any high or critical
// advisory. When the advisory service cannot be asked (no network, or a registry mirror without
// the audit endpoint), it says so loudly and passes, unless AUDIT_STRICT=1 (then it fails too):
// an unreachable service must not block every change, nor pass for a clean report.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BLOCKING = ['critical', 'high'];

// AUDIT_REPORT=<file> reads a saved `npm audit --json` report instead (to check this script).
const run = process.env.AUDIT_REPORT
  ? { stdout: readFileSync(process.env.AUDIT_REPORT, 'utf8'), status: 0 }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });

/** The report, or why there is none. */
function read() {
  if (run.error) return { unreachable: run.error.message };
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { unreachable: `npm audit printed no report (exit ${run.status})` };
  }
  // npm prints an error object, not a report, when the advisory endpoint fails.
  if (!report.metadata?.vulnerabilities) {
    const why = report.message ?? report.error?.summary ?? `exit ${run.status}`;
    return { unreachable: String(why) };
  }
  return { report };
}

const { report, unreachable } = read();
if (unreachable) {
  const line = '!'.repeat(78);
  console.warn(
    `${line}\n! npm audit: the advisory service could not be asked, so NO advisory check was`,
  );
  console.warn(`! made for the production dependencies.\n! Reason: ${unreachable}`);
  console.warn(`! Run \`npm audit --omit=dev\` where the npm registry is reachable.\n${line}`);
  process.exit(process.env.AUDIT_STRICT === '1' ? 1 : 0);
}

const counts = report.metadata.vulnerabilities;
const deps = report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total ?? '?';
console.info(
  `npm audit --omit=dev: ${deps} production packages; ` +
    ['critical', 'high', 'moderate', 'low', 'info'].map((l) => `${counts[l] ?? 0} ${l}`).join(', '),
);
const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  BLOCKING.includes(v.severity),
);
for (const v of blocking) {
  const via = v.via.map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; ');
  console.error(
    `  ${v.severity}: ${v.name} ${v.range} — ${via}${v.fixAvailable ? ' [fix available]' : ''}`,
  );
}
if (blocking.length) {
  console.error(`✖ ${blocking.length} high or critical advisories in production dependencies.`);
  process.exit(1);
}
