import { z } from 'zod';

import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_ONLY_SPACES,
} from './password-rules';

export {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_ONLY_SPACES,
} from './password-rules';

/**
 * A new password (register, reset and change): the rules a form can show at once, length, not
 * only spaces, not on the short blocklist. The server adds what needs the account or a long
 * list: not the e-mail address, not a common password (apps/server auth/password-policy.ts,
 * decision 0409).
 */
export const newPassword = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((value) => value.trim() !== '', PASSWORD_ONLY_SPACES)
  .refine((value) => !isCommonPassword(value), 'This password is too common. Choose another.');

/**
 * A form that asks for a new password twice: the request's schema plus `confirm`, which must
 * equal `field`. The SPA's reset and change forms use it; the server never sees `confirm`.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  message: string,
) {
  return schema.extend({ confirm: z.string() }).refine(
    (values) => {
      // The generic shape hides both keys from the type of `values`; the schema guarantees them.
      const entered = values as Record<string, unknown>;
      return entered[field] === entered.confirm;
    },
    {
      path: ['confirm'],
      message,
    },
  );
}
