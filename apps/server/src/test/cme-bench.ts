import { sql } from 'drizzle-orm';
import { FIRST_TERMS_VERSION } from '../modules/terms-of-use/repository';
import { fillAnswerHistory } from './answer-history';
import { prepareQaBench, type QaBench } from './qa-bench';

/**
 * The CME benchmark's data (bench/cme.mjs, issue 28): the Q&A bench's database shape with a
 * 52 000-question synthetic bank on its own product, whose accredited activity earns a credit per
 * 10 first answers at 50 % (ABIM points at 100 %), released two years ago; learner@demo.test holds
 * it with 50 000 first answers over 18 months (answer-history.ts), beside 200 other learners with
 * 1 000 each. One claim of the learner's, reported to ABIM, is made through the app for the
 * certificate.
 */

export const CME_BENCH_SCALE = {
  questions: 52_000,
  learnerAnswers: 50_000,
  otherLearners: 200,
  otherAnswers: 1_000,
  unitsPerCredit: 10,
};

export interface CmeBench {
  activityId: number;
  claimId: number;
  inject: QaBench['inject'];
  databasePids: QaBench['databasePids'];
  close(): Promise<void>;
}

type Rows<T> = { rows: T[] };

export async function prepareCmeBench(
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<CmeBench> {
  const S = CME_BENCH_SCALE;
  let activityId = 0;
  const bench = await prepareQaBench({
    postgresUrl,
    databaseName: 'br_bench_cme',
    questionCount: S.questions,
    fillHistory: async (db, target) => {
      const exec = (query: string) => db.execute(sql.raw(query));
      await exec(`
        insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version,
                              accepted_terms_at)
        select 'cmelearner' || g || '@bench.test', 'Bench', 'Learner ' || g, 'not-a-hash',
               ${FIRST_TERMS_VERSION}, now()
        from generate_series(1, ${S.otherLearners}) g`);
      await exec(`
        insert into user_products (account_id, product_id, starts_at, ends_at)
        select id, ${target.productId}, now() - interval '600 days', now() + interval '365 days'
        from accounts where email like 'cmelearner%@bench.test'`);
      await fillAnswerHistory(
        db,
        {
          bankId: target.bankId,
          label: 'bench_cme',
          learners: `
            select 1 as n, ${target.accountId} as account_id,
              ${target.userProductId} as user_product_id, ${S.learnerAnswers} as answers
            union all
            select 1 + row_number() over (order by a.id)::int, a.id, u.id, ${S.otherAnswers}
            from accounts a join user_products u on u.account_id = a.id
              and u.product_id = ${target.productId}
            where a.email like 'cmelearner%@bench.test'`,
        },
        log,
      );
      const result = await db.execute(sql`
        insert into cme_activities (product_id, activity_code, title, kind, units_per_credit,
          passing_percent, max_quarters, abim_ratio_percent, released_on, expires_on)
        values (${target.productId}, 'BENCH-CME-QA', '[Synthetic] Benchmark question bank',
          'questions', ${S.unitsPerCredit}, 50, 800, 100, current_date - 730, current_date + 365)
        returning id`);
      activityId = (result as unknown as Rows<{ id: number }>).rows[0]!.id;
    },
  });
  try {
    const overview = await bench.inject({ method: 'GET', url: '/api/2.0/cme' });
    if (overview.statusCode !== 200) throw new Error(`overview: ${overview.body}`);
    const activity = (
      overview.json().activities as { activityId: number; claimableQuarters: number }[]
    ).find((a) => a.activityId === activityId);
    if (!activity?.claimableQuarters) throw new Error('the bench learner has nothing to claim');
    const claim = await bench.inject({
      method: 'POST',
      url: `/api/2.0/cme/activities/${activityId}/claims`,
      payload: {
        claimedQuarters: activity.claimableQuarters,
        claimableQuarters: activity.claimableQuarters,
        attested: true,
        evaluation: {
          ratings: {
            objectivesMet: 5,
            relevantToPractice: 5,
            willChangePractice: 4,
            freeOfBias: 5,
          },
          comment: '',
        },
        reportTo: ['ABIM'],
        mocConsent: true,
      },
    });
    if (claim.statusCode !== 201) throw new Error(`claim: ${claim.body}`);
    return {
      activityId,
      claimId: claim.json().claimId,
      inject: bench.inject,
      databasePids: () => bench.databasePids(),
      close: () => bench.close(),
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
}
