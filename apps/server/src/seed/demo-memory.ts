import { randomUUID } from 'node:crypto';
import { questionFilter } from '@boardready/contracts';
import type { Database } from '../db/client';
import { flashCardService } from '../modules/flash-cards/service';
import { qaService } from '../modules/qa/service';
import { seedRepository } from './seed-repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Questions the demo learners missed some days ago, due now for spaced retrieval (issue 24): Rosa
 * Diaz, the resident, answered one question of her IM bank wrong in a tutor session two days ago,
 * Jordan Reyes two. Made through the Q&A use cases at that moment, so their overviews, their
 * sessions and the memory model agree; an account that has a session of the product already is
 * left as it is.
 */
export const DEMO_MISSED_QUESTIONS = [
  { email: 'resident@demo.test', product: 'IM-QA', daysAgo: 2, session: 'Warm-up', missed: 1 },
  { email: 'trainee@demo.test', product: 'IM-QA', daysAgo: 2, session: 'Warm-up', missed: 2 },
] as const;

/**
 * Flash cards the demo learners studied and forgot (graded Again) some hours ago: due now, they
 * are what the badge and Personal Trainer (Classic) show for Alex Rivera and Priya Shah. Studied
 * through the flash-card use cases at that moment; a deck already studied is left as it is.
 */
export const DEMO_DUE_CARDS = [
  { email: 'learner@demo.test', product: 'IM-FC', cards: 3, hoursAgo: 26 },
  { email: 'peds@demo.test', product: 'PEDS-FC', cards: 1, hoursAgo: 3 },
] as const;

export async function seedDemoMemory(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  const qa = qaService(db);
  const flashCards = flashCardService(db);
  for (const due of DEMO_DUE_CARDS) {
    const accountId = accountIds.get(due.email);
    if (accountId === undefined) continue;
    const userProductId = (await seed.userProductIdsByCode(accountId, [due.product])).get(
      due.product,
    );
    if (userProductId === undefined || (await seed.hasMemoryItems(accountId, userProductId)))
      continue;
    const at = new Date(Date.now() - due.hoursAgo * HOUR);
    for (let i = 0; i < due.cards; i++) {
      // a card forgotten a minute ago is not due yet: the next one studied is a new card
      const { card } = await flashCards.study(accountId, userProductId, undefined, at);
      if (!card) break;
      await flashCards.review(
        accountId,
        userProductId,
        { cardId: card.cardId, rating: 1, clientReviewId: randomUUID(), durationMs: 8000 },
        undefined,
        at,
      );
    }
  }
  for (const missed of DEMO_MISSED_QUESTIONS) {
    const accountId = accountIds.get(missed.email);
    if (accountId === undefined) continue;
    const userProductId = (await seed.userProductIdsByCode(accountId, [missed.product])).get(
      missed.product,
    );
    if (userProductId === undefined || (await seed.hasQaSessions(accountId, userProductId))) {
      continue;
    }
    const at = new Date(Date.now() - missed.daysAgo * DAY);
    const session = await qa.create(
      accountId,
      userProductId,
      {
        ...questionFilter.parse({}),
        name: missed.session,
        numberOfQuestions: missed.missed,
        durationSeconds: null,
        viewMode: 'tutor',
      },
      { activate: true, now: at },
    );
    for (const item of session.items) {
      const question = await seed.questionKeys(item.questionId);
      const wrong = question!.choices.find((choice) => choice.key !== question!.correctKey)!;
      await qa.answer(accountId, session.qaSessionId, item.position, wrong.key, undefined, at);
    }
  }
}
