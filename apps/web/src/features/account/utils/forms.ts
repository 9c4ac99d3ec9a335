// The account forms' schemas: the contracts' bodies, plus what only the form has. Loaded lazily
// (zod) on the first validation.
import { boardIdentifiersBody, changePasswordBody } from '@boardready/contracts/account';
import { withConfirmation } from '@boardready/contracts/password';
import { z } from 'zod';
import { fromBoardFormValues } from './board-identifiers';

/** The password change with a repeat of the new password, which must match. */
export const passwordForm = withConfirmation(
  changePasswordBody,
  'newPassword',
  'The two new passwords differ.',
);

/** The board form's strings, turned into the request body and checked by the contract. */
export const boardIdentifiersForm = z
  .object({
    abimNumber: z.string(),
    abpNumber: z.string(),
    birthMonth: z.string(),
    birthDay: z.string(),
  })
  .transform(fromBoardFormValues)
  .pipe(boardIdentifiersBody);
