/** The 422 alert's words (spec §8; QA-56, QA-57, QA-59; the body's wording is decision 0901). */
export const QA_REMOVED_ALERT = {
  title: 'Oops! Some Q&As have been removed.',
  body: [
    'We constantly review our questions against guideline updates, so one or more Q&As in this session have been removed.',
    'Your session will be closed and reloaded: to pick up where you left off, click it again in your session list. If it no longer appears in the list, all of its questions were removed, so please start a new session.',
    'Look on the bright side: that may have been the one you were about to get wrong. Lucky you!',
  ],
  button: 'Close my session',
} as const;
