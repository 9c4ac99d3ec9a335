import { resetConfirmBody } from '@boardready/contracts/auth';
import { withConfirmation } from '@boardready/contracts/password';

/** The reset form: the contract's body plus a repeat of the password, which must match. */
export const newPasswordForm = withConfirmation(
  resetConfirmBody,
  'password',
  'The two passwords differ.',
);
