import { describe, expect, test } from 'vitest';
import { favoriteLinkForm, productForm } from './forms';

const product = {
  code: 'ms-night',
  typeCode: 'course',
  specialty: 'MS',
  shortName: 'Night',
  fullName: 'Night course',
  description: '',
  hasPersonalTrainer: false,
  trialAvailable: true,
  trialDays: '14',
};

describe('the settings forms', () => {
  test('a product: code in capitals, the trial length a number, empty for the default', () => {
    expect(productForm.parse(product)).toMatchObject({ code: 'MS-NIGHT', trialDays: 14 });
    expect(productForm.parse({ ...product, trialDays: ' ' }).trialDays).toBeNull();
    expect(productForm.parse({ ...product, trialAvailable: false }).trialDays).toBeNull();
    const bad = productForm.safeParse({ ...product, trialDays: '0', typeCode: '' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'trialDays',
      'typeCode',
    ]);
  });

  test('a favorite link: the route a path of this app, the url no script', () => {
    const link = { text: 'Flags', route: '/ngadmin/flags', url: '/admin#flags', hidden: false };
    expect(favoriteLinkForm.safeParse(link).success).toBe(true);
    const bad = favoriteLinkForm.safeParse({
      ...link,
      route: 'ngadmin',
      url: 'javascript:alert(1)',
    });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      route: 'Use a path of this app starting with /, like /ngadmin/flags.',
      url: 'javascript: links are not allowed. Use an http(s) address, a mailto: address, or a path of this app starting with /.',
    });
  });
});
