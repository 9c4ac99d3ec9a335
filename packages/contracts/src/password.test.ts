import { describe, expect, test } from 'vitest';
import { resetConfirmBody } from './auth';
import { newPassword, PASSWORD_ONLY_SPACES, withConfirmation } from './password';

describe('a new password asked twice', () => {
  const form = withConfirmation(resetConfirmBody, 'password', 'The two passwords differ.');
  const base = { token: 'a'.repeat(43), password: 'a new long passphrase' };

  test('the same password twice passes, and the repeat is kept beside the body', () => {
    const parsed = form.safeParse({ ...base, confirm: base.password });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ password: base.password, confirm: base.password });
  });

  test('a different repeat is refused on the repeat, with the message given', () => {
    const parsed = form.safeParse({ ...base, confirm: 'a new long passphrasE' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm', 'The two passwords differ.'],
    ]);
  });

  test("the body's own rules still apply", () => {
    const parsed = form.safeParse({ ...base, password: 'short', confirm: 'short' });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('password');
  });
});

const problem = (value: unknown) => newPassword.safeParse(value).error?.issues[0]?.message;

describe('the shared new-password rules (decision 0409)', () => {
  test.each([
    ['twelve spaces', ' '.repeat(12)],
    ['tabs and line breaks', '\t\t\t\n\n\n\r\r\r   '],
    ['no-break and ideographic spaces', '\u00a0\u2003\u3000'.repeat(4)],
    ['128 spaces', ' '.repeat(128)],
  ])('a password of only spaces is refused with a sentence (%s)', (_why, value) => {
    expect(problem(value)).toBe(PASSWORD_ONLY_SPACES);
  });

  test('spaces inside a passphrase are welcome, and a long one up to 128 characters', () => {
    expect(newPassword.safeParse('  a long and quiet evening  ').success).toBe(true);
    expect(newPassword.safeParse('correct horse battery staple').success).toBe(true);
    expect(newPassword.safeParse('a quiet evening '.repeat(8)).success).toBe(true);
    expect(problem(`${'a quiet evening '.repeat(8)}x`)).toBe('Use at most 128 characters.');
  });

  test('too short is said before anything else', () => {
    expect(problem('   ')).toBe('Use at least 12 characters.');
  });
});
