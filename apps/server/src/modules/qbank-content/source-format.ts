import { z } from 'zod';

/**
 * The question-bank source format (content/qbanks/README.md, decision 0801): what staff write in
 * `bank.yaml` and `questions/<topic>.yaml`. Zod checks the shape of each file; the rules that
 * span fields, files or the topic tree live in bank.ts, so that every error can name its file,
 * question and field.
 */

export const SPECIALTIES = ['IM', 'PEDS', 'MS'] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const CHOICE_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
export type ChoiceKey = (typeof CHOICE_KEYS)[number];
export const MIN_CHOICES = 4;

export const QUESTION_STATUSES = ['published', 'retired'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const REFERENCE_KINDS = ['guideline', 'textbook', 'article'] as const;

/** Lower-case words joined by hyphens: topic ids and bank codes, also used as file names. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Bank id prefixes: IM, PEDS, MS, SYN… */
const ID_PREFIX = /^[A-Z]{2,8}$/;
const MOC_ID = /^[A-Z]{2,8}-LO-\d{3,}$/;

/** A required piece of text; the sentences staff read when it is not. */
export const text = (what: string) =>
  z
    .string({ error: `${what} must be text (put quotes around a bare number)` })
    .trim()
    .min(1, { error: `${what} must not be empty` });

const topicLeafSource = z.strictObject({
  id: z.string().regex(SLUG, { error: 'a topic id is lower-case words joined by hyphens' }),
  name: text('a topic name'),
});

const topicSource = z.strictObject({
  ...topicLeafSource.shape,
  children: z
    .array(topicLeafSource, { error: 'children must be a list of topics (id, name)' })
    .min(1, { error: 'a top-level topic needs at least one child topic' }),
});

export const mocLearningObjectiveSource = z.strictObject({
  id: z.string().regex(MOC_ID, { error: 'a learning objective id looks like PEDS-LO-001' }),
  text: text('a learning objective'),
});

export const bankSourceSchema = z.strictObject({
  code: z.string().regex(SLUG, { error: 'the bank code is lower-case words joined by hyphens' }),
  title: text('the title'),
  specialty: z.enum(SPECIALTIES, { error: `the specialty is one of ${SPECIALTIES.join(', ')}` }),
  idPrefix: z
    .string()
    .regex(ID_PREFIX, { error: 'the id prefix is 2 to 8 capital letters, e.g. IM' }),
  products: z
    .array(z.string(), { error: 'products must be a list of product codes' })
    .min(1, { error: 'a bank serves at least one product' }),
  topics: z
    .array(topicSource, { error: 'topics must be a list' })
    .min(1, { error: 'a bank needs at least one topic' }),
  mocLearningObjectives: z.array(mocLearningObjectiveSource).optional(),
});
export type BankSource = z.infer<typeof bankSourceSchema>;

const referenceSource = z.strictObject({
  kind: z.enum(REFERENCE_KINDS, { error: `a reference kind is ${REFERENCE_KINDS.join(', ')}` }),
  citation: text('a citation'),
  year: z
    .int({ error: 'a reference year is a whole number' })
    .min(1900, { error: 'a reference year is 1900 or later' })
    .max(2100, { error: 'a reference year is 2100 or earlier' }),
  url: z.url({ protocol: /^https$/, error: 'a reference url starts with https://' }).optional(),
});
export type ReferenceSource = z.infer<typeof referenceSource>;

/** Choices and per-choice explanations are maps keyed by letter; bank.ts checks the letters. */
const byChoice = (what: string) =>
  z.record(z.string(), text(what), { error: `${what}s must be a map from letter to text` });

/** An item's version and status, as questions and flash cards have them. */
export const versionField = z
  .int({ error: 'the version is a whole number' })
  .min(1, { error: 'the version starts at 1' });
export const statusField = z.enum(QUESTION_STATUSES, {
  error: 'the status is published or retired',
});

export const questionSourceSchema = z.strictObject({
  id: z.string({ error: 'the id must be text' }),
  version: versionField,
  status: statusField,
  topics: z
    .array(z.string(), { error: 'topics must be a list of topic ids' })
    .min(1, { error: 'a question belongs to at least one topic' }),
  curatedReview: z.boolean({ error: 'curatedReview is true or false' }).default(false),
  mocLearningObjectives: z.array(z.string()).optional(),
  stem: text('the stem'),
  leadIn: text('the lead-in'),
  choices: byChoice('a choice'),
  /** A string, not an enum: bank.ts reports a wrong letter as "the correct key 'F' is not a choice". */
  correct: z.string({ error: 'the correct key is a letter A to E' }),
  explanation: z.strictObject({
    summary: text('the explanation summary'),
    choices: byChoice('a choice explanation'),
  }),
  educationalObjective: text('the educational objective'),
  references: z
    .array(referenceSource, { error: 'references must be a list' })
    .min(1, { error: 'a question cites at least one reference' }),
});
export type QuestionSource = z.input<typeof questionSourceSchema>;
export type ParsedQuestionSource = z.output<typeof questionSourceSchema>;

export const questionFileSchema = z.array(z.unknown(), {
  error: 'a questions file is a list of questions',
});
