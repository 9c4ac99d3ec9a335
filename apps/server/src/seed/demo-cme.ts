import { QUARTERS_PER_CREDIT } from '@boardready/contracts/cme-rules';
import type { Database } from '../db/client';
import { utcDay } from '../modules/cme/earning';
import { cmeRepository } from '../modules/cme/repository';

const DAY = 86_400_000;

/**
 * The demo's accredited CME activities (issue 28, decision 1501): Alex Rivera's IM question bank
 * and book earn AMA PRA Category 1 credit with ABIM points, Priya Shah's PEDS question bank with
 * ABP points. Released a year ago, expiring in two years. A product that already has an activity
 * keeps it (staff may have changed its rule at /ngadmin/cme).
 */
export const DEMO_CME_ACTIVITIES = [
  {
    productCode: 'IM-QA',
    activityCode: 'BRME-IM-QA-2026',
    title: 'Internal Medicine Board Review: Question Bank',
    kind: 'questions',
    unitsPerCredit: 10,
    passingPercent: 50,
    maxCredits: 30,
    abimRatioPercent: 100,
    abpRatioPercent: null,
  },
  {
    productCode: 'IM-BOOK',
    activityCode: 'BRME-IM-BOOK-2026',
    title: 'Internal Medicine Board Review: The Book',
    kind: 'book_chapters',
    unitsPerCredit: 1,
    passingPercent: null,
    maxCredits: 4,
    abimRatioPercent: 100,
    abpRatioPercent: null,
  },
  {
    productCode: 'PEDS-QA',
    activityCode: 'BRME-PEDS-QA-2026',
    title: 'Pediatrics Board Review: Question Bank',
    kind: 'questions',
    unitsPerCredit: 10,
    passingPercent: 50,
    maxCredits: 30,
    abimRatioPercent: null,
    abpRatioPercent: 100,
  },
] as const;

export async function seedDemoCme(db: Database, productIds: Map<string, number>, now = Date.now()) {
  const repo = cmeRepository(db);
  for (const { productCode, maxCredits, ...activity } of DEMO_CME_ACTIVITIES) {
    const productId = productIds.get(productCode);
    if (productId === undefined) continue;
    await repo.addActivityUnlessAny({
      ...activity,
      productId,
      maxQuarters: maxCredits * QUARTERS_PER_CREDIT,
      releasedOn: utcDay(new Date(now - 365 * DAY)),
      expiresOn: utcDay(new Date(now + 2 * 365 * DAY)),
    });
  }
}
