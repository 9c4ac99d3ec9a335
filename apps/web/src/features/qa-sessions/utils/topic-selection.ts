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
