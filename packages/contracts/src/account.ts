import { z } from 'zod';
import { BOARD_ID_DIGITS, daysInMonth, MONTH_NAMES, normalizeBoardId } from './account-rules';
import { email, personName } from './auth';
import { defineEndpoint } from './endpoint';
import { newPassword } from './password';

export * from './account-rules';

/** The password the user signs in with today: what confirms a change of e-mail or password. */
export const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1024, 'This password is too long.');

export const changeNameBody = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
});

export const changeEmailBody = z.object({
  email,
  currentPassword,
});

export const changePasswordBody = z.object({
  currentPassword,
  newPassword,
});

const boardId = (board: 'ABIM' | 'ABP') =>
  z
    .string({ error: `Enter your ${board} ID, or leave it empty.` })
    .trim()
    .max(40, `An ${board} ID has ${BOARD_ID_DIGITS} digits.`)
    .transform(normalizeBoardId)
    .refine(
      (value) => value === '' || new RegExp(`^\\d{${BOARD_ID_DIGITS}}$`).test(value),
      `An ${board} ID has ${BOARD_ID_DIGITS} digits.`,
    )
    .transform((value) => (value === '' ? null : value))
    .nullable();

/**
 * What we report MOC points with (ACCME PARS asks for the board's ID and the birth month/day).
 * Empty values clear a field; month and day go together, and an ID needs them.
 */
export const boardIdentifiersBody = z
  .object({
    abimNumber: boardId('ABIM'),
    abpNumber: boardId('ABP'),
    birthMonth: z
      .number({ error: 'Choose a month.' })
      .int('Choose a month.')
      .min(1, 'Choose a month.')
      .max(12, 'Choose a month.')
      .nullable(),
    birthDay: z
      .number({ error: 'Choose a day.' })
      .int('Choose a day.')
      .min(1, 'Choose a day.')
      .max(31, 'Choose a day.')
      .nullable(),
  })
  .superRefine((value, ctx) => {
    const { birthMonth: month, birthDay: day } = value;
    if (month !== null && day === null) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: 'Choose the day too.' });
    }
    if (month === null && day !== null) {
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: 'Choose the month too.' });
    }
    if (month !== null && day !== null && day > daysInMonth(month)) {
      ctx.addIssue({
        code: 'custom',
        path: ['birthDay'],
        message: `${MONTH_NAMES[month - 1]} has only ${daysInMonth(month)} days.`,
      });
    }
    if ((value.abimNumber || value.abpNumber) && month === null && day === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['birthMonth'],
        message: 'Add your birth month and day: the boards match them with your ID.',
      });
    }
  });

export const boardIdentifiers = z.object({
  abimNumber: z.string().nullable(),
  abpNumber: z.string().nullable(),
  birthMonth: z.number().int().nullable(),
  birthDay: z.number().int().nullable(),
});
export type BoardIdentifiers = z.infer<typeof boardIdentifiers>;

/** The My Account page's data: always the account acted as. */
export const accountProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  boardIdentifiers,
  /** sessions of this account that have not expired, this one included */
  signedInDevices: z.number().int(),
  /** true while a staff member acts as this user (assume): credentials stay the user's own */
  assumed: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

export const accountEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/account/profile',
    summary: 'My Account: name, e-mail, board identifiers and how many devices are signed in.',
    access: 'signedIn',
    response: accountProfile,
  }),
  changeName: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/account/profile/name',
    summary: "Change the user's first and last name.",
    access: 'signedIn',
    body: changeNameBody,
    response: accountProfile,
  }),
  changeEmail: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/account/profile/email',
    summary:
      'Change the e-mail address (confirmed by the current password; unique); the old address is told.',
    access: 'signedIn',
    body: changeEmailBody,
    response: accountProfile,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/account/password',
    summary:
      'Change the password (current one required): every other session ends, this one gets a new token.',
    access: 'signedIn',
    body: changePasswordBody,
    response: z.object({ message: z.string(), otherSessionsEnded: z.number().int() }),
  }),
  setBoardIdentifiers: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/account/boardidentifiers',
    summary: 'Save the ABIM/ABP IDs and birth month/day used to report CME/MOC credit.',
    access: 'signedIn',
    body: boardIdentifiersBody,
    response: accountProfile,
  }),
  signOutEverywhere: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/account/sessions',
    summary: 'Sign out of all devices: every session of the account ends, this one included.',
    access: 'signedIn',
    response: z.object({ signedOut: z.literal(true), sessionsEnded: z.number().int() }),
  }),
};
