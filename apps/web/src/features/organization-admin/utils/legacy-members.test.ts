import { describe, expect, test } from 'vitest';
import { legacyMembersTarget } from './legacy-members';

describe('the legacy members address (decision 1401)', () => {
  test('[ROUTE-62] #account/{accountId}/organization/edit/{organizationId}/members names both ids', () => {
    expect(legacyMembersTarget('#account/12/organization/edit/3/members')).toEqual({
      accountId: 12,
      organizationId: 3,
    });
    expect(legacyMembersTarget('#account/12/organization/edit/3/members/')).toEqual({
      accountId: 12,
      organizationId: 3,
    });
    expect(legacyMembersTarget('#account/12/organization/edit/3/members?tab=2')).toEqual({
      accountId: 12,
      organizationId: 3,
    });
  });

  test('any other hash names no organization', () => {
    for (const hash of [
      '',
      '#',
      '#account/12',
      '#account/12/organization/edit/3',
      '#account/012/organization/edit/3/members',
      '#account/12/organization/edit/0/members',
      '#account/x/organization/edit/3/members',
      '#account/12/organization/edit/3/members/extra',
      '#account/99999999999/organization/edit/3/members',
    ])
      expect(legacyMembersTarget(hash), hash).toBeNull();
  });
});
