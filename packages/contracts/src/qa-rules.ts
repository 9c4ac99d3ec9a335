/** Zod-free Q&A constants the SPA shows without loading zod. */

/** A question flag's comment (issue 9, decision 0902). */
export const MAX_FLAG_COMMENT = 2000;
export const FLAG_COMMENT_REQUIRED = 'Say what seems wrong or outdated.';

/** A learner's note on a question, kept in the notebook (decision 0908). */
export const MAX_NOTE_LENGTH = 2000;
export const NOTE_TOO_LONG = `A note holds at most ${MAX_NOTE_LENGTH} characters.`;
/** How many notebook entries one page of the notebook lists. */
export const NOTEBOOK_PAGE_SIZE = 50;

/**
 * How sure the learner was of an answer (issue 24), said with the answer if they wish: a right
 * answer given unsure or guessed comes back for spaced retrieval, as a wrong one does.
 */
export const ANSWER_CONFIDENCES = ['sure', 'unsure', 'guessed'] as const;
export type AnswerConfidenceName = (typeof ANSWER_CONFIDENCES)[number];
export const ANSWER_CONFIDENCE_LABELS: Record<AnswerConfidenceName, string> = {
  sure: 'Sure',
  unsure: 'Unsure',
  guessed: 'Guessed',
};
/** A spaced-retrieval session takes this many due questions unless the learner asks otherwise. */
export const RETRIEVAL_SESSION_SIZE = 20;
