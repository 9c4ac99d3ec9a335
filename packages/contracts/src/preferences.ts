import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** User preferences (spec §3 app-wide state); the page that edits them comes with learner pages. */
export const preferences = z.object({
  theme: z.enum(['light', 'dark', 'system']),
  questionTextSize: z.enum(['small', 'medium', 'large']),
  /** the mode a new Q&A session starts in; timing is a separate choice (issue 22) */
  defaultQaMode: z.enum(['tutor', 'test']),
  /** whether a new Q&A session starts timed */
  defaultQaTimed: z.boolean(),
  showTimer: z.boolean(),
  confirmEndSession: z.boolean(),
});
export type Preferences = z.infer<typeof preferences>;

/** What a user who never changed anything has; stored values are laid over these. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  questionTextSize: 'medium',
  defaultQaMode: 'tutor',
  defaultQaTimed: false,
  showTimer: true,
  confirmEndSession: true,
};

export const preferenceEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/account/preferences',
    summary: "The user's preferences (defaults filled in).",
    access: 'signedIn',
    response: preferences,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/account/preferences',
    summary: "Change some of the user's preferences; answers them all.",
    access: 'signedIn',
    body: preferences.partial().strict(),
    response: preferences,
  }),
};
