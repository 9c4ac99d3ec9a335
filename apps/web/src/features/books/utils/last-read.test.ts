import { afterEach, describe, expect, test, vi } from 'vitest';
import { lastReadKey, readLastSection, rememberLastSection } from './last-read';

describe('the section last read, per user product', () => {
  afterEach(() => localStorage.clear());

  test('remembers a section per user product and reads it back', () => {
    expect(readLastSection(12)).toBeNull();
    rememberLastSection(12, 'heart-failure');
    rememberLastSection(13, 'asthma');
    expect(readLastSection(12)).toBe('heart-failure');
    expect(readLastSection(13)).toBe('asthma');
    rememberLastSection(12, 'arrhythmias');
    expect(readLastSection(12)).toBe('arrhythmias');
    expect(localStorage.getItem(lastReadKey(12))).toBe('arrhythmias');
  });

  test('a damaged or foreign value counts as none; an id that is not a section id is not kept', () => {
    localStorage.setItem(lastReadKey(12), '<script>');
    expect(readLastSection(12)).toBeNull();
    rememberLastSection(12, '../../etc');
    expect(localStorage.getItem(lastReadKey(12))).toBe('<script>');
  });

  test('a browser that refuses storage loses the place, nothing more', () => {
    const refusing = {
      getItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError');
      }),
    } as unknown as Storage;
    expect(() => rememberLastSection(12, 'heart-failure', refusing)).not.toThrow();
    expect(readLastSection(12, refusing)).toBeNull();
    expect(readLastSection(12, undefined)).toBeNull();
  });
});
