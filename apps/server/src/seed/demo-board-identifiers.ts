import type { BoardIdentifiers } from '@boardready/contracts';
import type { Database } from '../db/client';
import { seedRepository } from './seed-repository';

/** Made-up board IDs for the demo learners' CME/MOC reporting (My Account shows them). */
export const DEMO_BOARD_IDENTIFIERS: Record<string, BoardIdentifiers> = {
  'learner@demo.test': { abimNumber: '204817', abpNumber: null, birthMonth: 3, birthDay: 14 },
  'peds@demo.test': { abimNumber: null, abpNumber: '118350', birthMonth: 9, birthDay: 2 },
};

/** Idempotent: an account that already has identifiers keeps what it has (a demo user may edit). */
export async function seedDemoBoardIdentifiers(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  for (const [email, values] of Object.entries(DEMO_BOARD_IDENTIFIERS)) {
    const accountId = accountIds.get(email);
    if (accountId === undefined) continue;
    await seed.addBoardIdentifiers({ accountId, ...values });
  }
}
