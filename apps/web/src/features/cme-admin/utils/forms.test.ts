import { describe, expect, test } from 'vitest';
import { rejectForm, ruleForm } from './forms';
import type { RuleFormValues } from './rule-form';

const values: RuleFormValues = {
  activityCode: 'BRME-MS-QA-2026',
  title: 'Medical Student Questions',
  kind: 'questions',
  unitsPerCredit: '20',
  passingPercent: '60',
  maxQuarters: '7.5',
  abimRatioPercent: '',
  abpRatioPercent: '100',
  releasedOn: '2026-01-01',
  expiresOn: '2028-01-01',
  active: true,
};

describe('the rule form: credits typed, quarters sent', () => {
  test('the maximum in credits becomes quarters; an empty ratio is no points', () => {
    expect(ruleForm.parse(values)).toEqual({
      ...values,
      unitsPerCredit: 20,
      passingPercent: 60,
      maxQuarters: 30,
      abimRatioPercent: null,
      abpRatioPercent: 100,
    });
  });

  test('a chapters rule drops the passing share', () => {
    expect(ruleForm.parse({ ...values, kind: 'book_chapters' }).passingPercent).toBeNull();
  });

  test("what is not a quarter step, or no number, is refused at the field with the contract's words", () => {
    const issues = (change: Partial<RuleFormValues>) =>
      ruleForm.safeParse({ ...values, ...change }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ maxQuarters: '7.3' })).toEqual(['maxQuarters']);
    expect(issues({ maxQuarters: '' })).toEqual(['maxQuarters']);
    expect(issues({ unitsPerCredit: 'ten' })).toEqual(['unitsPerCredit']);
    expect(issues({ passingPercent: '' })).toEqual(['passingPercent']);
    expect(issues({ expiresOn: '2025-12-31' })).toEqual(['expiresOn']);
  });

  test('a rejection needs its reason', () => {
    expect(rejectForm.parse({ reason: ' ID not found ' })).toEqual({
      outcome: 'rejected',
      reason: 'ID not found',
    });
    expect(rejectForm.safeParse({ reason: '  ' }).success).toBe(false);
  });
});
