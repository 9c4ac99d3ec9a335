import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fcCards, fcDecks, products, userProducts } from '../db/schema';
import { generateSyntheticDeck } from '../modules/deck-content/synthetic';
import { importDeck } from '../modules/fc-import/import-deck';
import { deckProgressRepository } from '../modules/flash-cards/repository';
import { simulateLearner, writeSyntheticHistory } from '../modules/memory/synthetic-history';
import { FIRST_TERMS_VERSION } from '../modules/terms-of-use/repository';
import { prepareQaBench, type QaBench } from './qa-bench';

/**
 * The data of the flash-card benchmark (bench/fc-study.mjs): a synthetic deck of `cardCount`
 * cards on its own fc product, over the Q&A bench's synthetic bank (bench-im); the signed-in
 * learner (learner@demo.test) owns it and has a simulated history of about `reviews` reviews
 * ending today (synthetic-history.ts: ts-fsrs schedules, ACT-R decides what is remembered);
 * `learners − 1` other learners own it too, each with `itemsPerLearner` memory items made in SQL
 * (generate_series), so that the due-now count runs among 2 000 learners' items.
 */

const DAY_MS = 86_400_000;

export interface SyntheticDeckProduct {
  productId: number;
  userProductId: number;
  deckId: number;
  /** the deck's card ids in the deck's order (the simulation's card indexes) */
  cardIds: number[];
}

/** A synthetic deck imported on a new fc product that `accountId` owns for a year. */
export async function addSyntheticDeck(
  db: Database,
  options: {
    accountId: number;
    bankCode: string;
    productCode: string;
    cardCount: number;
    seed: number;
    now?: Date;
  },
): Promise<SyntheticDeckProduct> {
  const now = options.now ?? new Date();
  const [product] = await db
    .insert(products)
    .values({
      code: options.productCode,
      typeCode: 'fc',
      specialty: 'IM',
      shortName: 'Synthetic cards',
      fullName: '[Synthetic] Generated flash cards',
    })
    .returning();
  const [owned] = await db
    .insert(userProducts)
    .values({
      accountId: options.accountId,
      productId: product!.id,
      startsAt: new Date(now.getTime() - 3 * 365 * DAY_MS),
      endsAt: new Date(now.getTime() + 365 * DAY_MS),
    })
    .returning();
  const deck = generateSyntheticDeck({
    seed: options.seed,
    cardCount: options.cardCount,
    code: `${options.bankCode}-cards`,
    bankCode: options.bankCode,
    productCodes: [options.productCode],
  });
  await importDeck(db, deck, { now });
  const cards = await db
    .select({ id: fcCards.id, deckId: fcCards.deckId })
    .from(fcCards)
    .innerJoin(fcDecks, eq(fcDecks.id, fcCards.deckId))
    .where(eq(fcDecks.code, deck.code))
    .orderBy(asc(fcCards.sortOrder));
  return {
    productId: product!.id,
    userProductId: owned!.id,
    deckId: cards[0]!.deckId,
    cardIds: cards.map((c) => c.id),
  };
}

