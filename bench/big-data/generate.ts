// Fills a database with the big data set the load and Q&A benchmarks run on: 2 000 learners with
// their specialties and products, 20 000 questions in one bank per specialty, 1 000 000 answers
// (apps/server/src/test/answer-history.ts, shared with the report bench). Rows are made by the database itself (INSERT … SELECT over generate_series), in
// batches, from a deterministic hash of the row number: the same scale gives the same data.
//
//   npx tsx bench/big-data/generate.ts [--scale 0.1] [--json result.json]
//
// PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default data/big-data) at scale
// 0.1 unless --scale says otherwise. The database should be fresh: the generator stops if it
// already holds bench learners.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { importBank } from '../../apps/server/src/modules/qa-import/import-bank';
import { generateSyntheticBank } from '../../apps/server/src/modules/qbank-content/synthetic';
import { FIRST_TERMS_VERSION } from '../../apps/server/src/modules/terms-of-use/repository';
import { seedCatalogue, seedDatabase } from '../../apps/server/src/seed/seed';
import { fillAnswerHistory } from '../../apps/server/src/test/answer-history';

/** Rows at scale 1 (issue 4). */
export const FULL_SCALE = { learners: 2_000, questions: 20_000, answers: 1_000_000 };
/** Every generated learner signs in with this password (a bench database is never production). */
export const BENCH_PASSWORD = 'bench-password';
export const BENCH_EMAIL_DOMAIN = 'bench.test';
export const learnerEmail = (n: number) => `learner${n}@${BENCH_EMAIL_DOMAIN}`;

const BATCH = 50_000;

/** The generated question banks: one per specialty, each serving its Q&A product. */
const BANKS = [
  { specialty: 'IM', code: 'big-im', share: 0.5 },
  { specialty: 'PEDS', code: 'big-peds', share: 0.3 },
  { specialty: 'MS', code: 'big-ms', share: 0.2 },
] as const;

interface StepContext {
  db: Database;
  /** learners at this scale (the other steps hang off them) */
  learners: number;
  passwordHash: string;
}

interface Step {
  name: string;
  /** target rows at this scale, when the step has one of its own */
  target?: (scale: number) => number;
  /** writes the rows; returns how many */
  fill: (context: StepContext, target: number) => Promise<number>;
}

/**
 * A pseudo-random integer in [0, n) from a SQL integer expression: PostgreSQL's hashint4, shifted
 * to non-negative in bigint (abs() would overflow on the smallest int4).
 */
function pick(expression: SQL, n: number): SQL {
  return sql`(((hashint4((${expression})::int)::bigint + 2147483648) % ${sql.raw(String(n))})::int)`;
}

const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Diego', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jin'];
const LAST_NAMES = ['Adams', 'Banerjee', 'Costa', 'Dubois', 'Eze', 'Fischer', 'Garcia', 'Huang'];

function textArray(values: string[]): SQL {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);
}

/** The learner number n of a generated account, from its e-mail (ids may not start at 1). */
const LEARNER_N = sql.raw(`substring(a.email from '^learner([0-9]+)@')::int`);
const IS_BENCH_LEARNER = sql.raw(`a.email like 'learner%@${BENCH_EMAIL_DOMAIN}'`);

async function inBatches(total: number, write: (from: number, to: number) => Promise<void>) {
  for (let from = 1; from <= total; from += BATCH) {
    await write(from, Math.min(total, from + BATCH - 1));
  }
}

