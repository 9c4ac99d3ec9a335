import { type AntibioticClass, antibioticsContent, type LabGroup } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import reference from '../../../../../../content/references/antibiotics.json';
import { abbreviations } from './abbreviations';
import { families, filterAntibiotics } from './filter-antibiotics';
import { filterLabValues } from './filter-lab-values';
import { mention, normalize, queryWords } from './search';

const range = (conventional: string, si: string, label?: string) => ({ conventional, si, label });
const GROUPS: LabGroup[] = [
  {
    id: 'chemistry',
    name: 'Serum chemistry',
    tests: [
      {
        name: 'Sodium',
        aliases: ['Na'],
        specimen: 'Serum',
        ranges: [range('136–145 mEq/L', '136–145 mmol/L')],
      },
      {
        name: 'Potassium',
        aliases: ['K'],
        specimen: 'Serum',
        ranges: [range('3.5–5.0 mEq/L', '3.5–5.0 mmol/L')],
      },
      {
        name: 'Glucose',
        aliases: [],
        specimen: 'Plasma',
        ranges: [
          range('40–60 mg/dL', '2.2–3.3 mmol/L', 'Newborn, first day'),
          range('60–100 mg/dL', '3.3–5.6 mmol/L', 'Child'),
        ],
      },
    ],
  },
  {
    id: 'blood-gases',
    name: 'Arterial blood gases',
    tests: [{ name: 'PaCO₂', aliases: ['PCO2'], ranges: [range('35–45 mm Hg', '4.7–6.0 kPa')] }],
  },
  {
    id: 'urine',
    name: 'Urine',
    tests: [
      {
        name: 'Sodium',
        aliases: ['urine Na'],
        specimen: '24-hour urine',
        ranges: [range('40–220 mEq/24 h', '40–220 mmol/24 h')],
      },
    ],
  },
];

describe('reference search', () => {
  test('case, accents, subscripts, Greek beta and punctuation do not matter', () => {
    expect(normalize('PaCO₂')).toBe('paco2');
    expect(normalize('β-Lactamase')).toBe('beta lactamase');
    expect(normalize('Piperacillin–tazobactam')).toBe('piperacillin tazobactam');
    expect(normalize('Méningite')).toBe('meningite');
    expect(queryWords('  pip-TAZO ')).toEqual(['pip', 'tazo']);
    expect(queryWords(' – ')).toEqual([]);
  });
});

describe('[ROUTE-40] lab-value filtering', () => {
  test('no query: everything', () => {
    const result = filterLabValues(GROUPS, '  ');
    expect(result.groups[0]).toBe(GROUPS[0]);
    expect(result.groups.map((g) => g.id)).toEqual(['chemistry', 'blood-gases', 'urine']);
    expect(result).toMatchObject({ shown: 5, total: 5 });
  });

  test('by name, abbreviation or a part of a word', () => {
    expect(
      filterLabValues(GROUPS, 'potas').groups.flatMap((g) => g.tests.map((t) => t.name)),
    ).toEqual(['Potassium']);
    expect(
      filterLabValues(GROUPS, 'k').groups.flatMap((g) => g.tests.map((t) => t.name)),
    ).toContain('Potassium');
    expect(filterLabValues(GROUPS, 'paco2').groups.map((g) => g.id)).toEqual(['blood-gases']);
  });

  test('words may name the group or the specimen: "urine sodium" is the urine row only', () => {
    const result = filterLabValues(GROUPS, 'urine sodium');
    expect(result.groups.map((g) => g.id)).toEqual(['urine']);
    expect(result).toMatchObject({ shown: 1, total: 5 });
  });

  test('a group name keeps the whole group', () => {
    expect(filterLabValues(GROUPS, 'chemistry').groups[0]!.tests).toHaveLength(3);
  });

  test('range labels are searchable: "newborn" finds the age-banded rows', () => {
    expect(
      filterLabValues(GROUPS, 'newborn').groups.flatMap((g) => g.tests.map((t) => t.name)),
    ).toEqual(['Glucose']);
  });

  test('no match: no groups, and the counts say so', () => {
    expect(filterLabValues(GROUPS, 'zzz')).toEqual({ groups: [], shown: 0, total: 5 });
  });
});

