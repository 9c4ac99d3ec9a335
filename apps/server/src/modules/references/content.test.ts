import {
  antibioticsContent,
  type LabTest,
  labValuesContent,
} from '@boardready/contracts/references';
import { describe, expect, test } from 'vitest';
import antibioticsJson from '../../../../../content/references/antibiotics.json';
import labValuesJson from '../../../../../content/references/lab-values.json';
import { parseContent } from './content-repository';

const labValues = parseContent('lab-values.json', labValuesContent, labValuesJson);
const antibiotics = parseContent('antibiotics.json', antibioticsContent, antibioticsJson);

/**
 * The numbers of a value as written, leaving out the parts of units that hold digits
 * ('× 10⁹/L', '/1.73 m²', '/24 h') and thousands separators.
 */
function numbers(value: string): number[] {
  const cleaned = value
    .replace(/×\s*10\S*/g, '')
    .replace(/\/1\.73 m²/g, '')
    .replace(/\/24 h/g, '')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/−/g, '-');
  return [...cleaned.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** A value's units: what is left without its numbers, comparison signs and dashes. */
function unitsOf(value: string): string {
  return value
    .replace(/[-−–<>≥≤±+]|\bto\b|(?<![×^])\d+(?:[.,]\d+)?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Half a unit in the last written decimal, relative to the value: what rounding can explain. */
function roundingError(written: number): number {
  const decimals = (String(written).split('.')[1] ?? '').length;
  return (0.5 * 10 ** -decimals) / Math.abs(written);
}

/** Conversions that are not a plain factor. */
const AFFINE = new Set(['Hemoglobin A1c']);

describe('[ROUTE-40] [ROUTE-41] [ROUTE-42] the lab-value content', () => {
  const tables = Object.entries(labValues.tables);

  test('IM and MS show the adult table, PEDS the pediatric one', () => {
    expect(labValues.specialties.im.table).toBe('adult');
    expect(labValues.specialties.ms.table).toBe('adult');
    expect(labValues.specialties.peds.table).toBe('pediatric');
  });

  test('each table covers the usual groups', () => {
    for (const [, table] of tables) {
      const ids = table.groups.map((g) => g.id);
      for (const id of [
        'chemistry',
        'hematology',
        'blood-gases',
        'lipids',
        'endocrine',
        'urine',
        'csf',
      ]) {
        expect(ids).toContain(id);
      }
    }
    expect(labValues.tables.adult!.groups.map((g) => g.id)).toEqual(
      expect.arrayContaining(['liver', 'coagulation', 'iron-vitamins', 'drug-levels']),
    );
  });

  test('the pediatric table is banded by age', () => {
    const hematology = labValues.tables.pediatric!.groups.find((g) => g.id === 'hematology')!;
    const hemoglobin = hematology.tests.find((t) => t.name === 'Hemoglobin')!;
    expect(hemoglobin.ranges.map((r) => r.label)).toEqual([
      '1–3 days',
      '2 weeks',
      '1 month',
      '2 months',
      '6 months–2 years',
      '2–6 years',
      '6–12 years',
      '12–18 years, male',
      '12–18 years, female',
    ]);
  });

  test('anchor values are the standard ones', () => {
    const find = (table: string, name: string): LabTest =>
      labValues.tables[table]!.groups.flatMap((g) => g.tests).find((t) => t.name === name)!;
    expect(find('adult', 'Sodium').ranges[0]).toEqual({
      conventional: '136–145 mEq/L',
      si: '136–145 mmol/L',
    });
    expect(find('adult', 'Thyroid-stimulating hormone').ranges[0]!.si).toBe('0.4–4.0 mU/L');
    expect(find('adult', 'Hemoglobin').ranges.map((r) => r.label)).toEqual(['Male', 'Female']);
  });

  test('within a table, test names are unique inside each group and every range is labelled when a test has several', () => {
    for (const [, table] of tables) {
      for (const group of table.groups) {
        const names = group.tests.map((t) => t.name);
        expect(new Set(names).size, group.name).toBe(names.length);
        for (const t of group.tests) {
          if (t.ranges.length > 1) {
            expect(
              t.ranges.every((r) => r.label),
              `${group.name}: ${t.name}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  test('the SI value of every range is the conventional value times one factor per pair of units', () => {
    for (const [tableName, table] of tables) {
      for (const group of table.groups) {
        for (const t of group.tests) {
          if (AFFINE.has(t.name)) continue;
          const where = `${tableName} / ${group.name} / ${t.name}`;
          // one factor per pair of units (a test may be given in two kinds of unit, e.g. AUC and trough)
          const factors = new Map<string, { value: number; error: number }>();
          for (const range of t.ranges) {
            const units = `${unitsOf(range.conventional)} | ${unitsOf(range.si)}`;
            const conv = numbers(range.conventional);
            const si = numbers(range.si);
            expect(si.length, `${where}: ${range.conventional} vs ${range.si}`).toBe(conv.length);
            conv.forEach((c, i) => {
              const s = si[i]!;
              if (c === 0 || s === 0) {
                expect(s, `${where}: zero in one unit only`).toBe(c);
                return;
              }
              const value = s / c;
              const error = roundingError(c) + roundingError(s);
              const factor = factors.get(units);
              if (!factor) {
                factors.set(units, { value, error });
                return;
              }
              const allowed = factor.error + error + 0.01;
              expect(
                Math.abs(value / factor.value - 1),
                `${where}: ${c} → ${s} breaks the factor ${factor.value.toFixed(4)}`,
              ).toBeLessThanOrEqual(allowed);
            });
          }
        }
      }
    }
  });
});

describe('[ROUTE-38] the antibiotics content', () => {
  test('classes with agents, spectrum, adverse effects and notes', () => {
    expect(antibiotics.classes.length).toBeGreaterThanOrEqual(20);
    const agents = antibiotics.classes.flatMap((c) => c.agents.map((a) => a.name));
    expect(new Set(agents).size).toBe(agents.length);
    for (const name of ['Vancomycin', 'Ceftriaxone', 'Piperacillin–tazobactam', 'Doxycycline']) {
      expect(agents).toContain(name);
    }
    for (const c of antibiotics.classes) {
      expect(c.adverseEffects.length, c.name).toBeGreaterThan(0);
      expect(c.spectrum.length, c.name).toBeGreaterThan(20);
    }
  });
});

describe('a broken content file stops the server with the reason', () => {
  test('a range without its SI value', () => {
    const broken = structuredClone(labValuesJson) as typeof labValuesJson;
    (broken.tables.adult.groups[0]!.tests[0]!.ranges[0] as { si?: string }).si = undefined;
    expect(() => parseContent('lab-values.json', labValuesContent, broken)).toThrowError(
      /lab-values\.json is invalid[\s\S]*tables\.adult\.groups\[0\]\.tests\[0\]\.ranges\[0\]\.si/,
    );
  });

  test('a group id used twice, a specialty pointing at no table', () => {
    const broken = structuredClone(labValuesJson) as typeof labValuesJson;
    broken.tables.adult.groups.push(broken.tables.adult.groups[0]!);
    broken.specialties.ms.table = 'students';
    expect(() => parseContent('lab-values.json', labValuesContent, broken)).toThrowError(
      /No table named 'students'[\s\S]*Group id 'chemistry' is used twice/,
    );
  });

  test('an antibiotic without routes', () => {
    const broken = structuredClone(antibioticsJson) as typeof antibioticsJson;
    broken.classes[0]!.agents[0]!.routes = [];
    expect(() => parseContent('antibiotics.json', antibioticsContent, broken)).toThrowError(
      /antibiotics\.json is invalid[\s\S]*routes/,
    );
  });
});
