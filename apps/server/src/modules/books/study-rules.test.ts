import { percentRead } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { richTextContent } from '../qbank-content/rich-text';
import { MATCH_END as E, MATCH_START as S } from './study-repository';
import { placeHighlight, snippetParts } from './study-service';

describe('book study rules (issue 24)', () => {
  test("a section's text is what the browser renders: tags dropped, entities read, spaces kept", () => {
    const html =
      '<p>ACE &amp; ARB &lt;40% &#8805;&#x2264; &nbsp;x</p>\n<table><tr><th scope="col">Class</th><th>Dose</th></tr></table><img src="/content/images/a.png" alt="a > b">';
    expect(richTextContent(html)).toBe('ACE & ARB <40% ≥≤ \u00a0x\nClassDose');
    // For the search index every tag is a space, so the cells stay two words.
    expect(richTextContent(html, ' ')).toContain(' Class  Dose ');
  });

  test('a snippet: the marked words are matches, the rest text, white space made one', () => {
    expect(
      snippetParts(`Loop ${S}diuretics${E}  relieve\n${S}congestion${E} ${S}fast${E}`),
    ).toEqual([
      { text: 'Loop ', match: false },
      { text: 'diuretics', match: true },
      { text: ' relieve ', match: false },
      { text: 'congestion', match: true },
      { text: ' ', match: false },
      { text: 'fast', match: true },
    ]);
    expect(snippetParts('no match at all')).toEqual([{ text: 'no match at all', match: false }]);
    expect(snippetParts('')).toEqual([]);
  });

  test('a highlight keeps its place in the text it was made in, follows its words, or has none', () => {
    const text = 'Beta blockers lower mortality. Loop diuretics relieve congestion.';
    const made = { startOffset: 0, endOffset: 13, quote: 'Beta blockers', sectionHash: 'h1' };
    expect(placeHighlight(made, { text, hash: 'h1' })).toEqual({ start: 0, end: 13 });
    const moved = `Today: ${text}`;
    expect(placeHighlight(made, { text: moved, hash: 'h2' })).toEqual({ start: 7, end: 20 });
    // Twice in the new text: which one is not known, so none.
    expect(placeHighlight(made, { text: `${moved} Beta blockers`, hash: 'h3' })).toBeNull();
    expect(placeHighlight(made, { text: 'Other words.', hash: 'h4' })).toBeNull();
    expect(placeHighlight(made, undefined)).toBeNull();
  });

  test('the percent read: whole percents, 100 only when every section is read', () => {
    expect(percentRead(0, 14)).toBe(0);
    expect(percentRead(2, 14)).toBe(14);
    expect(percentRead(13, 14)).toBe(92);
    expect(percentRead(199, 200)).toBe(99);
    expect(percentRead(14, 14)).toBe(100);
    expect(percentRead(3, 0)).toBe(0);
  });
});
