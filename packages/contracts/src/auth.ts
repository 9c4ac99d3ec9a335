import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { newPassword } from './password';

export const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'This e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase());

/** A first, last or full name: trimmed, 1 to 80 characters; `what` names it in the messages. */
export const personName = (what: string) =>
  z
    .string({ error: `Enter your ${what}.` })
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(80, `Your ${what} is too long.`);

/** The spec's Account entity (§3), field names as the spec writes them, plus staff rights. */
export const account = z.object({
  AccountId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  HasAcceptedTermsOfUsage: z.boolean(),
  isAdmin: z.boolean(),
  isContentManager: z.boolean(),
  canPreviewQna: z.boolean(),
  canAssumeUsers: z.boolean(),
});
export type Account = z.infer<typeof account>;

/** Who is signed in, and whom they act as while assuming a user. */
export const currentSession = z.object({
  isLoggedIn: z.boolean(),
  /** the account the portal acts as: the assumed account while assuming, else the signed-in one */
  account: account.nullable(),
  /** the staff member behind an assumed session */
  assumedBy: account.nullable(),
});
export type CurrentSession = z.infer<typeof currentSession>;

/**
 * What the current-session call answers: the session, and whether it has done the 3.0 step
 * already (on an earlier visit), so that a reload need not do it again before its 3.0 calls.
 */
export const currentSessionAnswer = currentSession.extend({ api3Authenticated: z.boolean() });

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(1024, 'This password is too long.'),
});
export const registerBody = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  email,
  password: newPassword,
});
/** A mailed link's token (registration): what the link carries, nothing else. */
export const registerConfirmBody = z.object({
  token: z
    .string({ error: 'This link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid.'),
});
export const resetRequestBody = z.object({ email });
export const resetConfirmBody = z.object({
  token: z
    .string({ error: 'This reset link is not valid.' })
    .min(20, 'This reset link is not valid.')
    .max(200, 'This reset link is not valid.'),
  password: newPassword,
});

export const RESET_REQUEST_MESSAGE =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works once, within one hour.';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/authentication/login',
    summary: 'Sign in with e-mail and password; sets the session cookie.',
    access: 'public',
    body: loginBody,
    response: currentSession,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/authentication/logout',
    summary: 'Sign out: ends the session (and any assume-user impersonation with it).',
    access: 'public',
    response: z.object({ signedOut: z.literal(true) }),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/authentication/register',
    summary:
      'Ask for an account: mails a link that creates it (or, to an address that has one, a note); always answers the same.',
    access: 'public',
    body: registerBody,
    status: 202,
    response: z.object({ message: z.string() }),
  }),
  registerConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/authentication/register/confirm',
    summary: 'Create the account of a mailed registration link and sign in; the link works once.',
    access: 'public',
    body: registerConfirmBody,
    status: 201,
    response: currentSession,
  }),
  resetRequest: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/authentication/resetpassword/request',
    summary: 'Mail a single-use password reset link; always answers the same.',
    access: 'public',
    body: resetRequestBody,
    status: 202,
    response: z.object({ message: z.string() }),
  }),
  resetConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/authentication/resetpassword/confirm',
    summary: 'Set a new password with a reset token; signs out every session of the account.',
    access: 'public',
    body: resetConfirmBody,
    response: z.object({ message: z.string() }),
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/account/current',
    summary: 'The current session: signed in or not, as whom, and whether it did the 3.0 step.',
    access: 'public',
    response: currentSessionAnswer,
  }),
  api3Auth: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/auth/session',
    summary: 'Authenticates the signed-in session against the 3.0 API (3.0 calls wait for it).',
    access: 'signedIn',
    response: z.object({ authenticated: z.literal(true), accountId: z.number().int() }),
  }),
};
