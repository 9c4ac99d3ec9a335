import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { simulateLearner, writeSyntheticHistory } from '../modules/memory/synthetic-history';
import { syntheticTopics } from '../modules/qbank-content/synthetic';
import type { Exam } from '../modules/trainer/exams';
import { addSyntheticDeck } from './fc-bench';
import { type HistoryTarget, prepareQaBench, type QaBench } from './qa-bench';
import { fillReportHistory } from './qa-report-bench';

/**
 * The Personal Trainer's benchmark data (bench/trainer.mjs, issue 25), on PostgreSQL: the report
 * bench's 2 000 learners and 1 000 000 answers on a 20 000-question synthetic bank (the signed-in
 * learner has 10 000 of them), a synthetic deck on the same bank that every learner owns, and
 * 500 000 card reviews: the signed-in learner's 20 000 simulated with the real scheduler
 * (synthetic-history.ts), the others' made by the database, one review per item over 12 weeks.
 * Every learner follows a plan on an exam whose blueprint weighs the bank's twelve topic groups;
 * the others have twelve weeks of readiness snapshots, as daily visits leave them.
 */

export const TRAINER_SCALE = {
  learners: 2_000,
  answers: 1_000_000,
  reviews: 500_000,
  targetReviews: 20_000,
  cards: 5_000,
};

const BANK_CODE = 'bench-im';
export const BENCH_EXAM: Exam = {
  code: 'bench-im',
  name: 'Benchmark exam on the synthetic IM bank',
  specialty: 'IM',
  bank: BANK_CODE,
  questionCount: 240,
  passingPercent: 66,
  // the synthetic bank's twelve topic groups, weighed unevenly as a board's blueprint is
  weights: Object.fromEntries(
    syntheticTopics(12, 5).map((group, i) => [group.id, 4 + (i % 5) * 3]),
  ),
};

const WEEKS = 12;
const DAY_MS = 86_400_000;

export interface TrainerBench extends QaBench {
  fcUserProductId: number;
  made: { learners: number; answers: number; reviews: number; targetReviews: number };
  seconds: Record<string, number>;
}

