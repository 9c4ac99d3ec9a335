import { describe, expect, test } from 'vitest';
import { cardLinkText, practiceLabel } from './interlink-labels';

describe('how an interlink reads', () => {
  test('a practice topic names its topic, its question count and its product', () => {
    const link = { topicName: 'Heart failure', questionCount: 12 };
    expect(practiceLabel(link, 'IM Q&A')).toBe('Heart failure — 12 questions in IM Q&A');
    expect(practiceLabel({ ...link, questionCount: 1 }, 'IM Q&A')).toBe(
      'Heart failure — 1 question in IM Q&A',
    );
  });

  test("a card is named by its front's text, on one line, cut when long", () => {
    expect(
      cardLinkText({
        frontHtml: '<p>TSH is [...] in\n primary <strong>hypo</strong>thyroidism.</p>',
      }),
    ).toBe('TSH is [...] in primary hypothyroidism.');
    const long = cardLinkText({ frontHtml: `<p>${'word '.repeat(60)}</p>` });
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
