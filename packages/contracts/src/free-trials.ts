import { z } from 'zod';
import { defineEndpoint, idParam } from './endpoint';
import { applicationType, productSpecialty, productType, userProduct } from './products';

/**
 * Where the account stands with one trial offer (decision 0501):
 * available = may start it; active = its trial runs now; expired = its trial ended and cannot
 * restart; owned = the account has (or had) the full product, which needs no trial.
 */
export const trialStatus = z.enum(['available', 'active', 'expired', 'owned']);
export type TrialStatus = z.infer<typeof trialStatus>;

/** One catalogue product offered as a free trial, with the account's standing. */
export const freeTrial = z.object({
  productId: z.number().int(),
  code: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  description: z.string(),
  specialty: productSpecialty,
  applicationType,
  /** how many days its trial lasts: the product's own length, else the configured default */
  trialDays: z.number().int(),
  status: trialStatus,
  /** the account's user product for it (trial or full), when there is one */
  userProductId: z.number().int().nullable(),
  /** when that user product ends (the trial's end for active and expired trials) */
  endsAt: z.string().nullable(),
  /** where that user product opens, when it can be opened now */
  route: z.string().nullable(),
});
export type FreeTrial = z.infer<typeof freeTrial>;

export const freeTrialEndpoints = {
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/product/freetrials',
    summary:
      'The free-trial catalogue (every specialty) with where the account stands on each offer.',
    access: 'signedIn',
    response: z.object({
      /** how many days a trial lasts unless its product sets its own (configuration TRIAL_DAYS) */
      trialDays: z.number().int(),
      trials: z.array(freeTrial),
      productTypes: z.array(productType),
    }),
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/product/freetrials/:productId',
    summary:
      "Start the free trial of a product: a user product from now for the trial's days, once per product per account.",
    access: 'signedIn',
    params: z.object({ productId: idParam }),
    status: 201,
    response: z.object({ product: userProduct }),
  }),
};
