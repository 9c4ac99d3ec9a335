// The claim form's schema: the contract's body, from the form's strings. Loaded lazily (zod) on
// the first validation.
import { cmeClaimBody } from '@boardready/contracts/cme';
import { z } from 'zod';
import { type ClaimFormValues, toClaimBody } from './claim-form';

export const claimForm = z
  .custom<ClaimFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(toClaimBody)
  .pipe(cmeClaimBody);
