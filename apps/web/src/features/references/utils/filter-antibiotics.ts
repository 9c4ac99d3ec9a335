import type { AntibioticAgent, AntibioticClass } from '@boardready/contracts';
import { matchesAll, queryWords } from './search';

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

/**
 * Search across the reference: a class whose own text (name, family, mechanism, spectrum,
 * adverse effects, notes) holds every word is shown whole ('seizures', 'MRSA'); otherwise only
 * its agents whose text does ('ceftriaxone', 'pip-tazo', 'gonorrhea'). `family` narrows first.
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
