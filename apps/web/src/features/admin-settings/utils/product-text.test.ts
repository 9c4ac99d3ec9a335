import { describe, expect, test } from 'vitest';
import { trialText } from './product-text';

describe("a product's free trial in the catalogue", () => {
  test('none, its own length, or the default', () => {
    expect(trialText({ trialAvailable: false, trialDays: null }, 7)).toBe('No');
    expect(trialText({ trialAvailable: true, trialDays: 14 }, 7)).toBe('14 days');
    expect(trialText({ trialAvailable: true, trialDays: null }, 7)).toBe('7 days (default)');
    expect(trialText({ trialAvailable: true, trialDays: null }, undefined)).toBe('Default length');
  });
});
