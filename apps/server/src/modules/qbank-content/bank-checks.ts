import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { BankQuestion, BuildOptions, CatalogProduct } from './bank';
import { checkRichText, type RichTextKind } from './rich-text';
import {
  type BankSource,
  CHOICE_KEYS,
  type ChoiceKey,
  MIN_CHOICES,
  type ParsedQuestionSource,
  questionSourceSchema,
  type Specialty,
} from './source-format';

/**
 * The checks buildBank runs (bank.ts): the bank-wide facts (topics, objectives, products, the id
 * pattern) and each question against them, its choices and rich text; the content hash of what a
 * learner reads; zod's issues as the sentences staff read.
 */

const QUESTION_PRODUCT_TYPES = ['qa', 'qa_sa'];

export type Report = (field: string | undefined, message: string) => void;

/** The bank-wide facts questions are checked against, checked themselves on the way in. */
export class BankContext {
  readonly topics: TopicTree;
  private readonly objectives = new Set<string>();
  private readonly idPattern: RegExp;

  constructor(
    private readonly source: BankSource,
    private readonly options: BuildOptions,
    report: Report,
  ) {
    this.idPattern = entryIdPattern(source.idPrefix);
    checkHeader(source, options, { typeCodes: QUESTION_PRODUCT_TYPES, what: 'question' }, report);
    const seen = new Set<string>();
    const unique = (id: string) => {
      if (seen.has(id)) report('topics', `the topic id '${id}' is used twice`);
      seen.add(id);
    };
    for (const group of source.topics) {
      unique(group.id);
      for (const child of group.children) unique(child.id);
    }
    this.topics = new TopicTree(source.topics, 'bank.yaml');
    const objectives = source.mocLearningObjectives ?? [];
    if (source.specialty !== 'PEDS' && objectives.length > 0) {
      report('mocLearningObjectives', 'only PEDS banks have MOC learning objectives');
    }
    for (const objective of objectives) {
      if (this.objectives.has(objective.id)) {
        report('mocLearningObjectives', `the id '${objective.id}' is used twice`);
      }
      this.objectives.add(objective.id);
    }
  }

  /** One question checked and typed, or undefined after reporting what is wrong with it. */
  question(raw: unknown, bankPath: string, fileTopic: string, report: Report) {
    const q = parseEntry(raw, questionSourceSchema, 'a question', report);
    if (!q) return undefined;
    const { fail, isFine } = tracked(report);
    checkEntryId(q.id, this.idPattern, this.source.idPrefix, fail);
    this.topics.checkTags(q.topics, fileTopic, fail);
    this.checkObjectives(q.mocLearningObjectives ?? [], fail);
    const keys = checkChoices(q, fail);
    this.checkRichTexts(q, fail);
    if (!isFine() || !keys) return undefined;
    const question: BankQuestion = {
      id: q.id,
      version: q.version,
      status: q.status,
      topicIds: q.topics,
      curatedReview: q.curatedReview,
      mocLearningObjectiveIds: q.mocLearningObjectives ?? [],
      stem: q.stem,
      leadIn: q.leadIn,
      choices: keys.map((key) => ({
        key,
        text: q.choices[key]!,
        explanation: q.explanation.choices[key]!,
      })),
      correctKey: q.correct as ChoiceKey,
      explanationSummary: q.explanation.summary,
      educationalObjective: q.educationalObjective,
      references: q.references,
      sourceFile: bankPath,
      contentHash: '',
    };
    question.contentHash = contentHash(question);
    return question;
  }

