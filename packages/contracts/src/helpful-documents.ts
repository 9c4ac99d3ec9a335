import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export {
  HELPFUL_DOCUMENTS,
  type HelpfulDocument,
  helpfulDocumentPath,
} from './helpful-document-names';

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
