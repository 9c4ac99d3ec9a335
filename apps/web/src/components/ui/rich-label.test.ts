import { describe, expect, test } from 'vitest';
import { plainText } from './rich-label';

describe('plainText (spec §2: product header text is sanitized)', () => {
  test('[HDR-03] tags are dropped and entities decoded', () => {
    expect(plainText('IM <b>Study</b> Guide<sup>&reg;</sup>')).toBe('IM Study Guide®');
    expect(plainText('Q&amp;A &lt;core&gt;')).toBe('Q&A <core>');
    expect(plainText('MKSAP<sup>®</sup> 19')).toBe('MKSAP® 19');
  });

  test('[HDR-03] scripts, styles and handlers leave nothing behind', () => {
    expect(
      plainText(
        'Guide<script>window.pwned = 1</script><style>p{}</style><img src=x onerror="alert(1)">',
      ),
    ).toBe('Guide');
    expect(plainText('<a href="#" title="a > b">Link</a>')).toBe('Link');
    expect(plainText('A<!-- note -->B')).toBe('AB');
  });

  test('text without markup is kept as it is, a lone < included', () => {
    expect(plainText('Peds Q&A')).toBe('Peds Q&A');
    expect(plainText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(plainText('')).toBe('');
  });
});
