import { describe, expect, test } from 'vitest';
import { helpfulLinkKind } from './helpful-link-kind';

describe('what a helpful link opens', () => {
  test('[ROUTE-34] in-app routes, PDFs and other sites', () => {
    const kind = (link: string) => helpfulLinkKind({ label: 'x', link });
    expect(kind('/labvalues/im')).toBe('page');
    expect(kind('/helpfulstuff/antibiotics')).toBe('page');
    expect(kind('/helpfulstuff/app/im')).toBe('page');
    expect(kind('/helpfulstuff/documents/im-study-guide.pdf')).toBe('pdf');
    expect(kind('https://boardready.example/downloads/im-study-guide.pdf')).toBe('pdf');
    expect(kind('https://www.abim.org/blueprint.PDF?v=2#page=3')).toBe('pdf');
    expect(kind('https://boardready.example/apps/im')).toBe('site');
    expect(kind('//elsewhere.example/x')).toBe('site');
  });
});
