import type { LabGroup, LabTest } from '@boardready/contracts';
import { matchesAll, queryWords } from './search';

export interface LabValuesFilterResult {
  groups: LabGroup[];
  /** tests shown, and in the whole table */
  shown: number;
  total: number;
}

const testTexts = (group: LabGroup, test: LabTest) => [
  test.name,
  ...test.aliases,
  test.specimen,
  group.name,
  ...test.ranges.map((r) => r.label),
];

/**
 * Instant filtering of a lab-value table: a group whose name matches keeps all its tests;
 * otherwise a test stays when every word of the query is in its name, abbreviations, specimen,
 * group or range labels ('urine sodium', 'newborn', 'A1c'). Empty groups are left out.
 */
export function filterLabValues(groups: readonly LabGroup[], query: string): LabValuesFilterResult {
  const words = queryWords(query);
  const total = groups.reduce((n, g) => n + g.tests.length, 0);
  const result: LabGroup[] = [];
  for (const group of groups) {
    const tests = matchesAll(words, [group.name])
      ? group.tests
      : group.tests.filter((test) => matchesAll(words, testTexts(group, test)));
    if (tests.length > 0) result.push(tests === group.tests ? group : { ...group, tests });
  }
  return { groups: result, shown: result.reduce((n, g) => n + g.tests.length, 0), total };
}
