import type { Database } from '../db/client';
import { qaService } from '../modules/qa/service';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/**
 * Questions the demo learners missed some days ago, due now for spaced retrieval (issue 24): Rosa
 * Diaz, the resident, answered one question of her IM bank wrong in a tutor session two days ago.
 * Made through the Q&A use cases at that moment, so her overview, her sessions and the memory
 * model agree; an account that has a session of the product already is left as it is.
 */
export const DEMO_MISSED_QUESTIONS = [
  { email: 'resident@demo.test', product: 'IM-QA', daysAgo: 2, session: 'Warm-up' },
] as const;

export async function seedDemoMemory(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  const qa = qaService(db);
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
        name: missed.session,
        numberOfQuestions: 1,
        durationSeconds: null,
        viewMode: 'tutor',
        topicIds: [],
        includeSkipped: false,
        includeNotViewed: false,
        includeBookmarked: false,
        includeIncorrect: false,
        curatedReviewQuestionsOnly: false,
        mocaLearningObjectives: [],
      },
      { activate: true, now: at },
    );
    const question = await seed.questionKeys(session.items[0]!.questionId);
    const wrong = question!.choices.find((choice) => choice.key !== question!.correctKey)!;
    await qa.answer(accountId, session.qaSessionId, 1, wrong.key, undefined, at);
  }
}
