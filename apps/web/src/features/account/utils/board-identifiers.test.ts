import { describe, expect, test } from 'vitest';
import {
  birthDateLabel,
  dayOptions,
  fromBoardFormValues,
  MONTH_OPTIONS,
  toBoardFormValues,
} from './board-identifiers';
import { boardIdentifiersForm, passwordForm } from './forms';

const KEPT = { abimNumber: '204817', abpNumber: null, birthMonth: 3, birthDay: 14 };

describe('board identifiers form values', () => {
  test('stored identifiers become strings and back', () => {
    const values = toBoardFormValues(KEPT);
    expect(values).toEqual({
      abimNumber: '204817',
      abpNumber: '',
      birthMonth: '3',
      birthDay: '14',
    });
    expect(fromBoardFormValues(values)).toEqual({ ...KEPT, abpNumber: '' });
  });

  test('the day list follows the month; February offers the 29th (no year is kept)', () => {
    expect(dayOptions('')).toHaveLength(31);
    expect(dayOptions('2').at(-1)).toEqual({ value: '29', label: '29' });
    expect(dayOptions('4')).toHaveLength(30);
    expect(dayOptions('12')).toHaveLength(31);
    expect(MONTH_OPTIONS[0]).toEqual({ value: '1', label: 'January' });
  });

  test('the birth date reads as a month and a day', () => {
    expect(birthDateLabel(KEPT)).toBe('March 14');
    expect(birthDateLabel({ ...KEPT, birthDay: null })).toBeNull();
  });

  test("the form's schema is the contract's: strings in, the request body out", () => {
    expect(
      boardIdentifiersForm.parse({
        abimNumber: '',
        abpNumber: '118-350',
        birthMonth: '9',
        birthDay: '2',
      }),
    ).toEqual({ abimNumber: null, abpNumber: '118350', birthMonth: 9, birthDay: 2 });
    const refused = boardIdentifiersForm.safeParse({
      abimNumber: '20481',
      abpNumber: '',
      birthMonth: '4',
      birthDay: '31',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['abimNumber', 'An ABIM ID has 6 digits.'],
      ['birthDay', 'April has only 30 days.'],
    ]);
  });

  test('the password form wants the new password twice', () => {
    const base = { currentPassword: 'old one', newPassword: 'a new long passphrase' };
    expect(passwordForm.safeParse({ ...base, confirm: base.newPassword }).success).toBe(true);
    expect(
      passwordForm.safeParse({ ...base, confirm: 'something else' }).error?.issues[0],
    ).toMatchObject({ path: ['confirm'], message: 'The two new passwords differ.' });
  });
});
