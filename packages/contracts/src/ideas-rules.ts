/** Bright Ideas limits without zod, for the form's counters (decision 0203: zod loads lazily). */
export const IDEA_TITLE_MAX = 120;
export const IDEA_DESCRIPTION_MAX = 2000;
export const IDEA_STATUS_LABELS = { new: 'New', planned: 'Planned', done: 'Done' } as const;
