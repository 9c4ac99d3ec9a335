import type { Database } from '../../db/client';
import { answerRepository } from './answer-repository';
import { bankRepository } from './bank-repository';
import { poolRepository } from './pool-repository';
import { questionRepository } from './question-repository';
import { sessionRepository } from './session-repository';

export type { MarkChanges, QuestionRow } from './answer-repository';
export type { ProductAccess } from './bank-repository';
export type { Pool } from './pool-repository';
export type { ItemRow, NewSession, SessionRow } from './session-repository';
export { settleBankSessions } from './settle-repository';

/** Every Q&A repository in one object, for the service while it is one file. */
export function qaRepository(db: Database) {
  return {
    ...bankRepository(db),
    ...poolRepository(db),
    ...sessionRepository(db),
    ...answerRepository(db),
    ...questionRepository(db),
  };
}

export type QaRepository = ReturnType<typeof qaRepository>;
