import { describe, expect, test } from 'vitest';
import { withoutSecrets } from './logging';

describe('what the request log keeps of a URL', () => {
  test('a link’s token is removed, the rest kept', () => {
    expect(withoutSecrets('/resetpassword?token=abc_DEF-123')).toBe(
      '/resetpassword?token=[removed]',
    );
    expect(withoutSecrets('/verifyemail?a=1&token=xyz&b=2')).toBe(
      '/verifyemail?a=1&token=[removed]&b=2',
    );
    expect(withoutSecrets('/verifyemail?TOKEN=xyz#top')).toBe('/verifyemail?TOKEN=[removed]#top');
    // an invitation's link (issue 27), and the sign-in page that returns to it
    expect(withoutSecrets('/join/abc_DEF-123')).toBe('/join/[removed]');
    expect(withoutSecrets('/login?mode=register&returnUrl=%2Fjoin%2Fabc_DEF-123')).toBe(
      '/login?mode=register&returnUrl=%2Fjoin%2F[removed]',
    );
    expect(withoutSecrets('/api/2.0/product/userproducts?requestId=42')).toBe(
      '/api/2.0/product/userproducts?requestId=42',
    );
  });
});
