import type { Database } from '../../db/client';
import { attemptAccess } from './attempt-access';
import { attemptAnswers } from './attempt-answers';
import { attemptBlocks } from './attempt-blocks';
import { attemptReports } from './attempt-reports';
import { attemptResults } from './attempt-results';

/**
 * Self-assessment attempts (decision 0904). Every call loads the product or the attempt through
 * the acting account (another learner's: 404). Test mode throughout: nothing about correctness
 * leaves the server before the attempt is completed. A block whose time ran out counts as ended
 * at once; the next write records it (a GET writes nothing).
 */
export function qaSaService(db: Database, clock: () => Date = () => new Date()) {
  const access = attemptAccess(db);
  return {
    ...attemptResults(db, access, clock),
    ...attemptBlocks(db, access, clock),
    ...attemptAnswers(db, access, clock),
    ...attemptReports(db, access, clock),
  };
}
