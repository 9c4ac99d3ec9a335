import type { TopicNode } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { describeTopicChoice } from './topic-selection';

const topic = (id: number, children: TopicNode[] = []): TopicNode => ({
  id,
  name: `Topic ${id}`,
  questionCount: 1,
  children,
});
// Three topics of 4, 3 and 4 sub-topics, and one without sub-topics.
const tree = [
  topic(1, [topic(11), topic(12), topic(13), topic(14)]),
  topic(2, [topic(21), topic(22), topic(23)]),
  topic(3, [topic(31), topic(32), topic(33), topic(34)]),
  topic(4),
];
const cardiology = [11, 12, 13, 14];
const pulmonary = [21, 22, 23];
const endocrinology = [31, 32, 33, 34];

describe('what the topic tree says the learner chose (issue 22)', () => {
  test('nothing chosen counts the topics, not their questions', () => {
    expect(describeTopicChoice(tree, new Set())).toBe(
      'No topic chosen: questions come from all 4 topics.',
    );
  });

  test('three topics ticked are three topics, with their sub-topics in brackets', () => {
    const selected = new Set([...cardiology, ...pulmonary, ...endocrinology]);
    expect(describeTopicChoice(tree, selected)).toBe('3 topics (11 sub-topics) chosen.');
  });

  test('sub-topics ticked in a topic not wholly chosen count as sub-topics', () => {
    expect(describeTopicChoice(tree, new Set([11]))).toBe('1 sub-topic chosen.');
    expect(describeTopicChoice(tree, new Set([...pulmonary, 11, 12]))).toBe(
      '1 topic (3 sub-topics) and 2 sub-topics chosen.',
    );
  });

  test('a topic without sub-topics is one topic, with no brackets', () => {
    expect(describeTopicChoice(tree, new Set([4]))).toBe('1 topic chosen.');
  });

  test('deeper trees: a wholly chosen sub-topic is one, however many leaves it has', () => {
    const deep = [topic(5, [topic(51, [topic(511), topic(512)]), topic(52)])];
    expect(describeTopicChoice(deep, new Set([511, 512]))).toBe('1 sub-topic chosen.');
    expect(describeTopicChoice(deep, new Set([511, 52]))).toBe('2 sub-topics chosen.');
  });
});
