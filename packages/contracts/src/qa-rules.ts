/** Zod-free Q&A constants the SPA shows without loading zod. */

import { ErrorCode } from './errors';

/** The 422 code of a watched call whose session held retired questions (spec §7, §8). */
export const QA_REMOVED_CODE = ErrorCode.qaQuestionsRemoved;

/** A question flag's comment (issue 9, decision 0902). */
export const MAX_FLAG_COMMENT = 2000;
export const FLAG_COMMENT_REQUIRED = 'Say what seems wrong or outdated.';
