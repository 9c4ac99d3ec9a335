import type { QuestionCorrection } from '@boardready/contracts/helpful-documents';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qaBanks, qaQuestions } from '../../db/schema';

/**
 * The questions of a specialty's banks that changed after release, read from the imported banks
 * themselves (decision 0204): a version above 1 is a revision, `retired` a withdrawal. Nothing
 * is written by hand for this page, so it can neither miss a change nor list one that never was.
 */
/** What a learner reads of a changed question: which one, in which bank, and what changed. */
const correctionColumns = {
  code: qaQuestions.code,
  bankTitle: qaBanks.title,
  status: qaQuestions.status,
  version: qaQuestions.version,
  objective: qaQuestions.educationalObjective,
};

export async function questionCorrections(
  db: Database,
  specialty: 'IM' | 'PEDS',
): Promise<QuestionCorrection[]> {
  const rows = await db
    .select(correctionColumns)
    .from(qaQuestions)
    .innerJoin(qaBanks, eq(qaBanks.id, qaQuestions.bankId))
    .where(
      and(
        eq(qaBanks.specialty, specialty),
        or(eq(qaQuestions.status, 'retired'), gt(qaQuestions.version, 1)),
      ),
    )
    .orderBy(asc(qaBanks.title), asc(qaQuestions.code));
  return rows.map(({ status, ...row }) => ({
    ...row,
    change: status === 'retired' ? 'retired' : 'revised',
  }));
}
