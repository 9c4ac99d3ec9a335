/**
 * The staff's record screens without zod (issue 26): the mail outbox's and the question feedback's
 * names and limits, for the SPA's pages and the contracts alike.
 */

export const MAIL_SEARCH_MAX = 100;

/** What became of a mail: SMTP accepted it, refused it, or it was not sent (none configured). */
export const MAIL_DELIVERIES = ['sent', 'unsent', 'failed'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];
export const MAIL_DELIVERY_LABELS: Record<MailDelivery, string> = {
  sent: 'Sent',
  unsent: 'Not sent',
  failed: 'Failed',
};

/** Where staff have put the learners' reports on a question (the triage queue). */
export const FEEDBACK_STATUSES = ['new', 'in_review', 'fixed', 'dismissed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_review: 'In review',
  fixed: 'Fixed',
  dismissed: 'Dismissed',
};

/** Statuses that close an item; a learner's later report opens it again as new. */
export const CLOSED_FEEDBACK_STATUSES: readonly FeedbackStatus[] = ['fixed', 'dismissed'];

export const FEEDBACK_SORTS = ['newest', 'mostReported'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

export const FEEDBACK_NOTE_MAX = 2000;
export const FEEDBACK_PAGE_SIZE = 25;
export const FEEDBACK_MAX_OFFSET = 100_000;
export const DISMISS_NEEDS_NOTE = 'Say why the reports are dismissed: the note is kept with them.';
