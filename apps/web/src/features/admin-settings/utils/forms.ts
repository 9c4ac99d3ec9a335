// The settings screens' form schemas: the contracts' bodies from what the forms hold (text, not
// numbers), with the link rules the server also applies. Loaded lazily (zod) on first validation.
import { favoriteLinkInput, productInput } from '@boardready/contracts/admin-settings';
import { linkProblem, routeProblem } from '@boardready/contracts/admin-settings-rules';
import { z } from 'zod';

export const productForm = z
  .object({
    code: z.string(),
    typeCode: z.string(),
    specialty: z.string(),
    shortName: z.string(),
    fullName: z.string(),
    description: z.string(),
    hasPersonalTrainer: z.boolean(),
    trialAvailable: z.boolean(),
    trialDays: z.string(),
  })
  .transform(({ trialDays, ...values }) => ({
    ...values,
    // empty: the configured default; without a free trial there is no trial length
    trialDays: values.trialAvailable && trialDays.trim() !== '' ? Number(trialDays) : null,
  }))
  .pipe(productInput);

export const favoriteLinkForm = favoriteLinkInput.superRefine((link, ctx) => {
  const route = routeProblem(link.route);
  if (route) ctx.addIssue({ code: 'custom', path: ['route'], message: route });
  const url = linkProblem(link.url);
  if (url) ctx.addIssue({ code: 'custom', path: ['url'], message: url });
});
