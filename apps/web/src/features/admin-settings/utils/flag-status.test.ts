import { describe, expect, test } from 'vitest';
import { flagStatus } from './flag-status';

describe('where a flag’s value comes from', () => {
  test('the default, or who set it and when', () => {
    expect(flagStatus(undefined, 'off')).toBe('Built-in default (off).');
    const set = {
      key: 'ideasPortal' as const,
      isSet: true,
      updatedAt: '2026-05-12T10:31:00.000Z',
      updatedBy: { AccountId: 1, Email: 'admin@demo.test' },
    };
    expect(flagStatus(set, 'on')).toMatch(
      /^Set by admin@demo\.test on May 12, 2026, \d+:31 [AP]M\.$/,
    );
    expect(flagStatus({ ...set, updatedBy: null, updatedAt: null }, 'on')).toBe(
      'Set by a staff member.',
    );
  });
});
