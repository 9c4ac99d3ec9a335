import type { CmsContent } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { contentOf, formPathOf, formValuesOf, neededToSubmit, saveProblems } from './draft-form';

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

  test('half-written content is saved: only a year that is not a number stops it', () => {
    const values = formValuesOf(content, '');
    values.stemHtml = ' ';
    values.choices = values.choices.slice(0, 1);
    values.correctKey = '';
    values.topicIds = [];
    expect(saveProblems(values)).toEqual({});
    values.references[0]!.year = '20x1';
    expect(saveProblems(values)).toEqual({ 'references.0.year': 'Write the year, e.g. 2024.' });
    expect(saveProblems(formValuesOf({ ...content, topicIds: [4, 4] }, ''))).toEqual({
      topicIds: 'A topic is listed twice.',
    });
  });

  test('what is still needed to submit, each said once, nothing for a complete draft', () => {
    expect(neededToSubmit(formValuesOf(content, ''))).toEqual([]);
    const values = formValuesOf(content, '');
    values.stemHtml = ' ';
    values.leadIn = 'Pick one';
    values.choices = [...values.choices, { text: '', explanation: '' }];
    values.correctKey = '';
    values.references = [
      { kind: 'article', citation: '', year: '2020', url: '' },
      { kind: 'article', citation: ' ', year: '2021', url: '' },
    ];
    values.topicIds = [];
    expect(neededToSubmit(values)).toEqual([
      'Write the stem (the case).',
      'The lead-in is a question: end it with ?',
      'Write the text of choice C.',
      'Mark the one correct choice.',
      'Write the citation.',
      'Tag at least one topic.',
    ]);
    const blank: CmsContent = {
      ...content,
      stemHtml: '',
      leadIn: '',
      choices: [],
      correctKey: null,
      explanationSummary: '',
      educationalObjective: '',
      references: [],
      topicIds: [],
    };
    expect(neededToSubmit(formValuesOf(blank, ''))).toEqual([
      'Write the stem (the case).',
      'Write the lead-in question.',
      'Give at least 2 choices.',
      'Mark the one correct choice.',
      'Write the explanation.',
      'Write the educational objective.',
      'Cite at least one reference.',
      'Tag at least one topic.',
    ]);
  });

  test("the server's field paths are the form's", () => {
    expect(formPathOf('content.choices.1.text')).toBe('choices.1.text');
    expect(formPathOf('content.choices')).toBe('choices.root');
    expect(formPathOf('content.topicIds')).toBe('topicIds');
  });
});