export interface FcBenchOptions {
  postgresUrl?: string;
  cardCount?: number;
  /** the learner's history stops at this many reviews */
  reviews?: number;
  /** days of history, ending yesterday */
  days?: number;
  newCardsPerDay?: number;
  learners?: number;
  itemsPerLearner?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface FcBench extends QaBench {
  fcUserProductId: number;
  /** what was made, and the seconds each step took */
  made: { cards: number; items: number; reviews: number; otherItems: number };
  seconds: Record<string, number>;
}

export async function prepareFcBench(options: FcBenchOptions = {}): Promise<FcBench> {
  const cardCount = options.cardCount ?? 20_000;
  const learners = options.learners ?? 2_000;
  const itemsPerLearner = options.itemsPerLearner ?? 1_000;
  const log = options.log ?? (() => {});
  const seconds: Record<string, number> = {};
  const made = { cards: 0, items: 0, reviews: 0, otherItems: 0 };
  let fcUserProductId = 0;
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    seconds[name] = Number(((performance.now() - start) / 1000).toFixed(1));
    log(`fc bench: ${name} in ${seconds[name]} s`);
    return result;
  };
  const bench = await prepareQaBench({
    postgresUrl: options.postgresUrl,
    questionCount: 300,
    databaseName: 'br_bench_fc',
    async fillHistory(db, target) {
      const now = new Date();
      const deck = await step('deck import', () =>
        addSyntheticDeck(db, {
          accountId: target.accountId,
          bankCode: 'bench-im',
          productCode: 'BENCH-FC',
          cardCount,
          seed: options.seed ?? 24,
          now,
        }),
      );
      fcUserProductId = deck.userProductId;
      made.cards = deck.cardIds.length;
      const days = options.days ?? 365;
      const history = await step('history simulation', async () =>
        simulateLearner({
          seed: options.seed ?? 24,
          cardCount,
          days,
          start: new Date(now.getTime() - days * DAY_MS),
          newCardsPerDay: options.newCardsPerDay ?? 60,
          maxReviewsPerDay: 2_000,
          maxReviews: options.reviews ?? 200_000,
          // a diligent, able learner: 20 000 cards in a year come to about 200 000 reviews
          learner: { ability: 1.9, diligence: 0.95 },
        }),
      );
      const written = await step('history bulk insert', () =>
        writeSyntheticHistory(
          db,
          { accountId: target.accountId, userProductId: deck.userProductId, cardIds: deck.cardIds },
          history,
        ),
      );
      made.items = written.items;
      made.reviews = written.reviews;
      // the bench grades many cards today: limits out of the way; a learner with this log has had
      // their weights fitted (decision 1102), so the grades time grading, not a first fit
      await db.execute(sql`
        insert into memory_settings (account_id, new_cards_per_day, max_reviews_per_day,
          parameters_fitted_at, parameters_review_count)
        values (${target.accountId}, 9999, 9999, ${now.toISOString()}::timestamptz, ${written.reviews})`);
      made.otherItems = await step('other learners (generate_series)', () =>
        addOtherLearners(db, deck, learners - 1, itemsPerLearner),
      );
    },
  });
  return { ...bench, fcUserProductId, made, seconds };
}

/**
 * Learners who own the deck with `items` memory items each, made by the database: a tenth still
 * learning, the rest in review, due from 30 days ago to 300 days ahead, chosen by hashint4 of the
 * row so the same scale gives the same data.
 */
async function addOtherLearners(
  db: Database,
  deck: SyntheticDeckProduct,
  count: number,
  items: number,
): Promise<number> {
  if (count <= 0 || items <= 0) return 0;
  const exec = (query: string) => db.execute(sql.raw(query));
  await exec(`
    insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version,
                          accepted_terms_at)
    select 'fclearner' || g || '@bench.test', 'Card', 'Learner ' || g, 'not-a-hash',
           '${FIRST_TERMS_VERSION}', now()
    from generate_series(1, ${count}) g`);
  await exec(`
    insert into user_products (account_id, product_id, starts_at, ends_at)
    select id, ${deck.productId}, now() - interval '600 days', now() + interval '365 days'
    from accounts where email like 'fclearner%@bench.test'`);
  const cards = Math.min(items, deck.cardIds.length);
  const first = deck.cardIds[0]!;
  // the deck's card ids are consecutive (one import); each learner studies its first cards
  const consecutive = deck.cardIds[cards - 1] === first + cards - 1;
  if (!consecutive) throw new Error('the deck’s card ids are not consecutive');
  const result = await exec(`
    insert into memory_items (account_id, user_product_id, card_id, deck_id, state, due,
      stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review)
    select u.account_id, u.id, ${first} + c, ${deck.deckId},
      case when h % 10 = 0 then 'learning' else 'review' end,
      now() + ((abs(h) % 330) - 30) * interval '1 day' + (abs(h) % 86400) * interval '1 second',
      1 + abs(h) % 200, 1 + abs(h) % 9, abs(h) % 200, 0, 1 + abs(h) % 12, abs(h) % 3,
      now() - (abs(h) % 200) * interval '1 day'
    from user_products u
    cross join generate_series(0, ${cards - 1}) c
    cross join lateral (select hashint4(u.id * 100003 + c) as h) x
    where u.product_id = ${deck.productId} and u.id <> ${deck.userProductId}`);
  await deckProgressRepository(db).recountDeck(deck.deckId);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    count * cards
  );
}
