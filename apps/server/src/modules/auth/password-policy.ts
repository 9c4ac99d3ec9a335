import { createRequire } from 'node:module';
import { newPassword, PASSWORD_MIN_LENGTH } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';

/**
 * The new-password rules the server alone applies (decision 0409): not the account's e-mail
 * address, not a common password. The shape rules (length, not only spaces) live in the shared
 * `newPassword` schema so that the forms show them too; they are checked here again so that
 * one call answers for every rule. The common list (some 49 000 passwords from
 * @zxcvbn-ts/language-common) stays on the server: it never reaches the browser.
 */

export const PASSWORD_IS_EMAIL = 'Choose a password that is not your e-mail address.';
export const PASSWORD_IS_COMMON = 'This password is too common. Choose another.';

const requireCommonJs = createRequire(import.meta.url);

let common: ReadonlySet<string> | undefined;

/**
 * The common passwords long enough to pass the length rule (a shorter one is refused by it
 * anyway), lower-cased. Loaded on the first check (some 40 ms), not when the server starts.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = requireCommonJs(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common');
    common = new Set(
      dictionary['passwords-common']
        .filter((word) => word.length >= PASSWORD_MIN_LENGTH)
        .map((word) => word.toLowerCase()),
    );
  }
  return common;
}

function isEmailAddress(candidate: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  const at = address.lastIndexOf('@');
  const localPart = at > 0 ? address.slice(0, at) : address;
  return candidate === localPart || candidate.includes(address);
}

/**
 * What is wrong with a new password, as the sentence to show under its field, or null when it
 * may be used. `email` is the account's address (the one being registered, on registration).
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  const shape = newPassword.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? 'Choose another password.';
  // Case and surrounding spaces make no new password of a known one.
  const candidate = password.trim().toLowerCase();
  if (email && isEmailAddress(candidate, email)) return PASSWORD_IS_EMAIL;
  if (commonPasswords().has(candidate)) return PASSWORD_IS_COMMON;
  return null;
}

/**
 * Refuses an unacceptable new password with the API's 400 `validation_failed`, the message under
 * `field` (as the request names it: `password` on registration and reset, `newPassword` on
 * My Account). Call it before anything is written or any credential is checked.
 */
export function assertAcceptablePassword(
  password: string,
  email: string | null,
  field = 'password',
): void {
  const problem = passwordProblem(password, email);
  if (problem) {
    throw errors.validationFailed(`${field}: ${problem}`, { fields: { [field]: problem } });
  }
}
