import { describe, expect, test } from 'vitest';
import { LINK_RULE, linkProblem, ROUTE_RULE, routeProblem } from './admin-settings-rules';

describe('the links staff may save (issue 26)', () => {
  test('http(s), mailto: and paths of this app', () => {
    for (const link of [
      '/labvalues/im',
      '/admin#cms/qa',
      '/helpfulstuff?x=1',
      'https://www.abim.org/blueprint.pdf',
      'http://localhost:4322/x',
      'mailto:support@boardready.example?subject=Hi',
    ]) {
      expect(linkProblem(link), link).toBeNull();
    }
  });

  test('script URLs and whatever a browser could read as another site are refused', () => {
    const refused = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example',
      '\u0000/x',
      'labvalues/im',
      'https://',
      'mailto:',
      '',
    ];
    for (const link of refused) expect(linkProblem(link), JSON.stringify(link)).not.toBeNull();
    expect(linkProblem('javascript:alert(1)')).toBe(
      `javascript: links are not allowed. ${LINK_RULE}`,
    );
  });

  test('routes are paths of this app only', () => {
    expect(routeProblem('/ngadmin/flags')).toBeNull();
    expect(routeProblem('')).toBe('Enter a route.');
    for (const route of ['ngadmin', '//evil.example', '/\\evil', 'https://x.example/', '/a b']) {
      expect(routeProblem(route), route).toBe(ROUTE_RULE);
    }
  });
});
