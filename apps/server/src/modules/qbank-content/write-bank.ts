import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Bank, BankQuestion } from './bank';
import type { BankSource, QuestionSource } from './source-format';

/**
 * The other direction: a typed bank back into its source files, in the layout and field order of
 * content/qbanks/README.md. Loading what this writes gives the same bank (a tested round trip), so
 * tools and generated banks produce files staff can read and edit.
 */

export function bankSource(bank: Bank): BankSource {
  return {
    code: bank.code,
    title: bank.title,
    specialty: bank.specialty,
    idPrefix: bank.idPrefix,
    products: bank.productCodes,
    topics: bank.topics,
    ...(bank.mocLearningObjectives.length > 0
      ? { mocLearningObjectives: bank.mocLearningObjectives }
      : {}),
  };
}

export function questionSource(q: BankQuestion): QuestionSource {
  return {
    id: q.id,
    version: q.version,
    status: q.status,
    topics: q.topicIds,
    curatedReview: q.curatedReview,
    ...(q.mocLearningObjectiveIds.length > 0
      ? { mocLearningObjectives: q.mocLearningObjectiveIds }
      : {}),
    stem: q.stem,
    leadIn: q.leadIn,
    choices: Object.fromEntries(q.choices.map((c) => [c.key, c.text])),
    correct: q.correctKey,
    explanation: {
      summary: q.explanationSummary,
      choices: Object.fromEntries(q.choices.map((c) => [c.key, c.explanation])),
    },
    educationalObjective: q.educationalObjective,
    references: q.references,
  };
}

/** The bank's files as `bank path → YAML text`, questions grouped by their source file. */
export function bankFiles(bank: Bank): Map<string, string> {
  const files = new Map<string, string>([['bank.yaml', toYaml(bankSource(bank))]]);
  const byFile = new Map<string, QuestionSource[]>();
  for (const question of bank.questions) {
    const list = byFile.get(question.sourceFile) ?? [];
    list.push(questionSource(question));
    byFile.set(question.sourceFile, list);
  }
  for (const [file, questions] of byFile) files.set(file, toYaml(questions));
  return files;
}

/** Writes a bank as content/qbanks/<code>/ under `qbanksDir`; returns the bank folder. */
export async function writeBank(qbanksDir: string, bank: Bank): Promise<string> {
  const bankDir = path.join(qbanksDir, bank.code);
  await mkdir(path.join(bankDir, 'questions'), { recursive: true });
  for (const [file, text] of bankFiles(bank)) {
    await writeFile(path.join(bankDir, file), text);
  }
  return bankDir;
}

export function toYaml(data: unknown): string {
  return stringify(data, { lineWidth: 100, blockQuote: 'literal' });
}
