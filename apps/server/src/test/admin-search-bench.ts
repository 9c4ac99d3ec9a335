import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { quietApp, throwawayPostgres } from './databases';
import { cookieHeader, JSON_HEADERS } from './test-app';

/**
 * The data of the account-search benchmark (bench/admin-search.mjs, issue 26): the demo accounts
 * and `accounts` more, made in SQL (generate_series) from 120 first and 120 last names, so that
 * names repeat as real ones do (about 14 400 pairs, each some seven times), with e-mail addresses
 * "first.last<n>@<domain>" and creation times spread over five years. Answers the real app,
 * signed in as the demo admin (admin@demo.test), to be driven with app.inject.
 */

const FIRST_NAMES =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara
Richard Susan Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty
Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle
Kenneth Carol Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald Dorothy Jason
Rebecca Edward Sharon Jeffrey Laura Ryan Cynthia Jacob Amy Gary Kathleen Nicholas Angela Eric
Shirley Jonathan Brenda Stephen Emma Larry Anna Justin Pamela Scott Nicole Brandon Samantha
Benjamin Katherine Samuel Christine Gregory Helen Alexander Debra Patrick Rachel Frank Carolyn
Raymond Janet Jack Maria Dennis Catherine Jerry Heather Tyler Diane Aaron Olivia Jose Julie Adam
Joyce Nathan Victoria Henry Ruth Zachary Virginia Douglas Lauren Peter Kelly Kyle Christina Noah
Joan Ethan Evelyn Jeremy Judith`.split(/\s+/);

const LAST_NAMES =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez
Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris
Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores
Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner
Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz
Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez
Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross
Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales
Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace`.split(
    /\s+/,
  );

const DOMAINS = ['example.edu', 'hospital.example', 'mail.example', 'med.example.org'];

export interface AdminSearchBenchOptions {
  /** a PostgreSQL server URL: a throw-away database is made on it; absent = PGlite in memory */
  postgresUrl?: string;
  accounts?: number;
  log?: (line: string) => void;
}

export interface AdminSearchBench {
  kind: 'pglite' | 'postgres';
  database: DatabaseHandle;
  /** how many accounts the table holds */
  accounts: number;
  /** a generated account in the middle of the table, for the exact searches */
  sample: { id: number; email: string; firstName: string; lastName: string };
  seconds: Record<string, number>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  databasePids(): Promise<number[]>;
  close(): Promise<void>;
}

const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function prepareAdminSearchBench(
  options: AdminSearchBenchOptions = {},
): Promise<AdminSearchBench> {
  const count = options.accounts ?? 100_000;
  const log = options.log ?? (() => {});
  const seconds: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    seconds[name] = Number(((performance.now() - start) / 1000).toFixed(1));
    log(`admin-search bench: ${name} in ${seconds[name]} s`);
    return result;
  };
  let database: DatabaseHandle;
  let drop = async () => {};
  if (options.postgresUrl) {
    const throwaway = await throwawayPostgres(options.postgresUrl, 'br_bench_accounts');
    database = await openDatabase({ databaseUrl: throwaway.url });
    drop = throwaway.drop;
  } else {
    database = await openDatabase({});
  }
  try {
    const db = database.db;
    await step('migrate and seed', async () => {
      await database.migrate();
      await seedDatabase(db, { demo: true });
    });
    // Index i picks a first name by i mod 120 and a last name by (i / 120) mod 120, both
    // shuffled by multiplying with primes, so that neighbouring ids have unrelated names.
    const n = (value: number) => sql.raw(String(value));
    const minutesApart = (5 * 365 * 24 * 60) / count;
    await step(`${count} accounts`, () =>
      db.execute(sql`
        insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version,
                              accepted_terms_at, created_at, updated_at)
        select lower(f || '.' || l || g::text || '@' || d), f, l, 'not-a-hash', 1, t, t, t
        from (
          select g,
                 (${literalArray(FIRST_NAMES)})[1 + (g * 7919) % ${n(FIRST_NAMES.length)}] as f,
                 (${literalArray(LAST_NAMES)})[(1 + ((g::bigint * 104729) / ${n(FIRST_NAMES.length)}) % ${n(LAST_NAMES.length)})::int] as l,
                 (${literalArray(DOMAINS)})[1 + g % ${n(DOMAINS.length)}] as d,
                 now() - (${n(count)} - g) * ${n(minutesApart)} * interval '1 minute' as t
          from generate_series(1, ${n(count)}) as g
        ) as generated`),
    );
    // Accounts arrive over years: autovacuum has long analyzed the table.
    await step('vacuum analyze', () => db.execute(sql`vacuum analyze accounts`));
    const [stats] = (
      (await db.execute(
        sql`select count(*)::int as n, (max(id) + min(id)) / 2 as middle from accounts`,
      )) as unknown as {
        rows: { n: number; middle: number }[];
      }
    ).rows;
    const [sample] = (
      (await db.execute(
        sql`select id, email, first_name as "firstName", last_name as "lastName" from accounts
            where id >= ${stats!.middle} order by id limit 1`,
      )) as unknown as { rows: AdminSearchBench['sample'][] }
    ).rows;

    const app = await quietApp(database);
    const login = await app.inject({
      method: 'POST',
      url: '/api/2.0/authentication/login',
      headers: JSON_HEADERS,
      payload: { email: 'admin@demo.test', password: 'demo-password' },
    });
    if (login.statusCode !== 200) throw new Error(`admin sign-in: ${login.statusCode}`);
    const cookie = cookieHeader(login);
    return {
      kind: database.kind,
      database,
      accounts: stats!.n,
      sample: sample!,
      seconds,
      inject: (o) => app.inject({ ...o, headers: { ...JSON_HEADERS, cookie, ...o.headers } }),
      async databasePids() {
        if (database.kind !== 'postgres') return [];
        const result = await db.execute(
          sql`select pid from pg_stat_activity where datname = current_database()`,
        );
        return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
      },
      async close() {
        await app.close();
        await database.close();
        if (!process.env.BENCH_KEEP_DATABASE) await drop();
      },
    };
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}
