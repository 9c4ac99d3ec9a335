import { describe, expect, test } from 'vitest';
import { actionName, detailLabel, detailRows, detailValue } from './audit-details';

describe('audit entries in words', () => {
  test('known actions by name; an unknown one by its code as words', () => {
    expect(actionName('assume.start')).toBe('Started acting as a user');
    expect(actionName('qa.feedback.triage')).toBe('Triaged question feedback');
    expect(actionName('product.grant_extended')).toBe('Product grant extended');
  });

  test('details as label and value pairs', () => {
    expect(detailLabel('questionId')).toBe('Question ID');
    expect(detailLabel('ip')).toBe('IP');
    expect(detailLabel('user_product_id')).toBe('User product ID');
    expect(detailValue(true)).toBe('Yes');
    expect(detailValue(null)).toBe('—');
    expect(detailValue('')).toBe('—');
    expect(detailValue(['a', 2])).toBe('a, 2');
    expect(detailValue({ IM: [1] })).toBe('{"IM":[1]}');
    expect(detailRows({ status: 'fixed', previous: 'new', mails: 3 })).toEqual([
      { key: 'status', label: 'Status', value: 'fixed' },
      { key: 'previous', label: 'Previous', value: 'new' },
      { key: 'mails', label: 'Mails', value: '3' },
    ]);
  });
});