  private checkObjectives(ids: string[], fail: Report) {
    if (ids.length === 0) return;
    if (this.source.specialty !== 'PEDS') {
      fail('mocLearningObjectives', 'only PEDS questions have MOC learning objectives');
      return;
    }
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) fail('mocLearningObjectives', `'${id}' is listed twice`);
      seen.add(id);
      if (!this.objectives.has(id)) {
        fail('mocLearningObjectives', `there is no learning objective '${id}' in bank.yaml`);
      }
    }
  }

  private checkRichTexts(q: ParsedQuestionSource, fail: Report) {
    const check = (field: string, html: string, kind: RichTextKind) => {
      const problems = checkRichText(html, { kind, imageExists: this.options.imageExists });
      for (const problem of problems) fail(field, problem);
    };
    check('stem', q.stem, 'block');
    check('leadIn', q.leadIn, 'inline');
    if (!q.leadIn.trim().endsWith('?')) fail('leadIn', 'the lead-in is a question: end it with ?');
    for (const [key, text] of Object.entries(q.choices)) check(`choices.${key}`, text, 'inline');
    check('explanation.summary', q.explanation.summary, 'block');
    for (const [key, text] of Object.entries(q.explanation.choices)) {
      check(`explanation.choices.${key}`, text, 'block');
    }
    check('educationalObjective', q.educationalObjective, 'inline');
    q.references.forEach((reference, i) => {
      if (/[<>]|&[a-z#]/i.test(reference.citation)) {
        fail(`references.${i}.citation`, 'a citation is plain text, without HTML or entities');
      }
    });
  }
}

/** A bank's two-level topic tree, and how an item (a question, a flash card) is tagged with it. */
export class TopicTree {
  /** top-level topic → its leaves */
  readonly groups = new Map<string, Set<string>>();
  /** leaf → its top-level topic */
  private readonly leaves = new Map<string, string>();

  /** `where` names the tree in messages: `bank.yaml`, `bank im`. */
  constructor(
    topics: readonly { id: string; children: readonly { id: string }[] }[],
    private readonly where: string,
  ) {
    for (const group of topics) {
      this.groups.set(group.id, new Set(group.children.map((child) => child.id)));
      for (const child of group.children) this.leaves.set(child.id, group.id);
    }
  }

  /** Leaf topics of the tree, each once, at least one under the top-level topic of the file. */
  checkTags(topics: string[], fileTopic: string, fail: Report) {
    const seen = new Set<string>();
    for (const id of topics) {
      if (seen.has(id)) fail('topics', `'${id}' is listed twice`);
      seen.add(id);
      if (this.groups.has(id)) {
        const example = [...(this.groups.get(id) ?? [])][0];
        fail('topics', `'${id}' is a top-level topic: tag a topic under it, such as '${example}'`);
      } else if (!this.leaves.has(id)) {
        fail('topics', `there is no topic '${id}' in ${this.where}`);
      }
    }
    if (this.groups.has(fileTopic) && !topics.some((id) => this.leaves.get(id) === fileTopic)) {
      fail('topics', `none of the topics is under '${fileTopic}', the topic of this file`);
    }
  }
}

/** Product codes listed once each, catalogue products of one of `typeCodes` and the specialty. */
/** The ids of a content file's entries: its prefix, a hyphen and four or more digits. */
export const entryIdPattern = (prefix: string) => new RegExp(`^${prefix}-\\d{4,}$`);

/** What a bank.yaml and a deck.yaml share: the code is the folder's, the products are of its kind. */
export function checkHeader(
  source: { code: string; specialty: Specialty; products: string[] },
  options: { folderName?: string | undefined; catalog?: CatalogProduct[] | undefined },
  kind: { typeCodes: readonly string[]; what: string },
  report: Report,
) {
  if (options.folderName !== undefined && options.folderName !== source.code) {
    report('code', `the code '${source.code}' differs from the folder '${options.folderName}'`);
  }
  checkProducts(
    source.products,
    { catalog: options.catalog, ...kind, specialty: source.specialty },
    (message) => report('products', message),
  );
}

export function checkProducts(
  codes: string[],
  rule: {
    catalog?: CatalogProduct[];
    typeCodes: readonly string[];
    /** the kind of product in messages: question, flash-card */
    what: string;
    specialty: Specialty;
  },
  report: (message: string) => void,
) {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) report(`'${code}' is listed twice`);
    seen.add(code);
    if (!rule.catalog) continue;
    const product = rule.catalog.find((p) => p.code === code);
    if (!product) {
      report(`'${code}' is not in content/catalog/products.json`);
    } else if (!rule.typeCodes.includes(product.typeCode)) {
      report(`'${code}' is a ${product.typeCode} product, not a ${rule.what} product`);
    } else if (product.specialty !== rule.specialty) {
      report(`'${code}' is a ${product.specialty} product, not ${rule.specialty}`);
    }
  }
}

