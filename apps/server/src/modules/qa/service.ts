import type { Database } from '../../db/client';
import { answerAndMark } from './answer-and-mark';
import { sessionCreation } from './create-session';
import { questionFlags } from './question-flags';
import { sessionAccess } from './session-access';
import { sessionLifecycle } from './session-lifecycle';

export { type CreateInput, countBankQuestions, drawBankQuestions } from './create-session';
export { qaProductFor } from './session-access';

/** The Q&A calls (decision 0802), one use case a file, in the one object the routes call. */
export function qaService(db: Database) {
  const access = sessionAccess(db);
  return {
    ...sessionCreation(db, access),
    ...sessionLifecycle(db, access),
    ...answerAndMark(db, access),
    ...questionFlags(db, access),
  };
}

export type QaService = ReturnType<typeof qaService>;
