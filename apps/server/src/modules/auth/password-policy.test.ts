import { AppError } from '@boardready/contracts/errors';
import { describe, expect, test } from 'vitest';
import {
  assertAcceptablePassword,
  PASSWORD_IS_COMMON,
  PASSWORD_IS_EMAIL,
  passwordProblem,
} from './password-policy';

const EMAIL = 'Robin.Tester-Long@Example.org';

describe('new-password rules (decision 0409)', () => {
  test.each([
    ['the e-mail address', 'robin.tester-long@example.org'],
    ['the e-mail address in other case', 'ROBIN.TESTER-LONG@EXAMPLE.ORG'],
    ['the e-mail address with spaces around', '  Robin.Tester-Long@Example.org '],
    ['the part before the @', 'Robin.Tester-Long'],
    ['the address with something added', 'robin.tester-long@example.org!2024'],
  ])('%s is refused', (_why, password) => {
    expect(passwordProblem(password, EMAIL)).toBe(PASSWORD_IS_EMAIL);
  });

  test('a password that only shares a word with the address is fine', () => {
    expect(passwordProblem('robin likes long walks', EMAIL)).toBeNull();
    expect(passwordProblem('robin.tester-long@example.org', 'someone@example.org')).toBeNull();
    expect(passwordProblem('robin.tester-long@example.org', null)).toBeNull();
  });

  test.each([
    // in the long list only (the shared short list does not have them)
    '1qaz2wsx3edc',
    'qwerty123456',
    'QAZWSXEDCRFV',
    'leavemealone',
    '123456654321',
    ' unbelievable ',
    // in the short list too
    'password1234',
  ])('the common password %j is refused', (password) => {
    expect(passwordProblem(password, EMAIL)).toBe(PASSWORD_IS_COMMON);
  });

  test('the shape rules of the shared schema come first, in its words', () => {
    expect(passwordProblem('short', EMAIL)).toBe('Use at least 12 characters.');
    expect(passwordProblem(' '.repeat(20), EMAIL)).toBe('A password cannot be only spaces.');
    expect(passwordProblem('x'.repeat(129), EMAIL)).toBe('Use at most 128 characters.');
  });

  test('a passphrase of the user’s own passes', () => {
    expect(passwordProblem('a long and quiet evening', EMAIL)).toBeNull();
    expect(passwordProblem('correct horse battery staple', EMAIL)).toBeNull();
    expect(passwordProblem(`${'Zx9'.repeat(42)}ab`, EMAIL)).toBeNull();
  });

  test('assertAcceptablePassword refuses with the 400 validation_failed of the field named', () => {
    expect(() => assertAcceptablePassword('a long and quiet evening', EMAIL)).not.toThrow();
    const refusal = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return error as AppError;
      }
      throw new Error('not refused');
    };
    const common = refusal(() => assertAcceptablePassword('qwerty123456', null));
    expect(common).toBeInstanceOf(AppError);
    expect(common).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      message: `password: ${PASSWORD_IS_COMMON}`,
      fields: { password: PASSWORD_IS_COMMON },
    });
    const mine = refusal(() => assertAcceptablePassword(EMAIL, EMAIL, 'newPassword'));
    expect(mine).toMatchObject({
      message: `newPassword: ${PASSWORD_IS_EMAIL}`,
      fields: { newPassword: PASSWORD_IS_EMAIL },
    });
  });
});
