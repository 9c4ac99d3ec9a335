import type { CmsContent } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { contentOf, formPathOf, formProblems, formValuesOf } from './draft-form';

const content: CmsContent = {
  stemHtml: '<p>Stem.</p>',
  leadIn: 'Which one?',
  choices: [
    { key: 'A', text: 'One', explanation: '' },
    { key: 'B', text: 'Two', explanation: '<p>Because.</p>' },
  ],
  correctKey: 'B',
  explanationSummary: '<p>Why.</p>',
  educationalObjective: 'Know it.',
  references: [
    { kind: 'article', citation: 'An article.', year: 2021, url: 'https://example.org' },
  ],
  topicIds: [4, 7],
  curatedReview: true,
};

describe('the draft form', () => {
  test('content → form values → content is the same content', () => {
    expect(contentOf(formValuesOf(content, 'note'))).toEqual(content);
  });

  test('choices are lettered by their place', () => {
    const values = formValuesOf(content, '');
    values.choices.splice(0, 1);
    values.correctKey = 'A';
    expect(contentOf(values).choices).toEqual([
      { key: 'A', text: 'Two', explanation: '<p>Because.</p>' },
    ]);
  });

  test('the shared rules, by the form’s paths', () => {
    const values = formValuesOf(content, '');
    values.stemHtml = ' ';
    values.choices = values.choices.slice(0, 1);
    values.correctKey = '';
    values.references[0]!.year = '20x1';
    values.topicIds = [];
    expect(formProblems(values)).toEqual({
      stemHtml: 'Write the stem (the case).',
      'choices.root': 'Give at least 2 choices.',
      correctKey: 'Mark the one correct choice.',
      'references.0.year': 'Write the year, e.g. 2024.',
      topicIds: 'Tag at least one topic.',
    });
    expect(formProblems(formValuesOf(content, ''))).toEqual({});
  });

  test("the server's field paths are the form's", () => {
    expect(formPathOf('content.choices.1.text')).toBe('choices.1.text');
    expect(formPathOf('content.choices')).toBe('choices.root');
    expect(formPathOf('content.topicIds')).toBe('topicIds');
  });
});
