import type { Database } from '../db/client';
import { shippedBooks } from '../modules/books/book-content';
import { learnerDay, trainerService } from '../modules/trainer/service';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/**
 * The demo learners' Personal Trainer interviews (issue 25): Alex Rivera sits the ABIM exam in
 * about four months, so his Study Board is a plan from the first visit. Jordan Reyes has the same
 * products and no interview yet: the board asks him first. An account with a plan keeps it.
 */
export const DEMO_TRAINER_PLANS = [
  {
    email: 'learner@demo.test',
    examCode: 'abim-im',
    daysAhead: 120,
    // Monday first: an hour on weekdays, more at the weekend
    weekdayMinutes: [60, 60, 60, 60, 45, 120, 90],
    products: ['IM-QA', 'IM-BOOK', 'IM-FC'],
  },
] as const;

export async function seedDemoTrainer(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  const trainer = trainerService(db, await shippedBooks());
  for (const plan of DEMO_TRAINER_PLANS) {
    const accountId = accountIds.get(plan.email);
    if (accountId === undefined || (await seed.hasTrainerPlan(accountId))) continue;
    const owned = await seed.userProductIdsByCode(accountId, [...plan.products]);
    const examDate = learnerDay(new Date(Date.now() + plan.daysAhead * DAY), 'UTC');
    await trainer.saveProfile({ accountId, requestId: 'seed' }, accountId, {
      examCode: plan.examCode,
      examDate,
      weekdayMinutes: [...plan.weekdayMinutes],
      userProductIds: [...owned.values()],
    });
  }
}
