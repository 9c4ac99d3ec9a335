import {
  type AntibioticsContent,
  antibioticsContent,
  type LabValuesContent,
  labValuesContent,
} from '@boardready/contracts/references';
import { type ZodType, z } from 'zod';
// Bundled into dist/server.js by esbuild, like the catalogue (decision 0503).
import antibioticsJson from '../../../../../content/references/antibiotics.json';
import labValuesJson from '../../../../../content/references/lab-values.json';

/** Checks a content file against its schema; a broken file stops the server with a clear reason. */
export function parseContent<T>(file: string, schema: ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`content/references/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

let labValues: LabValuesContent | undefined;
let antibiotics: AntibioticsContent | undefined;

/**
 * The reference content, read-only and validated once per process (it changes only with a
 * release, so there is nothing to share between servers).
 */
export const referenceContent = {
  labValues(): LabValuesContent {
    labValues ??= parseContent('lab-values.json', labValuesContent, labValuesJson);
    return labValues;
  },
  antibiotics(): AntibioticsContent {
    antibiotics ??= parseContent('antibiotics.json', antibioticsContent, antibioticsJson);
    return antibiotics;
  },
};
