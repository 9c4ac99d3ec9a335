import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { itemStatisticsRunner } from '../modules/item-statistics/runner';
import { FIRST_TERMS_VERSION } from '../modules/terms-of-use/repository';
import { fillAnswerHistory } from './answer-history';
import { prepareQaBench, type QaBench } from './qa-bench';
import { cookieHeader, JSON_HEADERS } from './test-app';

/**
 * The program dashboard benchmark's data (bench/program-dashboard.mjs, decision 1403): the report
 * bench's database shape (one 20 000-question bank, 2 000 learners, 1 000 000 answers made by
 * `fillAnswerHistory`), of which a residency program of 120 residents holds 300 000 answers; four
 * groups of PGY-1 to PGY-3, 24 assignments to every resident over six months (most done, some
 * late, a few overdue), twelve weeks of readiness estimates each, the bank's item statistics
 * computed, and its program director (orgadmin@demo.test) signed in.
 */

export const PROGRAM_BENCH_SCALE = {
  residents: 120,
  residentAnswers: 300_000,
  otherLearners: 1_880,
  otherAnswers: 700_000,
  groups: 4,
  assignments: 24,
};

export interface ProgramDashboardBench {
  organizationId: number;
  groupIds: number[];
  bankId: number;
  topicGroupIds: number[];
  residentIds: number[];
  /** one resident's session (for the standing) */
  residentInject: QaBench['inject'];
  /** app.inject as the program director */
  inject: QaBench['inject'];
  databasePids: QaBench['databasePids'];
  close(): Promise<void>;
}

const DIRECTOR = 'orgadmin@demo.test';

