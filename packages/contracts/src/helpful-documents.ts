import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The documents behind the Helpful Stuff menu's own links (decision 0204): PDFs the server makes
 * from content/helpful/, and the in-app Corrections & Updates and app pages. The default links
 * (helpful-links.ts) and the server read the names from here, so a link cannot name a missing file.
 */
export const HELPFUL_DOCUMENTS = [
  'im-study-guide',
  'peds-study-guide',
  'ms-study-guide',
  'im-abbreviations',
  'peds-abbreviations',
  'im-guidelines',
  'peds-guidelines',
  'usmle-guidelines',
] as const;
export type HelpfulDocument = (typeof HELPFUL_DOCUMENTS)[number];

/** Where the server serves a document: outside /api, a stable path a learner may bookmark. */
export const helpfulDocumentPath = (name: HelpfulDocument) => `/helpfulstuff/documents/${name}.pdf`;

/** The board specialties whose question banks have a Corrections & Updates page. */
export const correctionsSpecialty = z.enum(['im', 'peds']);
export type CorrectionsSpecialty = z.infer<typeof correctionsSpecialty>;

/** A published question that changed after release: revised (a new version) or retired. */
export const questionCorrection = z.object({
  /** the question's permanent id, as the player shows it: 'IM-0041' */
  code: z.string(),
  bankTitle: z.string(),
  change: z.enum(['revised', 'retired']),
  /** the version learners now see (1 = never revised) */
  version: z.number().int(),
  /** what the question teaches, so a learner can recognise it */
  objective: z.string(),
});
export type QuestionCorrection = z.infer<typeof questionCorrection>;

export const correctionsResponse = z.object({
  specialty: correctionsSpecialty,
  corrections: z.array(questionCorrection),
});
export type CorrectionsResponse = z.infer<typeof correctionsResponse>;

export const helpfulDocumentEndpoints = {
  corrections: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/helpfulstuff/corrections/:specialty',
    summary:
      "Corrections & Updates: the specialty's question-bank questions revised or retired since release.",
    access: 'signedIn',
    params: z.object({
      specialty: z.enum(correctionsSpecialty.options, {
        error: 'There is no Corrections & Updates page for that specialty. Use im or peds.',
      }),
    }),
    response: correctionsResponse,
  }),
};
