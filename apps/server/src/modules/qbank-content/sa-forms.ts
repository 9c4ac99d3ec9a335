import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { Bank, BankIssue } from './bank';
import { BankLoadError } from './load-bank';
import { SLUG } from './source-format';

/**
 * Self-assessment forms (decision 0904): `content/qbanks/<bank>/forms/<code>.yaml`, each a fixed,
 * ordered list of the bank's published questions in timed blocks, serving one of the bank's
 * products. Checked against the loaded bank; every problem is reported at once, like the banks.
 */

const formSource = z.strictObject({
  code: z.string().regex(SLUG, { error: 'a form code is lower-case words joined by hyphens' }),
  title: z.string().trim().min(1),
  product: z.string().trim().min(1),
  /** the percent score that passes; the pass-likelihood estimate is centred on it */
  passingPercent: z.number().int().min(1).max(99),
  blocks: z
    .array(
      z.strictObject({
        timeLimitMinutes: z.number().int().min(1).max(240),
        questions: z.array(z.string()).min(1).max(200),
      }),
    )
    .min(1)
    .max(20),
});

export interface SaFormBlock {
  timeLimitSeconds: number;
  questionIds: string[];
}
export interface SaFormSource {
  code: string;
  title: string;
  productCode: string;
  passingPercent: number;
  blocks: SaFormBlock[];
}

/** The forms of one bank folder (none when it has no forms/ folder). */
export async function loadSaForms(bankDir: string, bank: Bank): Promise<SaFormSource[]> {
  const formsDir = path.join(bankDir, 'forms');
  if (!existsSync(formsDir)) return [];
  const issues: BankIssue[] = [];
  const forms: SaFormSource[] = [];
  const published = new Set(
    bank.questions.filter((q) => q.status === 'published').map((q) => q.id),
  );
  for (const name of (await readdir(formsDir)).sort()) {
    const file = `content/qbanks/${bank.code}/forms/${name}`;
    if (!name.endsWith('.yaml')) {
      issues.push({ file, message: 'only <form code>.yaml files belong in forms/' });
      continue;
    }
    const document = parseDocument(await readFile(path.join(formsDir, name), 'utf8'), {
      uniqueKeys: true,
    });
    if (document.errors.length > 0) {
      issues.push({ file, message: document.errors[0]!.message.split('\n')[0]! });
      continue;
    }
    const parsed = formSource.safeParse(document.toJS());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ file, field: issue.path.join('.'), message: issue.message });
      }
      continue;
    }
    const source = parsed.data;
    if (`${source.code}.yaml` !== name) {
      issues.push({ file, field: 'code', message: `the file must be named ${source.code}.yaml` });
    }
    if (!bank.productCodes.includes(source.product)) {
      issues.push({
        file,
        field: 'product',
        message: `'${source.product}' is not a product of the bank '${bank.code}'`,
      });
    }
    const seen = new Set<string>();
    for (const id of source.blocks.flatMap((b) => b.questions)) {
      if (seen.has(id)) issues.push({ file, questionId: id, message: 'appears twice in the form' });
      else if (!published.has(id)) {
        issues.push({ file, questionId: id, message: 'is not a published question of the bank' });
      }
      seen.add(id);
    }
    forms.push({
      code: source.code,
      title: source.title,
      productCode: source.product,
      passingPercent: source.passingPercent,
      blocks: source.blocks.map((b) => ({
        timeLimitSeconds: b.timeLimitMinutes * 60,
        questionIds: b.questions,
      })),
    });
  }
  if (issues.length > 0) throw new BankLoadError(issues);
  return forms;
}