/** The choice letters in order, or undefined after reporting why they are not A, B, C, D(, E). */
function checkChoices(q: ParsedQuestionSource, fail: Report): ChoiceKey[] | undefined {
  const keys = Object.keys(q.choices);
  const count = keys.length;
  if (count < MIN_CHOICES || count > CHOICE_KEYS.length) {
    fail('choices', `a question has 4 or 5 choices, this one has ${count}`);
    return undefined;
  }
  const expected = CHOICE_KEYS.slice(0, count);
  if (keys.some((key, i) => key !== expected[i])) {
    fail('choices', `the keys are ${expected.join(', ')} in order, not ${keys.join(', ')}`);
    return undefined;
  }
  let fine = true;
  const texts = new Map<string, string>();
  for (const key of expected) {
    const text = q.choices[key]!.trim().toLowerCase();
    const same = texts.get(text);
    if (same) {
      fail('choices', `${same} and ${key} have the same text`);
      fine = false;
    }
    texts.set(text, key);
  }
  if (!(expected as string[]).includes(q.correct)) {
    fail('choices', `the correct key '${q.correct}' is not a choice`);
    fine = false;
  }
  for (const key of expected) {
    if (q.explanation.choices[key] === undefined) {
      fail('explanation.choices', `no explanation for choice '${key}'`);
      fine = false;
    }
  }
  for (const key of Object.keys(q.explanation.choices)) {
    if (!(expected as string[]).includes(key)) {
      fail('explanation.choices', `'${key}' is not a choice`);
      fine = false;
    }
  }
  return fine ? expected : undefined;
}

/** What a learner reads, hashed: topics, flags and status may change without a new version. */
export function contentHash(q: Omit<BankQuestion, 'contentHash'>): string {
  return fieldsHash([
    q.stem,
    q.leadIn,
    ...q.choices.flatMap((choice) => [choice.key, choice.text, choice.explanation]),
    q.correctKey,
    q.explanationSummary,
    q.educationalObjective,
    ...q.references.flatMap((r) => [r.kind, r.citation, r.year, r.url ?? '']),
  ]);
}

/** SHA-256 of fields in order, each closed by a NUL (never part of content text). */
export function fieldsHash(fields: (string | number)[]): string {
  // Cheaper than stringifying an object, which counts for the 20 000-question synthetic banks.
  const hash = createHash('sha256');
  for (const field of fields) hash.update(String(field)).update('\u0000');
  return hash.digest('hex');
}

/** Zod's issues as field + sentence; a missing field says so rather than "expected string". */
/** An entry of a content file (a question, a card) as its schema types it, or undefined once reported. */
export function parseEntry<T>(
  raw: unknown,
  schema: z.ZodType<T>,
  what: string,
  report: Report,
): T | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    report(undefined, `${what} is a map of fields (id: …, version: …)`);
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of zodIssues(parsed.error, raw)) report(issue.field, issue.message);
    return undefined;
  }
  return parsed.data;
}

/** A report that remembers whether anything went to it. */
export function tracked(report: Report) {
  let fine = true;
  const fail: Report = (field, message) => {
    fine = false;
    report(field, message);
  };
  return { fail, isFine: () => fine };
}

/** An entry's id has the file's prefix and four or more digits. */
export function checkEntryId(id: string, pattern: RegExp, prefix: string, fail: Report) {
  if (!pattern.test(id)) fail('id', `'${id}' does not look like ${prefix}-0001`);
}

export function zodIssues(error: z.ZodError, data: unknown): { field?: string; message: string }[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || undefined;
    if (issue.code === 'unrecognized_keys') {
      const names = issue.keys.map((key) => `'${key}'`).join(', ');
      return { field, message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${names}` };
    }
    if (issue.path.length > 0 && valueAt(data, issue.path) === undefined) {
      return { field, message: 'is missing' };
    }
    return { field, message: issue.message };
  });
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
