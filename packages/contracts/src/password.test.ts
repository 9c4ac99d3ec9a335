import { describe, expect, test } from 'vitest';
import { resetConfirmBody } from './auth';
import { withConfirmation } from './password';

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
