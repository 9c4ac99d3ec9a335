import { z } from 'zod';
import { defineEndpoint, limitParam } from './endpoint';
import { applicationType, productSpecialty } from './products';

import { FEEDBACK_COMMENT_MAX } from './startup-dialog-rules';

export * from './startup-dialog-rules';

export const startupDialogName = z.enum(['crossSell', 'feedback'], {
  error: 'The dialog is crossSell or feedback.',
});
export type StartupDialogName = z.infer<typeof startupDialogName>;

/** A product of the user's specialties they do not own (decision 0601). */
export const crossSellProduct = z.object({
  code: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  description: z.string(),
  specialty: productSpecialty,
  applicationType,
  /** a free trial can be started from the Free Trials screen */
  trialAvailable: z.boolean(),
  /** the product's page on the public site */
  url: z.string(),
});
export type CrossSellProduct = z.infer<typeof crossSellProduct>;

/** Which startup dialog this start shows: at most one a visit (decision 0601). */
export const startupDialog = z.discriminatedUnion('dialog', [
  z.object({ dialog: z.literal('crossSell'), products: z.array(crossSellProduct).min(1) }),
  z.object({ dialog: z.literal('feedback') }),
  z.object({ dialog: z.null() }),
]);
export type StartupDialog = z.infer<typeof startupDialog>;

export const feedbackBody = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5.' })
    .int('Choose a rating from 1 to 5.')
    .min(1, 'Choose a rating from 1 to 5.')
    .max(5, 'Choose a rating from 1 to 5.'),
  comment: z
    .string({ error: 'The comment must be text.' })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `Keep your comment under ${FEEDBACK_COMMENT_MAX} characters.`)
    .optional(),
});

export const feedbackEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  account: z.object({ AccountId: z.number().int(), Email: z.string() }).nullable(),
});

export const startupDialogEndpoints = {
  next: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/startupdialogs',
    summary:
      'The startup dialog to show now, if any: the cross-sell of unowned products of the user’s specialties, or the feedback popup.',
    access: 'signedIn',
    response: startupDialog,
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/startupdialogs/dismiss',
    summary: 'The user closed a startup dialog: it is not shown again for a while.',
    access: 'signedIn',
    body: z.object({ dialog: startupDialogName }),
    response: z.object({ dialog: startupDialogName, hiddenUntil: z.iso.datetime() }),
  }),
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/feedback',
    summary: 'The feedback popup’s answer: a rating from 1 to 5 and an optional comment.',
    access: 'signedIn',
    body: feedbackBody,
    status: 201,
    response: z.object({ id: z.number().int() }),
  }),
  listFeedback: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/feedback',
    summary: 'Staff (admin): feedback from the popup, newest first.',
    access: { staff: 'admin' },
    query: z.object({ limit: limitParam(50, 200) }),
    response: z.object({ items: z.array(feedbackEntry) }),
  }),
};
