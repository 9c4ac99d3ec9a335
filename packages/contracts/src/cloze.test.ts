import { describe, expect, test } from 'vitest';
import { clozeDeletions, clozeOrdinals, clozeSides } from './cloze';

const TEXT =
  '<p>In primary hypothyroidism TSH is {{c1::high}} and free T<sub>4</sub> is {{c2::low::level}}.</p>';

describe('cloze text', () => {
  test('deletions are read in order with their number, answer, hint and place', () => {
    expect(clozeDeletions(TEXT)).toEqual([
      { ordinal: 1, answer: 'high', hint: null, start: 36, end: 48 },
      { ordinal: 2, answer: 'low', hint: 'level', start: 75, end: 93 },
    ]);
    expect(TEXT.slice(36, 48)).toBe('{{c1::high}}');
  });

  test('the ordinals are each number once, ascending', () => {
    expect(clozeOrdinals('{{c3::c}} {{c1::a}} {{c3::again}} {{c2::b}}')).toEqual([1, 2, 3]);
    expect(clozeOrdinals('<p>No deletion, {{c1:typo}}.</p>')).toEqual([]);
  });

  test('the front blanks the deletion asked, or shows its hint; the others read as answers', () => {
    expect(clozeSides(TEXT, 1)).toEqual({
      front: '<p>In primary hypothyroidism TSH is [...] and free T<sub>4</sub> is low.</p>',
      back: '<p>In primary hypothyroidism TSH is <strong>high</strong> and free T<sub>4</sub> is low.</p>',
    });
    expect(clozeSides(TEXT, 2)).toEqual({
      front: '<p>In primary hypothyroidism TSH is high and free T<sub>4</sub> is [level].</p>',
      back: '<p>In primary hypothyroidism TSH is high and free T<sub>4</sub> is <strong>low</strong>.</p>',
    });
  });

  test('every deletion of the number asked is hidden together', () => {
    expect(clozeSides('{{c1::A}} then {{c2::B}} then {{c1::C}}', 1)).toEqual({
      front: '[...] then B then [...]',
      back: '<strong>A</strong> then B then <strong>C</strong>',
    });
  });

  test('a single colon and braces that are no deletion stay as written', () => {
    expect(clozeSides('ratio 1:2 {x} {{c1::a:b}}', 1)).toEqual({
      front: 'ratio 1:2 {x} [...]',
      back: 'ratio 1:2 {x} <strong>a:b</strong>',
    });
  });
});
