import type { CmsQuestionVersion } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { diffVersions } from './content-diff';

const version = (change: Partial<CmsQuestionVersion['content']> = {}, topics = ['Heart failure']) =>
  ({
    questionId: 1,
    code: 'IM-0001',
    version: 1,
    topics: topics.map((name, i) => ({ topicId: i + 1, name })),
    content: {
      stemHtml: '<p>A 60-year-old man is breathless.</p>',
      leadIn: 'What is the next step?',
      choices: [
        { key: 'A', text: 'Echocardiogram', explanation: '' },
        { key: 'B', text: 'Chest radiograph', explanation: '' },
      ],
      correctKey: 'A',
      explanationSummary: '<p>Echo first.</p>',
      educationalObjective: 'Image the heart.',
      references: [{ kind: 'textbook', citation: 'A book.', year: 2020 }],
      topicIds: [1],
      curatedReview: false,
      ...change,
    },
  }) as CmsQuestionVersion;

describe('diffVersions', () => {
  test('only the changed fields, word by word, in reading order', () => {
    const diff = diffVersions(
      version(),
      version({ stemHtml: '<p>A 70-year-old man is breathless.</p>', correctKey: 'B' }),
    );
    expect(diff.map((d) => d.field)).toEqual(['Stem', 'Correct answer']);
    expect(diff[0]!.parts).toEqual([
      { kind: 'same', text: '<p>A ' },
      { kind: 'removed', text: '60' },
      { kind: 'added', text: '70' },
      { kind: 'same', text: '-year-old man is breathless.</p>' },
    ]);
  });

  test('an added choice, new topics and the curated flag show', () => {
    const diff = diffVersions(
      version(),
      version(
        {
          choices: [...version().content.choices, { key: 'C', text: 'BNP', explanation: 'Helps.' }],
          curatedReview: true,
        },
        ['Heart failure', 'Valvular disease'],
      ),
    );
    expect(diff.map((d) => d.field)).toEqual(['Choice C', 'Why C', 'Topics', 'Curated review']);
    expect(diff[0]!.parts).toEqual([{ kind: 'added', text: 'BNP' }]);
  });

  test('two equal versions differ nowhere', () => {
    expect(diffVersions(version(), version())).toEqual([]);
  });
});
