import { z } from 'zod';
import { currentSession } from './auth';
import { defineEndpoint } from './endpoint';

export const TERMS_SUMMARY_MAX = 600;

/** The Terms & Conditions and Privacy Policy in force. */
export const termsOfUse = z.object({
  version: z.number().int().positive(),
  /** what changed in this version (staff's words); null for the first version */
  summary: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
});
export type TermsOfUse = z.infer<typeof termsOfUse>;

export const publishTermsBody = z.object({
  summary: z
    .string({ error: 'Say in a sentence or two what changed.' })
    .trim()
    .min(10, 'Say in a sentence or two what changed (at least 10 characters).')
    .max(TERMS_SUMMARY_MAX, `Keep the summary under ${TERMS_SUMMARY_MAX} characters.`),
});

export const termsOfUseEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/1.0/account/termsofuse',
    summary: 'The version of the Terms & Conditions and Privacy Policy in force, and what changed.',
    access: 'public',
    response: termsOfUse,
  }),
  answer: defineEndpoint({
    method: 'PUT',
    path: '/api/1.0/account/accepttermsofuse',
    summary:
      'Agree (true) or decline (false) the terms in force. Agreeing opens the full session; declining signs out. Answers the session afterwards.',
    access: 'session',
    body: z.boolean({ error: 'Send true to agree or false to decline.' }),
    response: currentSession,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/termsofuse',
    summary: 'Staff (admin): publish a new terms version; every account is asked to agree again.',
    access: { staff: 'admin' },
    body: publishTermsBody,
    status: 201,
    response: termsOfUse,
  }),
};
