/** Zod-free Q&A constants the SPA shows without loading zod. */

/** A question flag's comment (issue 9, decision 0902). */
export const MAX_FLAG_COMMENT = 2000;
export const FLAG_COMMENT_REQUIRED = 'Say what seems wrong or outdated.';

/** A learner's note on a question, kept in the notebook (decision 0908). */
export const MAX_NOTE_LENGTH = 2000;
export const NOTE_TOO_LONG = `A note holds at most ${MAX_NOTE_LENGTH} characters.`;
/** How many notebook entries one page of the notebook lists. */
export const NOTEBOOK_PAGE_SIZE = 50;
