import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Reference pages behind Helpful Stuff: normal lab values per specialty and the antibiotics
 * reference (decision 0503). The content lives in content/references/*.json; the server
 * validates it with these schemas when it loads and serves it read-only.
 */

const text = z.string().trim().min(1);

/** Ids are anchors in the page: the first one used twice, if any. */
const firstDuplicate = (ids: string[]) => ids.find((id, i) => ids.indexOf(id) !== i);

/** One reference interval in both unit systems, and when it holds (absent: always). */
export const labRange = z.strictObject({
  /** for whom or when: 'Male', '1–3 days', 'Age ≥ 75 years', '8 AM', 'Acceptable' */
  label: text.optional(),
  /** conventional (US) units, the unit written with the value: '136–145 mEq/L' */
  conventional: text,
  /** SI units: '136–145 mmol/L' */
  si: text,
});
export type LabRange = z.infer<typeof labRange>;

export const labTest = z.strictObject({
  name: text,
  /** other names a learner might type: 'K', 'Hgb', 'A1c' */
  aliases: z.array(text).default([]),
  /** serum, plasma, whole blood, arterial blood, urine, CSF… */
  specimen: text.optional(),
  ranges: z.array(labRange).min(1),
  note: text.optional(),
});
export type LabTest = z.infer<typeof labTest>;

export const labGroup = z.strictObject({
  /** a stable anchor: 'chemistry', 'hematology' */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: text,
  tests: z.array(labTest).min(1),
});
export type LabGroup = z.infer<typeof labGroup>;

/** Specialties in a lab-values URL, lower case as the routes write them. */
export const labValuesSpecialty = z.enum(['im', 'peds', 'ms']);
export type LabValuesSpecialty = z.infer<typeof labValuesSpecialty>;

/** A specialty's page: its title and the name of the table it shows. */
const specialtyTable = z.strictObject({ title: text, table: text });

/** The content file: one table per population, and which table each specialty shows. */
export const labValuesContent = z
  .strictObject({
    /** what the tables were written from (kinds of source), shown under each table */
    sources: z.array(text).min(1),
    disclaimer: text,
    tables: z.record(
      z.string(),
      z.strictObject({ population: text, groups: z.array(labGroup).min(1) }),
    ),
    specialties: z.strictObject({ im: specialtyTable, peds: specialtyTable, ms: specialtyTable }),
  })
  .superRefine((content, ctx) => {
    for (const [specialty, { table }] of Object.entries(content.specialties)) {
      if (!content.tables[table]) {
        ctx.addIssue({
          code: 'custom',
          path: ['specialties', specialty, 'table'],
          message: `No table named '${table}'.`,
        });
      }
    }
    for (const [name, table] of Object.entries(content.tables)) {
      const duplicate = firstDuplicate(table.groups.map((g) => g.id));
      if (duplicate) {
        ctx.addIssue({
          code: 'custom',
          path: ['tables', name, 'groups'],
          message: `Group id '${duplicate}' is used twice.`,
        });
      }
    }
  });
export type LabValuesContent = z.infer<typeof labValuesContent>;

/** What a lab-values page (or a Q&A pop-up) shows for one specialty. */
export const labValuesTable = z.object({
  specialty: labValuesSpecialty,
  /** 'Internal Medicine' */
  title: z.string(),
  /** 'Adults' or 'Infants, children and adolescents' */
  population: z.string(),
  groups: z.array(labGroup),
  sources: z.array(z.string()),
  disclaimer: z.string(),
});
export type LabValuesTable = z.infer<typeof labValuesTable>;

export const antibioticRoute = z.enum(['PO', 'IV', 'IM', 'Topical', 'Inhaled']);

export const antibioticAgent = z.strictObject({
  name: text,
  /** other names: brand names, abbreviations ('TMP-SMX', 'pip-tazo') */
  aliases: z.array(text).default([]),
  routes: z.array(antibioticRoute).min(1),
  /** what this agent adds to (or lacks from) the class's spectrum */
  spectrum: text,
  notes: text.optional(),
});
export type AntibioticAgent = z.infer<typeof antibioticAgent>;

export const antibioticClass = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: text,
  /** the family it belongs to, for grouping: 'Beta-lactams' */
  family: text,
  mechanism: text,
  /** the class in one or two sentences: what it covers and what it misses */
  spectrum: text,
  adverseEffects: z.array(text).min(1),
  notes: z.array(text).default([]),
  agents: z.array(antibioticAgent).min(1),
});
export type AntibioticClass = z.infer<typeof antibioticClass>;

export const antibioticsContent = z
  .strictObject({
    sources: z.array(text).min(1),
    disclaimer: text,
    classes: z.array(antibioticClass).min(1),
  })
  .superRefine((content, ctx) => {
    const duplicate = firstDuplicate(content.classes.map((c) => c.id));
    if (duplicate) {
      ctx.addIssue({
        code: 'custom',
        path: ['classes'],
        message: `Class id '${duplicate}' is used twice.`,
      });
    }
  });
export type AntibioticsContent = z.infer<typeof antibioticsContent>;

export const antibioticsReference = z.object({
  classes: z.array(antibioticClass),
  sources: z.array(z.string()),
  disclaimer: z.string(),
});
export type AntibioticsReference = z.infer<typeof antibioticsReference>;

export const referenceEndpoints = {
  labValues: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/references/labvalues/:specialty',
    summary: 'Normal lab values for one specialty (im, peds, ms), grouped, in both unit systems.',
    access: 'signedIn',
    params: z.object({
      specialty: z.enum(labValuesSpecialty.options, {
        error: 'There is no lab-values table for that specialty. Use im, peds or ms.',
      }),
    }),
    response: labValuesTable,
  }),
  antibiotics: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/references/antibiotics',
    summary: 'The antibiotics reference: classes, agents, spectrum, adverse effects and notes.',
    access: 'signedIn',
    response: antibioticsReference,
  }),
};
