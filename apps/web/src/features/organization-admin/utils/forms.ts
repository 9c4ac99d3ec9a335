// The members page's form schemas: the contracts' bodies, from what the forms hold (strings of
// selects and date inputs). Loaded lazily (zod) on a form's first validation.
import {
  inviteMemberBody,
  licenseBody,
  organizationRole,
  updateMemberBody,
} from '@boardready/contracts/organizations';
import { z } from 'zod';
import { startOfDay } from './roster-rules';

/** A select's value: '' is none, else the id. */
const optionalId = z.string().transform((value) => (value === '' ? null : Number(value)));

/** PGY years are residents': the field is hidden, and sent empty, for any other role. */
const placement = {
  role: organizationRole,
  pgyYear: z.string(),
  groupId: optionalId,
};
const withPgy = <T extends { role: string; pgyYear: string }>({
  pgyYear,
  ...values
}: T): Omit<T, 'pgyYear'> & { pgyYear: number | null } => ({
  ...values,
  pgyYear: values.role === 'resident' && pgyYear !== '' ? Number(pgyYear) : null,
});

export const inviteForm = z
  .object({ email: z.string(), ...placement, licenseId: optionalId })
  .transform(withPgy)
  .pipe(inviteMemberBody);

export const memberForm = z
  .object({ ...placement, isLicenseAdmin: z.boolean() })
  .transform(withPgy)
  .pipe(updateMemberBody);

const day = (what: string) =>
  z.string().transform((value, ctx) => {
    const instant = startOfDay(value);
    if (instant === null) {
      ctx.addIssue({ code: 'custom', message: `Choose the ${what} date.` });
      return z.NEVER;
    }
    return instant;
  });

export const licenseForm = z
  .object({
    productId: z.string().min(1, 'Choose a product.').transform(Number),
    seats: z
      .string()
      .regex(/^[0-9]+$/, 'The number of seats is a whole number.')
      .transform(Number),
    startsAt: day('start'),
    endsAt: day('end'),
  })
  .pipe(licenseBody);
