import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { BankLoadError, loadBank } from '../modules/qbank-content/load-bank';
import type { BankSource, QuestionSource } from '../modules/qbank-content/source-format';
import { toYaml } from '../modules/qbank-content/write-bank';

/** The question-bank loading tests' world: a small bank, its questions, a temporary content folder. */

/** A small valid bank; each test breaks one thing and reads the error staff would see. */
export function bankYaml(): BankSource {
  return {
    code: 'test',
    title: 'Test bank',
    specialty: 'PEDS',
    idPrefix: 'TP',
    products: ['PEDS-QA'],
    topics: [
      {
        id: 'cardiology',
        name: 'Cardiology',
        children: [
          { id: 'heart-failure', name: 'Heart failure' },
          { id: 'arrhythmias', name: 'Arrhythmias' },
        ],
      },
      {
        id: 'nephrology',
        name: 'Nephrology',
        children: [{ id: 'aki', name: 'Acute kidney injury' }],
      },
    ],
    mocLearningObjectives: [{ id: 'TP-LO-001', text: 'Manage a child in heart failure.' }],
  };
}

export function question(id: string, overrides: Partial<QuestionSource> = {}): QuestionSource {
  return {
    id,
    version: 1,
    status: 'published',
    topics: ['heart-failure'],
    curatedReview: false,
    stem: '<p>A 4-month-old infant feeds poorly.</p><table><tbody><tr><td>BNP</td><td>900 pg/mL</td></tr></tbody></table>',
    leadIn: 'Which of the following is the most likely diagnosis?',
    choices: { A: 'One', B: 'Two', C: 'Three', D: 'Four' },
    correct: 'B',
    explanation: {
      summary: '<p>Two is right.</p>',
      choices: { A: 'No.', B: 'Yes.', C: 'No.', D: 'No.' },
    },
    educationalObjective: 'Recognize two.',
    references: [{ kind: 'textbook', citation: 'A textbook of pediatrics, 22nd ed.', year: 2024 }],
    ...overrides,
  };
}

export const CATALOG = [
  { code: 'PEDS-QA', typeCode: 'qa', specialty: 'PEDS' },
  { code: 'PEDS-BOOK', typeCode: 'onlineBookCore', specialty: 'PEDS' },
  { code: 'IM-QA', typeCode: 'qa', specialty: 'IM' },
];

export const FILE = 'content/qbanks/test/questions/cardiology.yaml';
export const BANK = 'content/qbanks/test/bank.yaml';

/** A fresh content/ folder (with the catalogue) for each test, removed after it. */
export function useQbankFolder() {
  const folder = { root: '', qbanks: '' };
  beforeEach(async () => {
    folder.root = await mkdtemp(path.join(tmpdir(), 'qbank-'));
    folder.qbanks = path.join(folder.root, 'content', 'qbanks');
    await mkdir(path.join(folder.root, 'content', 'catalog'), { recursive: true });
    await writeFile(
      path.join(folder.root, 'content', 'catalog', 'products.json'),
      JSON.stringify(CATALOG),
    );
  });
  afterEach(async () => {
    await rm(folder.root, { recursive: true, force: true });
  });

  async function writeFixture(
    bank: unknown,
    files: Record<string, unknown>,
    bankFolder = 'test',
  ): Promise<string> {
    const dir = path.join(folder.qbanks, bankFolder);
    await rm(dir, { recursive: true, force: true });
    await mkdir(path.join(dir, 'questions'), { recursive: true });
    await writeFile(path.join(dir, 'bank.yaml'), typeof bank === 'string' ? bank : toYaml(bank));
    for (const [name, content] of Object.entries(files)) {
      await writeFile(
        path.join(dir, 'questions', name),
        typeof content === 'string' ? content : toYaml(content),
      );
    }
    return dir;
  }

  /** The error lines of loading a bank whose cardiology.yaml holds `questions`. */
  async function problems(
    questions: unknown,
    bank: unknown = bankYaml(),
    extra: Record<string, unknown> = {},
  ): Promise<string[]> {
    const dir = await writeFixture(bank, { 'cardiology.yaml': questions, ...extra });
    const error = await loadBank(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BankLoadError);
    return (error as BankLoadError).issues.map((issue) =>
      [issue.file, issue.questionId, issue.field, issue.message].filter(Boolean).join(': '),
    );
  }

  return { folder, writeFixture, problems };
}
