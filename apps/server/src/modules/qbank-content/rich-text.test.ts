import { describe, expect, test } from 'vitest';
import { checkRichText } from './rich-text';

const block = (html: string, imageExists?: (src: string) => boolean) =>
  checkRichText(html, { kind: 'block', imageExists });
const inline = (html: string) => checkRichText(html, { kind: 'inline' });

describe('question rich text', () => {
  test('accepts every tag of the subset, used as documented', () => {
    const html = `
      <p>A 54-year-old <strong>man</strong> has <em>pain</em>; PaCO<sub>2</sub> 30 mm Hg,
      10<sup>9</sup>/L.<br>Next line.<br/></p>
      <ul><li>one</li><li><p>two</p></li></ul>
      <ol><li>first</li></ol>
      <table>
        <caption>Laboratory studies</caption>
        <thead><tr><th scope="col">Test</th><th scope="col" colspan="2">Result</th></tr></thead>
        <tbody><tr><th scope="row">Sodium</th><td>128 mEq/L</td><td rowspan="1">&lt;135</td></tr></tbody>
      </table>
      <p><img src="/content/images/im/chest-x-ray.png" alt="Chest radiograph"></p>
      <p>Tom &amp; Jerry &ge; 5 &#176; &#x3bc; ≥ μ > 4</p>`;
    expect(block(html)).toEqual([]);
    expect(inline('HbA<sub>1c</sub> <em>above</em> <strong>7%</strong>')).toEqual([]);
    expect(block('Plain text is fine too.')).toEqual([]);
  });

  test('refuses tags outside the subset and block tags in one-line text', () => {
    expect(block('<p>x</p><script>alert(1)</script>')).toEqual([
      expect.stringContaining('<script> is not allowed here'),
      expect.stringContaining('<script> is not allowed here'),
    ]);
    expect(block('<a href="https://x.test">x</a>')[0]).toContain('<a> is not allowed here');
    expect(block('<div>x</div>')[0]).toContain('<div> is not allowed');
    expect(inline('<p>choice</p>')[0]).toContain(
      '<p> is not allowed here (allowed: strong, em, sub, sup)',
    );
    expect(inline('one<br>two')[0]).toContain('<br> is not allowed here');
    expect(block('<P>x</P>')).toContain('write tags in lower case: <P>');
  });

  test('refuses attributes outside the allowlist, and bad values', () => {
    expect(block('<p style="color:red">x</p>')).toEqual(["<p> takes no attributes ('style')"]);
    expect(block('<td onclick="x()">x</td>')).toContain(
      "<td> may only have colspan, rowspan, not 'onclick'",
    );
    expect(block('<table><tbody><tr><th scope="all">x</th></tr></tbody></table>')).toEqual([
      "<th> scope is col, row, colgroup or rowgroup, not 'all'",
    ]);
    expect(block('<table><tbody><tr><td colspan="0">x</td></tr></tbody></table>')).toEqual([
      "<td> colspan is a number from 1 to 99, not '0'",
    ]);
    expect(block('<p class="a" class="b">x</p>')).toHaveLength(2);
  });

  test('images: a described picture under /content/images/ that exists', () => {
    const exists = (src: string) => src === '/content/images/peds/growth.svg';
    expect(block('<img src="/content/images/peds/growth.svg" alt="Growth chart">', exists)).toEqual(
      [],
    );
    expect(block('<img src="https://evil.test/x.png" alt="x">')).toEqual([
      "<img> src 'https://evil.test/x.png' must be a picture under /content/images/ (lower-case path)",
    ]);
    expect(block('<img src="/content/images/../secret.png" alt="x">')[0]).toContain(
      'must be a picture under /content/images/',
    );
    expect(block('<img src="/content/images/missing.png" alt="x">', exists)).toEqual([
      "<img> src '/content/images/missing.png' names no file in content/images/",
    ]);
    expect(block('<img src="/content/images/a.png">')).toEqual([
      '<img> needs an alt text that describes the picture',
    ]);
    expect(block('<img alt="x">')).toEqual(['<img> needs a src under /content/images/']);
    expect(block('<img src="/content/images/a.png" alt="x"></img>')).toEqual([
      '<img> has no closing tag',
    ]);
  });

  test('structure: tables, lists and paragraphs nest the way browsers keep them', () => {
    expect(block('<table><tr><td>x</td></tr></table>')).toEqual([
      '<tr> must sit directly inside <thead> or <tbody>',
    ]);
    expect(block('<li>x</li>')).toEqual(['<li> must sit directly inside <ul> or <ol>']);
    expect(block('<ul>loose<li>x</li></ul>')).toEqual(["text 'loose' directly inside <ul>"]);
    expect(block('<ul><p>x</p></ul>')).toEqual(['<p> cannot sit directly inside <ul>']);
    expect(block('<p>a<table><tbody></tbody></table></p>')).toEqual([
      '<table> cannot sit inside <p>',
    ]);
    expect(block('<p><strong>x</p></strong>')).toEqual([
      '</p> closes <p> while <strong> is still open',
      '</strong> without an opening <strong>',
    ]);
    expect(block('<p>open')).toEqual(['<p> is never closed']);
    expect(block('<p/>')).toEqual(['<p/> cannot close itself: write <p></p>']);
  });

  test('text: bare < and &, unknown entities and comments are refused', () => {
    expect(block('<p>K < 3.5</p>')).toEqual([
      "a '<' that does not start a tag: write &lt; ('< 3.5</p>')",
    ]);
    expect(block('<p>salt & pepper</p>')).toEqual(["a bare '&': write &amp; ('& pepper')"]);
    expect(block('<p>&hearts;</p>')).toEqual([
      'unknown entity &hearts; (type the character itself)',
    ]);
    expect(block('<p>&#0;</p>')).toEqual(['&#0; is not a character']);
    expect(block('<p>x</p><!-- note -->')).toEqual([
      'HTML comments are not allowed (use a YAML # comment)',
    ]);
    expect(block('<img src="/content/images/a.png" alt="R&D">')).toEqual([
      "a bare '&': write &amp; ('&D')",
    ]);
  });
});
