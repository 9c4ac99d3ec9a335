import type { AntibioticsReference, LabValuesTable } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

const labValuesUrl = (specialty: string) => `/api/2.0/references/labvalues/${specialty}`;
const ANTIBIOTICS = '/api/2.0/references/antibiotics';

describe('reference endpoints', () => {
  let t: TestApp;
  let learner: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'newbie@demo.test'));
  });
  afterAll(() => t.close());

  test('[ROUTE-43] [ROUTE-39] signed out: 401 on every reference', async () => {
    for (const url of [labValuesUrl('im'), labValuesUrl('peds'), labValuesUrl('ms'), ANTIBIOTICS]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
  });

  test('[ROUTE-40] IM: the adult table, grouped, in both unit systems', async () => {
    const response = await learner({ method: 'GET', url: labValuesUrl('im') });
    expect(response.statusCode).toBe(200);
    const table = response.json() as LabValuesTable;
    expect(table).toMatchObject({
      specialty: 'im',
      title: 'Internal Medicine',
      population: 'Adults',
    });
    expect(table.groups.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Serum chemistry', 'Hematology', 'Arterial blood gases', 'Lipids']),
    );
    const potassium = table.groups[0]!.tests.find((x) => x.name === 'Potassium')!;
    expect(potassium.ranges).toEqual([{ conventional: '3.5–5.0 mEq/L', si: '3.5–5.0 mmol/L' }]);
    expect(potassium.aliases).toContain('K');
    expect(table.sources.length).toBeGreaterThan(0);
    expect(table.disclaimer).toMatch(/use the intervals your laboratory reports/);
  });

  test('[ROUTE-41] PEDS: the pediatric table with age bands', async () => {
    const table = (
      await learner({ method: 'GET', url: labValuesUrl('peds') })
    ).json() as LabValuesTable;
    expect(table).toMatchObject({
      specialty: 'peds',
      title: 'Pediatrics',
      population: 'Infants, children and adolescents',
    });
    const potassium = table.groups.flatMap((g) => g.tests).find((x) => x.name === 'Potassium')!;
    expect(potassium.ranges.map((r) => r.label)).toEqual([
      'Newborn',
      'Infant',
      'Child',
      'Adolescent',
    ]);
  });

  test('[ROUTE-42] MS: the adult table under its own title', async () => {
    const [ms, im] = await Promise.all(
      ['ms', 'im'].map(
        async (s) =>
          (await learner({ method: 'GET', url: labValuesUrl(s) })).json() as LabValuesTable,
      ),
    );
    expect(ms!.title).toBe('Medical Students');
    expect(ms!.groups).toEqual(im!.groups);
  });

  test('an unknown specialty is a 400 that says which ones exist', async () => {
    for (const bad of ['xx', 'IM', 'none']) {
      const response = await learner({ method: 'GET', url: labValuesUrl(bad) });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message).toMatch(/im, peds or ms/);
    }
  });

  test('[ROUTE-38] the antibiotics reference: classes, agents, spectrum, adverse effects, notes', async () => {
    const response = await learner({ method: 'GET', url: ANTIBIOTICS });
    expect(response.statusCode).toBe(200);
    const reference = response.json() as AntibioticsReference;
    const carbapenems = reference.classes.find((c) => c.id === 'carbapenems')!;
    expect(carbapenems.family).toBe('Beta-lactams');
    expect(carbapenems.agents.map((a) => a.name)).toEqual([
      'Imipenem–cilastatin',
      'Meropenem',
      'Ertapenem',
    ]);
    expect(carbapenems.adverseEffects.join(' ')).toMatch(/Seizures/);
    expect(carbapenems.notes.length).toBeGreaterThan(0);
    expect(reference.disclaimer).toMatch(/not a prescribing guide/);
  });
});