export async function prepareTrainerBench(
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<TrainerBench> {
  const seconds: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    seconds[name] = Number(((performance.now() - start) / 1000).toFixed(1));
    log(`trainer bench: ${name} in ${seconds[name]} s`);
    return result;
  };
  let fcUserProductId = 0;
  const made = { learners: TRAINER_SCALE.learners, answers: 0, reviews: 0, targetReviews: 0 };
  const bench = await prepareQaBench({
    postgresUrl,
    databaseName: 'br_bench_trainer',
    exams: [BENCH_EXAM],
    async fillHistory(db, target) {
      await step('2 000 learners, 1 000 000 answers', () => fillReportHistory(db, target, log));
      const now = new Date();
      const deck = await step('deck import', () =>
        addSyntheticDeck(db, {
          accountId: target.accountId,
          bankCode: BANK_CODE,
          productCode: 'BENCH-FC',
          cardCount: TRAINER_SCALE.cards,
          seed: 25,
          now,
        }),
      );
      fcUserProductId = deck.userProductId;
      // both products come with the Personal Trainer, as the catalogue's Q&A and decks do
      await db.execute(sql`update products set has_personal_trainer = true
        where id in (${target.productId}, ${deck.productId})`);
      const history = await step('the learner’s card reviews (simulated)', async () =>
        simulateLearner({
          seed: 25,
          cardCount: TRAINER_SCALE.cards,
          days: WEEKS * 7,
          start: new Date(now.getTime() - WEEKS * 7 * DAY_MS),
          newCardsPerDay: 60,
          maxReviewsPerDay: 1_000,
          maxReviews: TRAINER_SCALE.targetReviews,
          learner: { ability: 1.9, diligence: 0.95 },
        }),
      );
      const written = await step('the learner’s reviews written', () =>
        writeSyntheticHistory(
          db,
          { accountId: target.accountId, userProductId: deck.userProductId, cardIds: deck.cardIds },
          history,
        ),
      );
      made.targetReviews = written.reviews;
      const others = await step('the other learners’ cards and reviews', () =>
        addOtherCardReviews(db, deck, TRAINER_SCALE.reviews - written.reviews),
      );
      made.reviews = written.reviews + others;
      await step('plans and readiness snapshots', () => addPlans(db, target, deck));
      const [answers] = (
        (await db.execute(
          sql`select count(*)::int as n from qa_session_items where answered_at is not null`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      made.answers = answers?.n ?? 0;
    },
  });
  return { ...bench, fcUserProductId, made, seconds };
}

/**
 * The other learners own the deck; `reviews` cards are spread over them, each an item in review
 * with one review in the last twelve weeks (its due from 20 days ago to 60 ahead), chosen by
 * hashint4 so the same scale gives the same data.
 */
async function addOtherCardReviews(
  db: Database,
  deck: { productId: number; userProductId: number; deckId: number; cardIds: number[] },
  reviews: number,
): Promise<number> {
  const exec = (query: string) => db.execute(sql.raw(query));
  await exec(`
    insert into user_products (account_id, product_id, starts_at, ends_at)
    select id, ${deck.productId}, now() - interval '600 days', now() + interval '365 days'
    from accounts where email like 'reportlearner%@bench.test'`);
  const learners = TRAINER_SCALE.learners - 1;
  const each = Math.min(deck.cardIds.length, Math.ceil(reviews / learners));
  const first = deck.cardIds[0]!;
  if (deck.cardIds[each - 1] !== first + each - 1)
    throw new Error('the deck’s cards are not consecutive');
  await exec(`
    insert into memory_items (account_id, user_product_id, card_id, deck_id, state, due,
      stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review)
    select u.account_id, u.id, ${first} + c, ${deck.deckId}, 'review',
      now() + ((abs(h) % 80) - 20) * interval '1 day' + (abs(h) % 86400) * interval '1 second',
      1 + abs(h) % 60, 1 + abs(h) % 9, 1 + abs(h) % 60, 0, 1, 0,
      now() - (abs(h) % ${WEEKS * 7}) * interval '1 day'
    from user_products u
    cross join generate_series(0, ${each - 1}) c
    cross join lateral (select hashint4(u.id * 100003 + c) as h) x
    where u.product_id = ${deck.productId} and u.id <> ${deck.userProductId}
    order by u.id, c
    limit ${reviews}`);
  const result = await exec(`
    insert into memory_review_logs (item_id, deck_id, account_id, client_review_id, reviewed_at,
      rating, elapsed_days, before, after, duration_ms)
    select m.id, m.deck_id, m.account_id, gen_random_uuid(), m.last_review,
      case when m.id % 7 = 0 then 1 else 3 end, 0,
      jsonb_build_object('state', 'new', 'due', m.last_review, 'stability', 0, 'difficulty', 0,
        'scheduledDays', 0, 'learningSteps', 0, 'reps', 0, 'lapses', 0, 'lastReview', null),
      jsonb_build_object('state', m.state, 'due', m.due, 'stability', m.stability,
        'difficulty', m.difficulty, 'scheduledDays', m.scheduled_days, 'learningSteps', 0,
        'reps', 1, 'lapses', 0, 'lastReview', m.last_review),
      6000
    from memory_items m
    where m.deck_id = ${deck.deckId} and m.user_product_id <> ${deck.userProductId}`);
  return (result as unknown as { rowCount?: number }).rowCount ?? reviews;
}

/**
 * The other learners' plans on the benchmark's exam (the signed-in learner answers the interview
 * through the app), and every learner's twelve weeks of readiness snapshots before today.
 */
async function addPlans(db: Database, target: HistoryTarget, deck: { productId: number }) {
  const exec = (query: string) => db.execute(sql.raw(query));
  const others = `select account_id from user_products
    where product_id = ${target.productId} and account_id <> ${target.accountId}`;
  await exec(`
    insert into trainer_plans (account_id, exam_code, exam_date, weekday_minutes, retention_target)
    select account_id, '${BENCH_EXAM.code}', current_date + 120, '{60,60,60,60,60,90,30}', 0.9
    from (${others}) learner`);
  await exec(`
    insert into trainer_plan_products (account_id, user_product_id)
    select account_id, id from user_products
    where product_id in (${target.productId}, ${deck.productId}) and account_id in (${others})`);
  await exec(`
    insert into trainer_readiness (account_id, day, score, low, high)
    select u.account_id, current_date - d, s, s - 0.06, s + 0.06
    from user_products u
    cross join generate_series(1, ${WEEKS * 7}) d
    cross join lateral (select 0.55 + (abs(hashint4(u.account_id * 1000 + d)) % 200) / 1000.0 as s) x
    where u.product_id = ${target.productId}`);
}
