import type { TopicNode } from '@boardready/contracts';

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** The selectable ids under a node: its leaves (a topic without children is its own leaf). */
export function leafIds(node: TopicNode): number[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leafIds);
}

/** A parent is checked when all its leaves are, unchecked when none are, mixed otherwise. */
export function checkState(node: TopicNode, selected: ReadonlySet<number>): CheckState {
  const leaves = leafIds(node);
  const count = leaves.filter((id) => selected.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'mixed';
}

/** Toggling a checked node clears all its leaves; an unchecked or mixed one selects them all. */
export function toggleTopic(node: TopicNode, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const leaves = leafIds(node);
  if (checkState(node, selected) === 'checked') for (const id of leaves) next.delete(id);
  else for (const id of leaves) next.add(id);
  return next;
}

/** Questions in the chosen leaves (an upper bound before the status filters apply). */
export function selectedQuestionCount(tree: TopicNode[], selected: ReadonlySet<number>): number {
  const walk = (node: TopicNode): number =>
    node.children.length === 0
      ? selected.has(node.id)
        ? node.questionCount
        : 0
      : node.children.reduce((sum, child) => sum + walk(child), 0);
  return tree.reduce((sum, node) => sum + walk(node), 0);
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What the learner ticked, in their words (issue 22): a whole topic is one topic, with its
 * sub-topics in brackets; sub-topics ticked inside a topic not wholly chosen count as sub-topics.
 * The leaves alone (what the request sends) overstated it: 3 topics ticked read "11 topics".
 */
export function describeTopicChoice(tree: TopicNode[], selected: ReadonlySet<number>): string {
  let topics = 0;
  let subTopicsOfTopics = 0;
  let subTopics = 0;
  // A checked node is one sub-topic (the top level's are handled below), a mixed one is looked into.
  const countSubTopics = (node: TopicNode): number => {
    const state = checkState(node, selected);
    if (state === 'checked') return 1;
    return state === 'mixed' ? node.children.reduce((n, child) => n + countSubTopics(child), 0) : 0;
  };
  for (const topic of tree) {
    if (checkState(topic, selected) === 'checked') {
      topics += 1;
      subTopicsOfTopics += topic.children.length;
    } else subTopics += countSubTopics(topic);
  }
  const parts = [
    topics > 0 &&
      count(topics, 'topic') +
        (subTopicsOfTopics > 0 ? ` (${count(subTopicsOfTopics, 'sub-topic')})` : ''),
    subTopics > 0 && count(subTopics, 'sub-topic'),
  ].filter(Boolean);
  return parts.length === 0
    ? `No topic chosen: questions come from all ${count(tree.length, 'topic')}.`
    : `${parts.join(' and ')} chosen.`;
}
