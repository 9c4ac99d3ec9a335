import { describe, expect, test } from 'vitest';
import { legacyAdminTarget } from './legacy-admin';

const targets = {
  admin: '/ngadmin',
  cmsQuestions: '/ngadmin/cms/qa',
  itemStatistics: '/ngadmin/cms/statistics',
};

describe('the legacy admin address (decision 1301)', () => {
  test('[ROUTE-61] #cms/qa reaches Submit/Review Q&As in the app', () => {
    expect(legacyAdminTarget('#cms/qa', targets)).toBe('/ngadmin/cms/qa');
    expect(legacyAdminTarget('#cms/qa/17?tab=review', targets)).toBe('/ngadmin/cms/qa');
    expect(legacyAdminTarget('#cms/statistics', targets)).toBe('/ngadmin/cms/statistics');
  });

  test('any other hash, or none, lands on the Admin home', () => {
    for (const hash of ['', '#', '#accounts', '#cms', '#billing/5'])
      expect(legacyAdminTarget(hash, targets)).toBe('/ngadmin');
  });
});
