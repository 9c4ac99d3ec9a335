import { BankContext, zodIssues } from './bank-checks';
import {
  bankSourceSchema,
  type ChoiceKey,
  type QuestionStatus,
  questionFileSchema,
  type ReferenceSource,
  type Specialty,
} from './source-format';

/**
 * A question bank as the rest of the server sees it: typed, validated, with the choices in order
 * and each choice's explanation beside it. `buildBank` turns parsed source files into one, or into
 * the list of what is wrong with them; it touches no file system (load-bank.ts does).
 */

export interface Topic {
  id: string;
  name: string;
}
export interface TopicGroup extends Topic {
  children: Topic[];
}
export interface MocLearningObjective {
  id: string;
  text: string;
}
export type Reference = ReferenceSource;
export interface BankChoice {
  key: ChoiceKey;
  text: string;
  explanation: string;
}
export interface BankQuestion {
  id: string;
  version: number;
  status: QuestionStatus;
  /** Leaf topics of the bank's tree. */
  topicIds: string[];
  curatedReview: boolean;
  mocLearningObjectiveIds: string[];
  stem: string;
  leadIn: string;
  choices: BankChoice[];
  correctKey: ChoiceKey;
  explanationSummary: string;
  educationalObjective: string;
  references: Reference[];
  /** The file it came from, relative to the bank folder: `questions/<topic>.yaml`. */
  sourceFile: string;
  /** SHA-256 of what a learner reads; a change without a version bump is a mistake to report. */
  contentHash: string;
}
export interface Bank {
  code: string;
  title: string;
  specialty: Specialty;
  idPrefix: string;
  productCodes: string[];
  topics: TopicGroup[];
  mocLearningObjectives: MocLearningObjective[];
  questions: BankQuestion[];
}

/** A product of content/catalog/products.json, as far as a bank needs it. */
export interface CatalogProduct {
  code: string;
  typeCode: string;
  specialty: string;
}

export interface BankIssue {
  /** The file as shown to staff, e.g. content/qbanks/im/questions/cardiology.yaml. */
  file: string;
  questionId?: string;
  field?: string;
  message: string;
}

/** `file: question: field: message`, the one line staff read for each problem. */
export function formatIssue(issue: BankIssue): string {
  return [issue.file, issue.questionId, issue.field, issue.message]
    .filter((part) => part !== undefined && part !== '')
    .join(': ');
}

export interface SourceFile {
  /** The path shown in errors. */
  displayPath: string;
  /** The path inside the bank (deck) folder: `bank.yaml`, `questions/<topic>.yaml`, `cards/…`. */
  bankPath: string;
  data: unknown;
}

export interface BuildOptions {
  /** The bank's folder name, which must equal its code. */
  folderName?: string;
  /** The product catalogue; without it, product codes are not checked. */
  catalog?: CatalogProduct[];
  /** Whether an /content/images/… path names a file; without it, files are not checked. */
  imageExists?: (src: string) => boolean;
}

export type BuildResult = { ok: true; bank: Bank } | { ok: false; issues: BankIssue[] };

export function buildBank(
  bankFile: SourceFile,
  questionFiles: SourceFile[],
  options: BuildOptions = {},
): BuildResult {
  const issues: BankIssue[] = [];
  const parsed = bankSourceSchema.safeParse(bankFile.data);
  if (!parsed.success) {
    for (const issue of zodIssues(parsed.error, bankFile.data)) {
      issues.push({ file: bankFile.displayPath, ...issue });
    }
    return { ok: false, issues };
  }
  const source = parsed.data;
  const context = new BankContext(source, options, (field, message) =>
    issues.push({ file: bankFile.displayPath, field, message }),
  );

  const questions: BankQuestion[] = [];
  const firstFileOf = new Map<string, string>();
  for (const file of questionFiles) {
    const report = (questionId: string | undefined, field: string | undefined, message: string) =>
      issues.push({ file: file.displayPath, questionId, field, message });
    const fileTopic = file.bankPath.replace(/^questions\//, '').replace(/\.yaml$/, '');
    if (!context.topics.groups.has(fileTopic)) {
      report(
        undefined,
        undefined,
        `a questions file is named after a top-level topic (${[...context.topics.groups.keys()].join(', ')})`,
      );
    }
    const list = questionFileSchema.safeParse(file.data ?? []);
    if (!list.success) {
      report(undefined, undefined, 'a questions file is a list of questions (- id: …)');
      continue;
    }
    list.data.forEach((raw, index) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const label = typeof rawId === 'string' && rawId ? rawId : `question ${index + 1}`;
      const question = context.question(raw, file.bankPath, fileTopic, (field, message) =>
        report(label, field, message),
      );
      if (!question) return;
      const earlier = firstFileOf.get(question.id);
      if (earlier !== undefined) {
        report(label, 'id', `the id is used twice in the bank (also in ${earlier})`);
        return;
      }
      firstFileOf.set(question.id, file.displayPath);
      questions.push(question);
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    bank: {
      code: source.code,
      title: source.title,
      specialty: source.specialty,
      idPrefix: source.idPrefix,
      productCodes: source.products,
      topics: source.topics.map(({ id, name, children }) => ({
        id,
        name,
        children: children.map((child) => ({ id: child.id, name: child.name })),
      })),
      mocLearningObjectives: (source.mocLearningObjectives ?? []).map(({ id, text }) => ({
        id,
        text,
      })),
      questions,
    },
  };
}

export { contentHash, zodIssues } from './bank-checks';
