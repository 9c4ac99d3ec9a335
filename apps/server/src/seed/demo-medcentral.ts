import { DEFAULT_PASSING_SCORE } from '@boardready/contracts/medcentral-rules';
import type { Database } from '../db/client';
import { medCentralRepository } from '../modules/medcentral/repository';
import { drawBankQuestions } from '../modules/qa/service';
import { DEMO_ORGANIZATIONS } from './demo-accounts';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/**
 * The Riverside program's MedCentral (issue 27, decision 1402), so that it is not empty: a welcome
 * announcement from its director, and an open question assignment for its resident, drawn from
 * the program's licensed question bank (none licensed yet: no assignment). A program that already
 * has announcements or assignments keeps them.
 */
export async function seedDemoMedCentral(db: Database, accountIds: Map<string, number>) {
  const riverside = DEMO_ORGANIZATIONS.find((o) => o.isResidencyProgram);
  const director = accountIds.get('orgadmin@demo.test');
  const resident = accountIds.get('resident@demo.test');
  if (!riverside || director === undefined || resident === undefined) return;
  const organizationId = await seedRepository(db).organizationId({
    name: riverside.name,
    isResidencyProgram: true,
  });
  const repo = medCentralRepository(db);
  const now = new Date();

  if ((await repo.announcements(organizationId, 'all')).length === 0) {
    await repo.addAnnouncement({
      organizationId,
      title: 'Welcome to MedCentral',
      body: 'Your assignments and our announcements live here. The first question set is due in two weeks: take it in one sitting, as on exam day.',
      authorAccountId: director,
      createdAt: new Date(now.getTime() - DAY),
    });
  }

  if ((await repo.programAssignments(organizationId)).length > 0) return;
  const bank = await firstLicensedBank(db, organizationId, now);
  if (!bank) return;
  const questionIds = await drawBankQuestions(db, bank.bankId, [], 10);
  if (questionIds.length === 0) return;
  await repo.addAssignment(
    {
      organizationId,
      title: 'Week 1 review',
      instructions:
        'Ten questions across the blueprint. Aim for the passing score on the first try.',
      kind: 'questions',
      productId: bank.productId,
      dueAt: new Date(now.getTime() + 14 * DAY),
      passingScore: DEFAULT_PASSING_SCORE,
      createdByAccountId: director,
      createdAt: now,
      updatedAt: now,
    },
    questionIds,
    [resident],
  );
}

async function firstLicensedBank(db: Database, organizationId: number, now: Date) {
  const repo = medCentralRepository(db);
  for (const product of await repo.licensedProducts(organizationId, now)) {
    if (product.typeCode !== 'qa') continue;
    const { bankId } = await repo.contentOf(product.productId);
    if (bankId !== null) return { productId: product.productId, bankId };
  }
  return undefined;
}
