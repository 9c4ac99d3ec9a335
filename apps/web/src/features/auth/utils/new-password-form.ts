import { resetConfirmBody } from '@boardready/contracts/auth';
import { z } from 'zod';

/** The reset form: the contract's body plus a repeat of the password, which must match. */
export const newPasswordForm = resetConfirmBody
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });
