import { afterEach, describe, expect, test } from 'vitest';
import {
  rememberReturnAfterRegistration,
  takeReturnAfterRegistration,
} from './return-after-registration';

describe('where a confirmed registration goes on to', () => {
  afterEach(() => localStorage.clear());

  test('the remembered local path, once', () => {
    rememberReturnAfterRegistration('/products/freetrials');
    expect(takeReturnAfterRegistration()).toBe('/products/freetrials');
    expect(takeReturnAfterRegistration()).toBeNull();
  });

  test('never another site, and nothing after a day', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', 'products']) {
      rememberReturnAfterRegistration(path);
      expect(takeReturnAfterRegistration()).toBeNull();
    }
    rememberReturnAfterRegistration('/contact');
    expect(takeReturnAfterRegistration(Date.now() + 25 * 60 * 60 * 1000)).toBeNull();
  });

  test('no path forgets an older one', () => {
    rememberReturnAfterRegistration('/contact');
    rememberReturnAfterRegistration(null);
    expect(takeReturnAfterRegistration()).toBeNull();
  });
});