export async function prepareProgramDashboardBench(
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<ProgramDashboardBench> {
  const S = PROGRAM_BENCH_SCALE;
  let organizationId = 0;
  const bench = await prepareQaBench({
    postgresUrl,
    databaseName: 'br_bench_program',
    fillHistory: async (db, target) => {
      const exec = (query: string) => db.execute(sql.raw(query));
      await exec(`
        insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version,
                              accepted_terms_at)
        select 'resident' || g || '@bench.test', 'Resident', 'Number ' || g, 'not-a-hash',
               ${FIRST_TERMS_VERSION}, now()
        from generate_series(1, ${S.residents}) g
        union all
        select 'benchlearner' || g || '@bench.test', 'Bench', 'Learner ' || g, 'not-a-hash',
               ${FIRST_TERMS_VERSION}, now()
        from generate_series(1, ${S.otherLearners}) g`);
      await exec(`
        insert into user_products (account_id, product_id, starts_at, ends_at)
        select id, ${target.productId}, now() - interval '600 days', now() + interval '365 days'
        from accounts where email like '%@bench.test'`);
      const each = (answers: number, n: number) => Math.floor(answers / n);
      await fillAnswerHistory(
        db,
        {
          bankId: target.bankId,
          label: 'bench_program',
          learners: `
            select row_number() over (order by a.id)::int as n, a.id as account_id,
              u.id as user_product_id,
              case when a.email like 'resident%' then ${each(S.residentAnswers, S.residents)}
                else ${each(S.otherAnswers, S.otherLearners)} end as answers
            from accounts a join user_products u on u.account_id = a.id
              and u.product_id = ${target.productId}
            where a.email like '%@bench.test'`,
        },
        log,
      );

      // The program: its director, four groups, 120 residents of PGY-1 to PGY-3.
      const [program] = (
        (await db.execute(sql`
          insert into organizations (name, is_residency_program)
          values ('Bench Residency Program', true) returning id`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      organizationId = program!.id;
      await exec(`
        insert into organization_groups (organization_id, name)
        select ${organizationId}, 'Class ' || g from generate_series(1, ${S.groups}) g`);
      await exec(`
        insert into organization_members (organization_id, account_id, role)
        select ${organizationId}, id, 'program director' from accounts
        where email = '${DIRECTOR}'`);
      await exec(`
        insert into organization_members (organization_id, account_id, role, pgy_year, group_id,
          joined_at)
        select ${organizationId}, a.id, 'resident', 1 + (r.n % 3),
          (select id from organization_groups where organization_id = ${organizationId}
            order by id offset (r.n % ${S.groups}) limit 1),
          now() - interval '300 days'
        from accounts a cross join lateral
          (select substring(a.email from 'resident([0-9]+)@')::int as n) r
        where a.email like 'resident%@bench.test'`);

      // Assignments: one a week for 24 weeks to every resident; 95 % done, a tenth of those late.
      await exec(`
        insert into medcentral_assignments (organization_id, title, kind, product_id, due_at,
          passing_score, created_at)
        select ${organizationId}, 'Weekly set ' || k, 'questions', ${target.productId},
          now() - (${S.assignments} - k) * interval '7 days' + interval '3 days', 70,
          now() - (${S.assignments} - k) * interval '7 days' - interval '4 days'
        from generate_series(1, ${S.assignments}) k`);
      await exec(`
        insert into medcentral_assignment_recipients (assignment_id, account_id, started_at,
          completed_at, score_percent, passed)
        select a.id, m.account_id, x.done_at, x.done_at,
          case when x.done_at is null then null else 50 + abs(hashint4(a.id * 7 + m.account_id)) % 50 end,
          case when x.done_at is null then null else abs(hashint4(a.id * 7 + m.account_id)) % 50 >= 20 end
        from medcentral_assignments a
        join organization_members m on m.organization_id = a.organization_id and m.role = 'resident'
        cross join lateral (select abs(hashint4(a.id * 131 + m.account_id)) % 100 as roll) r
        cross join lateral (select case
          when a.due_at > now() then null
          when r.roll < 95 then a.due_at - interval '1 day' + (r.roll % 10 = 0)::int * interval '2 days'
          else null end as done_at) x
        where a.organization_id = ${organizationId}`);

      // The Personal Trainer: every resident plans for the ABIM exam, with 12 weeks of estimates.
      await exec(`
        insert into trainer_plans (account_id, exam_code, exam_date, weekday_minutes,
          retention_target)
        select account_id, 'abim-im', current_date + 120, '{60,60,60,60,60,90,30}', 0.9
        from organization_members where organization_id = ${organizationId} and role = 'resident'`);
      await exec(`
        insert into trainer_readiness (account_id, day, score, low, high)
        select m.account_id, current_date - d, s, s - 0.06, s + 0.06
        from organization_members m
        cross join generate_series(1, 84) d
        cross join lateral (select 0.6 + (abs(hashint4(m.account_id * 1000 + d)) % 200) / 1000.0 as s) x
        where m.organization_id = ${organizationId} and m.role = 'resident'`);
    },
  });
  try {
    const db = bench.database.db;
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [bank] = rows<{ id: number }>(
      await db.execute(sql`select id from qa_banks where code = 'bench-im'`),
    );
    const bankId = bank!.id;
    log('program-dashboard: computing the bank’s item statistics…');
    const runner = itemStatisticsRunner(db, {
      info() {},
      error: (d, m) => log(`${m} ${JSON.stringify(d)}`),
    });
    if (!(await runner.claim(bankId, { requestedBy: null })))
      throw new Error('the bank is being computed already');
    await runner.run(bankId);
    await db.execute(sql`vacuum analyze`);

    const groupIds = rows<{ id: number }>(
      await db.execute(
        sql`select id from organization_groups where organization_id = ${organizationId} order by id`,
      ),
    ).map((r) => r.id);
    const residentIds = rows<{ id: number }>(
      await db.execute(sql`select account_id as id from organization_members
        where organization_id = ${organizationId} and role = 'resident' order by account_id`),
    ).map((r) => r.id);

    // The bench's app signs the learner in; the director and one resident sign in too.
    await db.execute(sql`update accounts set password_hash =
      (select password_hash from accounts where email = ${DIRECTOR})
      where id = ${residentIds[0]!}`);
    const sessionOf = async (email: string) => {
      const login = await bench.inject({
        method: 'POST',
        url: '/api/2.0/authentication/login',
        headers: { cookie: '' },
        payload: { email, password: 'demo-password' },
      });
      if (login.statusCode !== 200) throw new Error(`${email} sign-in: ${login.body}`);
      const cookie = cookieHeader(login);
      return (o: InjectOptions) =>
        bench.inject({ ...o, headers: { ...JSON_HEADERS, cookie, ...o.headers } });
    };
    const [email] = rows<{ email: string }>(
      await db.execute(sql`select email from accounts where id = ${residentIds[0]!}`),
    );
    return {
      organizationId,
      groupIds,
      bankId,
      topicGroupIds: bench.topicGroupIds,
      residentIds,
      inject: await sessionOf(DIRECTOR),
      residentInject: await sessionOf(email!.email),
      databasePids: () => bench.databasePids(),
      close: () => bench.close(),
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
}
