import type { AntibioticAgent, AntibioticClass } from '@boardready/contracts';
import { matchesAll, mention, queryWords } from './search';

export interface AntibioticsFilterResult {
  /** the classes to show, each with the agents to show */
  classes: { cls: AntibioticClass; agents: AntibioticAgent[] }[];
  shownAgents: number;
  totalAgents: number;
}

const classTexts = (c: AntibioticClass) => [
  c.name,
  c.family,
  c.mechanism,
  c.spectrum,
  ...c.adverseEffects,
  ...c.notes,
];
const agentTexts = (c: AntibioticClass, a: AntibioticAgent) => [
  a.name,
  ...a.aliases,
  ...a.routes,
  a.spectrum,
  a.notes,
  c.name,
  c.family,
];

/** Where a plain mention of a word counts most: the agent itself, then its class. */
const weightedTexts = (c: AntibioticClass, a: AntibioticAgent): [number, string[]][] => [
  [8, [a.name, ...a.aliases]],
  [6, [a.spectrum]],
  [4, [a.notes ?? '']],
  [3, [c.name, c.family, c.mechanism]],
  [2, [c.spectrum]],
  [1, [...c.adverseEffects, ...c.notes]],
];

/** How well an agent answers the words: a denied mention ('No MRSA') counts nothing. */
function relevance(words: readonly string[], c: AntibioticClass, a: AntibioticAgent): number {
  let sum = 0;
  for (const word of words) {
    const plain = weightedTexts(c, a).find(([, texts]) =>
      texts.some((text) => mention(word, text) === 'plain'),
    );
    sum += plain?.[0] ?? 0;
  }
  return sum;
}

const byDescending =
  <T>(score: (item: T) => number) =>
  (x: T, y: T) =>
    score(y) - score(x);

/**
 * Search across the reference: a class whose own text (name, family, mechanism, spectrum,
 * adverse effects, notes) holds every word is shown whole ('seizures', 'MRSA'); otherwise only
 * its agents whose text does ('ceftriaxone', 'pip-tazo', 'gonorrhea'). `family` narrows first.
 * A search lists the most relevant agents and classes first: those that cover what is searched
 * before those whose text says they do not.
 */
export function filterAntibiotics(
  classes: readonly AntibioticClass[],
  query: string,
  family = '',
): AntibioticsFilterResult {
  const words = queryWords(query);
  const totalAgents = classes.reduce((n, c) => n + c.agents.length, 0);
  const result: AntibioticsFilterResult['classes'] = [];
  for (const cls of classes) {
    if (family && cls.family !== family) continue;
    const agents = matchesAll(words, classTexts(cls))
      ? cls.agents
      : cls.agents.filter((agent) => matchesAll(words, agentTexts(cls, agent)));
    if (agents.length > 0) result.push({ cls, agents });
  }
  if (words.length > 0) {
    // Most relevant first (stable, so the reference's order breaks ties).
    const score = new Map(
      result.flatMap(({ cls, agents }) => agents.map((a) => [a, relevance(words, cls, a)])),
    );
    for (const r of result) r.agents.sort(byDescending((a) => score.get(a) ?? 0));
    result.sort(byDescending((r) => score.get(r.agents[0]!) ?? 0));
  }
  return {
    classes: result,
    shownAgents: result.reduce((n, r) => n + r.agents.length, 0),
    totalAgents,
  };
}

/** The families in the order they first appear. */
export function families(classes: readonly AntibioticClass[]): string[] {
  return [...new Set(classes.map((c) => c.family))];
}
