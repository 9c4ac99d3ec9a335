// Admin → Accounts search (issue 26): staff find one account among 100 000 by the start of its
// e-mail address or name, or by its id, a page at a time, on PostgreSQL and PGlite. Timed through
// the real app (routing, the admin check, validation, the database) with app.inject, one request
// at a time, after a warm-up; p50 and p95 over a mix of the searches staff make.
// Budget (PostgreSQL): p95 under 50 ms. PGlite is reported.
//
//   node bench/admin-search.mjs [postgres] [pglite]
//
// The data is built by apps/server/src/test/admin-search-bench.ts.

import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { setupRow } from './lib/rows.mjs';
import { expectStatus, latencyRows, timed, timedSeries } from './qa-session.mjs';

export const ADMIN_SEARCH_BUDGETS = { postgres: { searchP95Ms: 50 } };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_ADMIN_SEARCH_REQUESTS ?? 400);
const ACCOUNTS = Number(process.env.BENCH_ADMIN_SEARCH_ACCOUNTS ?? 100_000);
const WARMUP = 20;

/**
 * The searches, in turn: each kind staff make, from a whole address (one account) to a two-letter
 * prefix (thousands) and a later page of it, a number (an id, and addresses starting with it),
 * and a name nobody has.
 */
function searches(sample) {
  const first = sample.firstName.toLowerCase();
  const last = sample.lastName.toLowerCase();
  return [
    { what: 'a whole e-mail address', q: sample.email, expect: 1 },
    { what: 'an e-mail prefix', q: `${first}.${last.slice(0, 3)}` },
    { what: '"first last" prefix', q: `${first} ${last.slice(0, 2)}` },
    { what: '"last, first"', q: `${sample.lastName}, ${sample.firstName}` },
    { what: 'a last name', q: sample.lastName },
    { what: 'an account id', q: String(sample.id), expect: 1 },
    { what: 'a two-letter prefix', q: first.slice(0, 2) },
    { what: 'page 5 of a two-letter prefix', q: first.slice(0, 2), page: 5 },
    { what: 'a name nobody has', q: 'zzyzx', expect: 0 },
    { what: 'every account, newest first', q: '' },
  ];
}

/** Builds the data on one database kind, times the searches, returns result rows. */
export async function measureAdminSearch(kind, log = console.info) {
  const { prepareAdminSearchBench } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/admin-search-bench.ts'),
    import.meta.url,
  );
  log(`admin-search (${kind}): ${ACCOUNTS} accounts…`);
  const setup = await timed(() =>
    prepareAdminSearchBench({
      ...(kind === 'postgres' ? { postgresUrl: POSTGRES_URL } : {}),
      accounts: ACCOUNTS,
      log,
    }),
  );
  const bench = setup.result;
  log(`admin-search (${kind}): data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    const mix = searches(bench.sample);
    const url = ({ q, page = 1 }) =>
      `/api/2.0/admin/accounts?q=${encodeURIComponent(q)}&page=${page}&pageSize=25`;
    // Each search once, checked: the right account first where one is meant.
    for (const search of mix) {
      const found = expectStatus(
        await bench.inject({ method: 'GET', url: url(search) }),
        200,
        search.what,
      );
      if (search.expect !== undefined && found.items.length !== search.expect) {
        throw new Error(`${search.what} ("${search.q}") found ${found.items.length} accounts`);
      }
      if (search.expect === 1 && found.items[0].accountId !== bench.sample.id) {
        throw new Error(`${search.what} found another account`);
      }
      log(
        `admin-search (${kind}): ${search.what} ("${search.q}"): ${found.items.length}${found.hasMore ? '+' : ''}`,
      );
    }
    let turn = 0;
    const { samples, used } = await timedSeries(
      bench,
      async () => {
        const search = mix[turn++ % mix.length];
        expectStatus(await bench.inject({ method: 'GET', url: url(search) }), 200, search.what);
      },
      { requests: REQUESTS, warmup: WARMUP },
    );
    // The slowest kind, for whoever reads a missed budget: the timed series started at turn WARMUP.
    const byKind = mix.map((search, k) => {
      const mine = samples.filter((_, i) => (WARMUP + i) % mix.length === k).sort((a, b) => a - b);
      return { what: search.what, median: mine[Math.floor(mine.length / 2)] ?? 0 };
    });
    const slowest = byKind.reduce((a, b) => (b.median > a.median ? b : a));
    log(
      `admin-search (${kind}): medians ${byKind.map((k) => `${k.what} ${k.median.toFixed(1)} ms`).join('; ')}`,
    );
    return [
      ...latencyRows({
        nameOf: (statistic) => `Admin: account search ${statistic} (${label})`,
        samples,
        used,
        budget: ADMIN_SEARCH_BUDGETS[kind]?.searchP95Ms,
        detail: `${samples.length} searches of ${mix.length} kinds in turn, 25 a page; ${bench.accounts} accounts; slowest kind: ${slowest.what}, median ${slowest.median.toFixed(1)} ms`,
      }),
      setupRow(`Admin search data: ${bench.accounts} accounts (${label})`, setup.ms, bench.seconds),
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const kinds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['postgres', 'pglite'];
  const rows = [];
  for (const kind of kinds) rows.push(...(await measureAdminSearch(kind)));
  printRows(rows);
  if (rows.some((r) => r.pass === false)) process.exit(1);
}
