import type { Database } from '../db/client';
import { memoryService } from '../modules/memory/service';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/**
 * Questions the demo learners missed some days ago, due now for spaced retrieval (issue 24): Rosa
 * Diaz, the resident, missed the first question of her IM bank two days ago. Graded through the
 * memory model as her answer was, under a review id derived from it: seeding again writes nothing.
 */
export const DEMO_MISSED_QUESTIONS = [
  { email: 'resident@demo.test', product: 'IM-QA', daysAgo: 2 },
] as const;

export async function seedDemoMemory(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  const memory = memoryService(db);
  for (const missed of DEMO_MISSED_QUESTIONS) {
    const accountId = accountIds.get(missed.email);
    if (accountId === undefined) continue;
    const owned = await seed.userProductIdsByCode(accountId, [missed.product]);
    const userProductId = owned.get(missed.product);
    const questionId = await seed.firstQuestionOfProduct(missed.product);
    if (userProductId === undefined || questionId === undefined) continue;
    await memory.gradeQuestion(
      { accountId, userProductId, questionId },
      { isCorrect: false, confidence: null, source: `demo:${missed.email}:${missed.product}` },
      new Date(Date.now() - missed.daysAgo * DAY),
    );
  }
}
