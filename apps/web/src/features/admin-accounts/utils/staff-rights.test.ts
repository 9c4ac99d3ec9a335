import { describe, expect, test } from 'vitest';
import { heldRightLabels, lockedRight } from './staff-rights';

const none = {
  admin: false,
  contentManager: false,
  previewQna: false,
  superUser: false,
  assumeUsers: false,
};

describe('staff rights on the account page', () => {
  test('the rights held, by label, in the page’s order', () => {
    expect(heldRightLabels(none)).toEqual([]);
    expect(heldRightLabels({ ...none, assumeUsers: true, admin: true, superUser: true })).toEqual([
      'Admin',
      'Super user',
      'May assume users',
    ]);
  });

  test('only an admin’s own Admin right is locked', () => {
    const admin = { ...none, admin: true };
    expect(lockedRight('admin', { isYou: true, rights: admin })).toMatch(/own Admin right/);
    expect(lockedRight('admin', { isYou: false, rights: admin })).toBeNull();
    expect(lockedRight('contentManager', { isYou: true, rights: admin })).toBeNull();
    // not an admin (cannot happen on this screen, which only admins reach): nothing to protect
    expect(lockedRight('admin', { isYou: true, rights: none })).toBeNull();
  });
});