const agent = (name: string, spectrum: string, aliases: string[] = []) => ({
  name,
  aliases,
  routes: ['IV' as const],
  spectrum,
});
const CLASSES: AntibioticClass[] = [
  {
    id: 'carbapenems',
    name: 'Carbapenems',
    family: 'Beta-lactams',
    mechanism: 'PBP binding.',
    spectrum: 'ESBL producers and anaerobes.',
    adverseEffects: ['Seizures'],
    notes: [],
    agents: [agent('Meropenem', 'Meningitis.'), agent('Ertapenem', 'Once daily; no Pseudomonas.')],
  },
  {
    id: 'penicillin-inhibitor-combinations',
    name: 'Penicillin–β-lactamase inhibitor combinations',
    family: 'Beta-lactams',
    mechanism: 'A penicillin plus an inhibitor.',
    spectrum: 'Anaerobes.',
    adverseEffects: ['Hypersensitivity'],
    notes: [],
    agents: [agent('Piperacillin–tazobactam', 'Antipseudomonal.', ['Zosyn', 'pip-tazo'])],
  },
  {
    id: 'glycopeptides',
    name: 'Glycopeptides',
    family: 'Cell-wall agents',
    mechanism: 'D-Ala-D-Ala binding.',
    spectrum: 'MRSA.',
    adverseEffects: ['Nephrotoxicity'],
    notes: ['Oral vancomycin treats C. difficile.'],
    agents: [agent('Vancomycin', 'MRSA bacteremia.')],
  },
];

describe('[ROUTE-38] antibiotic search', () => {
  test('a class-level match (an adverse effect) shows the whole class', () => {
    const result = filterAntibiotics(CLASSES, 'seizures');
    expect(result.classes.map((r) => [r.cls.id, r.agents.length])).toEqual([['carbapenems', 2]]);
  });

  test('an agent, by name or alias, shows that agent only', () => {
    expect(
      filterAntibiotics(CLASSES, 'erta').classes.map((r) => r.agents.map((a) => a.name)),
    ).toEqual([['Ertapenem']]);
    expect(filterAntibiotics(CLASSES, 'pip-tazo').classes[0]!.agents[0]!.name).toBe(
      'Piperacillin–tazobactam',
    );
    expect(filterAntibiotics(CLASSES, 'zosyn').shownAgents).toBe(1);
  });

  test('"beta lactamase" finds the class written with β', () => {
    expect(filterAntibiotics(CLASSES, 'beta lactamase').classes.map((r) => r.cls.id)).toEqual([
      'penicillin-inhibitor-combinations',
    ]);
  });

  test('a family narrows first; counts cover the whole reference', () => {
    const result = filterAntibiotics(CLASSES, '', 'Cell-wall agents');
    expect(result.classes.map((r) => r.cls.id)).toEqual(['glycopeptides']);
    expect(result).toMatchObject({ shownAgents: 1, totalAgents: 4 });
    expect(filterAntibiotics(CLASSES, 'mrsa', 'Beta-lactams').classes).toEqual([]);
  });

  test('a sentence that denies a word is told from one that names it', () => {
    expect(mention('mrsa', 'Streptococci. No activity against MRSA, enterococci.')).toBe('denied');
    expect(mention('mrsa', 'Like every cephalosporin, (except ceftaroline) no MRSA.')).toBe(
      'denied',
    );
    expect(mention('mrsa', 'Gram-positives only: MRSA and MSSA (not VRE).')).toBe('plain');
    expect(mention('mrsa', 'Enterococci.')).toBe('none');
  });

  test('issue 22: "MRSA" lists the agents that cover it before the classes that say they do not', () => {
    const content = antibioticsContent.parse(reference);
    const { classes } = filterAntibiotics(content.classes, 'MRSA');
    const covers = ({ cls, agents }: (typeof classes)[number]) =>
      mention('mrsa', cls.spectrum) === 'plain' ||
      agents.some((a) => mention('mrsa', a.spectrum) === 'plain');
    const flags = classes.map(covers);
    // every class that covers MRSA, then every one that only says it does not
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    expect(flags.at(-1)).toBe(false);
    expect(mention('mrsa', classes[0]!.agents[0]!.spectrum)).toBe('plain');
  });

  test('families in the order they first appear', () => {
    expect(families(CLASSES)).toEqual(['Beta-lactams', 'Cell-wall agents']);
  });
});

describe('abbreviations shown beside a name', () => {
  test('abbreviations yes, search-only synonyms no', () => {
    expect(abbreviations(['K', 'HbA1c', 'blood sugar', 'urine Na', 'pip-tazo', 'TMP-SMX'])).toEqual(
      ['K', 'HbA1c', 'TMP-SMX'],
    );
  });
});