async function count(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/** Rows of a table (with an account_id) that belong to generated learners. */
function countOfLearners(db: Database, table: 'account_specialties' | 'user_products') {
  return count(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)} t
        join accounts a on a.id = t.account_id where ${IS_BENCH_LEARNER}`,
  );
}

const STEPS: Step[] = [
  {
    name: 'learners (accounts)',
    target: (scale) => Math.max(1, Math.round(FULL_SCALE.learners * scale)),
    async fill({ db, passwordHash }, target) {
      await inBatches(target, async (from, to) => {
        await db.execute(sql`
          insert into accounts (email, first_name, last_name, password_hash,
                                accepted_terms_version, accepted_terms_at, created_at, updated_at)
          select 'learner' || g || ${`@${BENCH_EMAIL_DOMAIN}`},
                 (${textArray(FIRST_NAMES)})[1 + ${pick(sql`g`, FIRST_NAMES.length)}],
                 (${textArray(LAST_NAMES)})[1 + ${pick(sql`g * 7`, LAST_NAMES.length)}],
                 ${passwordHash}, ${FIRST_TERMS_VERSION},
                 now() - interval '30 days',
                 now() - ${pick(sql`g * 13`, 700)} * interval '1 day', now()
          from generate_series(${from}::int, ${to}::int) g`);
      });
      return count(db, sql`select count(*)::int as n from accounts a where ${IS_BENCH_LEARNER}`);
    },
  },
  {
    // Half study IM, 30% PEDS, 20% MS (by learner number); one in ten studies a second specialty.
    name: 'learner specialties',
    async fill({ db }) {
      await db.execute(sql`
        insert into account_specialties (account_id, specialty)
        select a.id, case when ${LEARNER_N} % 10 < 5 then 'IM'
                          when ${LEARNER_N} % 10 < 8 then 'PEDS' else 'MS' end
        from accounts a where ${IS_BENCH_LEARNER}
        union all
        select a.id, case when ${LEARNER_N} % 10 < 5 then 'PEDS' else 'IM' end
        from accounts a where ${IS_BENCH_LEARNER} and ${pick(LEARNER_N, 10)} = 0
        on conflict do nothing`);
      return countOfLearners(db, 'account_specialties');
    },
  },
  {
    // In each specialty studied: always its Q&A, each other product with a chance of 55%. One
    // product in ten has expired; trials only where the product offers one (one in twenty).
    name: 'learner products (user_products)',
    async fill({ db }) {
      const seed = sql`${LEARNER_N} * 97 + p.id`;
      await db.execute(sql`
        insert into user_products (account_id, product_id, starts_at, ends_at, is_trial)
        select a.id, p.id,
               now() - (30 + ${pick(seed, 300)}) * interval '1 day',
               case when ${pick(sql`${seed} * 3`, 10)} = 0
                    then now() - (1 + ${pick(sql`${seed} * 5`, 60)}) * interval '1 day'
                    else now() + (30 + ${pick(sql`${seed} * 5`, 335)}) * interval '1 day' end,
               p.trial_available and ${pick(sql`${seed} * 11`, 20)} = 0
        from accounts a
        join account_specialties s on s.account_id = a.id
        join products p on p.specialty = s.specialty
        where ${IS_BENCH_LEARNER} and (p.type_code = 'qa' or ${pick(seed, 100)} < 55)
        on conflict do nothing`);
      return countOfLearners(db, 'user_products');
    },
  },
  {
    // One synthetic bank per specialty, serving that specialty's Q&A product: half the questions
    // in IM, 30 % in PEDS, 20 % in MS, as the learners are spread.
    name: 'questions',
    target: (scale) => Math.round(FULL_SCALE.questions * scale),
    async fill({ db }, target) {
      for (const bank of BANKS) {
        const questionCount = Math.max(1, Math.round(target * bank.share));
        await importBank(
          db,
          generateSyntheticBank({
            seed: 4_000 + questionCount,
            questionCount,
            specialty: bank.specialty,
            code: bank.code,
            idPrefix: bank.code.toUpperCase(),
            productCodes: [`${bank.specialty}-QA`],
          }),
        );
      }
      return count(
        db,
        sql`select count(*)::int as n from qa_questions q join qa_banks b on b.id = q.bank_id
            where b.code in (${sql.join(
              BANKS.map((b) => sql`${b.code}`),
              sql`, `,
            )})`,
      );
    },
  },
  {
    // Each bank's answers in proportion, shared alike by the learners holding its Q&A product:
    // ended 100-question tutor sessions over 18 months (the report bench's history, one shape).
    name: 'answers',
    target: (scale) => Math.round(FULL_SCALE.answers * scale),
    async fill({ db }, target) {
      let written = 0;
      for (const bank of BANKS) {
        const holders = `
          from accounts a join user_products u on u.account_id = a.id
          join products p on p.id = u.product_id
          where a.email like 'learner%@${BENCH_EMAIL_DOMAIN}' and p.code = '${bank.specialty}-QA'`;
        const learners = await count(db, sql.raw(`select count(*)::int as n ${holders}`));
        if (learners === 0) continue;
        const answers = Math.round(target * bank.share);
        const each = Math.floor(answers / learners);
        const extra = answers - each * learners;
        const [row] = (
          (await db.execute(sql`select id from qa_banks where code = ${bank.code}`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows;
        written += await fillAnswerHistory(db, {
          bankId: row!.id,
          label: `big_${bank.specialty.toLowerCase()}`,
          learners: `
            select row_number() over (order by a.id)::int as n, a.id as account_id,
              u.id as user_product_id,
              ${each} + (row_number() over (order by a.id) <= ${extra})::int as answers
            ${holders}`,
        });
      }
      return written;
    },
  },
];

export interface StepResult {
  name: string;
  target: number | null;
  rows: number;
  seconds: number;
}

export interface BigDataResult {
  database: 'pglite' | 'postgres';
  scale: number;
  learners: number;
  seconds: number;
  steps: StepResult[];
  signIn: { emailPattern: string; password: string };
}

/** Fills an open, migrated database; refuses one that already holds bench learners. */
export async function generateBigData(
  db: Database,
  kind: 'pglite' | 'postgres',
  scale: number,
  log: (line: string) => void = () => {},
): Promise<BigDataResult> {
  const existing = await count(
    db,
    sql`select count(*)::int as n from accounts a where ${IS_BENCH_LEARNER}`,
  );
  if (existing > 0) {
    throw new Error(`the database already holds ${existing} bench learners: use a fresh one`);
  }
  await seedDatabase(db, { demo: false });
  await seedCatalogue(db);
  const context: StepContext = {
    db,
    learners: STEPS[0]!.target!(scale),
    passwordHash: await hashPassword(BENCH_PASSWORD),
  };
  const started = performance.now();
  const steps: StepResult[] = [];
  for (const step of STEPS) {
    const target = step.target ? step.target(scale) : null;
    const stepStarted = performance.now();
    const rows = await step.fill(context, target ?? 0);
    const seconds = (performance.now() - stepStarted) / 1000;
    steps.push({ name: step.name, target, rows, seconds: round(seconds) });
    log(`  ${step.name}: ${rows} rows in ${seconds.toFixed(2)} s`);
  }
  // A history grows over months, long vacuumed and analyzed by then: without this, autovacuum
  // and the checkpoint of a million fresh rows run during the measurements that follow.
  await db.execute(sql`vacuum analyze`);
  if (kind === 'postgres') await db.execute(sql`checkpoint`);
  return {
    database: kind,
    scale,
    learners: context.learners,
    seconds: round((performance.now() - started) / 1000),
    steps,
    signIn: { emailPattern: `learner{n}@${BENCH_EMAIL_DOMAIN}`, password: BENCH_PASSWORD },
  };
}

function round(seconds: number) {
  return Math.round(seconds * 1000) / 1000;
}

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, json: { type: 'string' } },
  });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const scale = Number(values.scale ?? (databaseUrl ? 1 : 0.1));
  if (!(scale > 0 && scale <= 10))
    throw new Error(`--scale must be in (0, 10], not ${values.scale}`);
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : (process.env.DATA_DIR ?? 'data/big-data'),
  });
  try {
    await database.migrate();
    console.info(`big data on ${database.kind}, scale ${scale}:`);
    const result = await generateBigData(database.db, database.kind, scale, console.info);
    console.info(`done in ${result.seconds.toFixed(2)} s`);
    if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
