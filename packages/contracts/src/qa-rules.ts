/** Zod-free Q&A constants the SPA shows without loading zod. */

/** A question flag's comment (issue 9, decision 0902). */
export const MAX_FLAG_COMMENT = 2000;
export const FLAG_COMMENT_REQUIRED = 'Say what seems wrong or outdated.';
