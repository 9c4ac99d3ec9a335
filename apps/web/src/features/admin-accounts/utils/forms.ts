// The account page's form schemas: the contracts' bodies, from what the forms hold (days, not
// instants; strings, not numbers). Loaded lazily (zod) on a form's first validation.
import {
  extendProductBody,
  grantProductBody,
  setNetSuiteCustomerIdBody,
} from '@boardready/contracts/admin-accounts';
import { z } from 'zod';
import { dayStart } from './dates';

const day = (what: string) =>
  z.string().transform((value, ctx) => {
    const instant = dayStart(value);
    if (instant === null) {
      ctx.addIssue({ code: 'custom', message: `Choose the ${what} date.` });
      return z.NEVER;
    }
    return instant;
  });

export const grantForm = z
  .object({
    productId: z.string().min(1, 'Choose a product.').transform(Number),
    isTrial: z.enum(['false', 'true']).transform((value) => value === 'true'),
    startsAt: day('start'),
    endsAt: day('end'),
  })
  .pipe(grantProductBody);

export const extendForm = z.object({ endsAt: day('new end') }).pipe(extendProductBody);

export const netSuiteForm = setNetSuiteCustomerIdBody;
