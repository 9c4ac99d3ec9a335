// Zod-free constants of the startup dialogs, for the SPA's lazy chunks (decision 0203).

/** Spec §2/§9: startup dialogs become visible this long after the app starts. */
export const STARTUP_DIALOG_DELAY_MS = 100;
export const FEEDBACK_COMMENT_MAX = 2000;

/** The feedback popup's rating scale, 1 to 5. */
export const FEEDBACK_RATINGS = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
] as const;
