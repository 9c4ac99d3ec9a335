import type { Deck, DeckNote } from '../deck-content/deck';
import type { CardSource, DeckSource } from '../deck-content/source-format';
import type { Bank, BankQuestion, TopicGroup } from '../qbank-content/bank';
import type { ChoiceKey, Specialty } from '../qbank-content/source-format';
import { bankFiles, toYaml } from '../qbank-content/write-bank';
import type { contentPackageRepository } from './repository';

/**
 * Banks and decks as the database holds them, turned back into the typed shapes the content
 * tools share (Bank, Deck) and from there into their folder's files, in the layout and field order
 * of content/qbanks/README.md and content/decks/README.md: loading the files gives the same
 * content hashes, so importing an export changes nothing.
 */

type Repo = ReturnType<typeof contentPackageRepository>;
type QuestionRow = Awaited<ReturnType<Repo['questions']>>[number];
type NoteRow = Awaited<ReturnType<Repo['notes']>>[number];
type FormRow = Awaited<ReturnType<Repo['forms']>>[number];

/** `<PREFIX>-0001` → PREFIX: the id prefix the database does not keep, read off the items' ids. */
export function idPrefixOf(codes: string[], fallback: string): string {
  const tally = new Map<string, number>();
  for (const code of codes) {
    const prefix = /^(.+)-\d{4,}$/.exec(code)?.[1];
    if (prefix) tally.set(prefix, (tally.get(prefix) ?? 0) + 1);
  }
  const [best] = [...tally].sort((a, b) => b[1] - a[1]);
  return best?.[0] ?? fallback;
}

/**
 * The file an item goes in: the one it came from when that is named after one of its topics'
 * top-level topics (the checks' rule), otherwise the file of its first topic's group.
 */
export function fileFor(
  folder: 'questions' | 'cards',
  sourceFile: string,
  topicCodes: string[],
  topics: TopicGroup[],
): string {
  const groupOf = new Map<string, string>();
  for (const group of topics) for (const child of group.children) groupOf.set(child.id, group.id);
  const groups = topicCodes.map((code) => groupOf.get(code)).filter((g) => g !== undefined);
  const named = sourceFile.replace(new RegExp(`^${folder}/`), '').replace(/\.yaml$/, '');
  if (sourceFile.startsWith(`${folder}/`) && groups.includes(named)) return sourceFile;
  return `${folder}/${groups[0] ?? named}.yaml`;
}

export function topicTree(
  rows: { id: number; code: string; name: string; parentId: number | null }[],
) {
  const groups: TopicGroup[] = [];
  const byId = new Map<number, TopicGroup>();
  for (const row of rows.filter((r) => r.parentId === null)) {
    const group = { id: row.code, name: row.name, children: [] };
    groups.push(group);
    byId.set(row.id, group);
  }
  for (const row of rows.filter((r) => r.parentId !== null)) {
    byId.get(row.parentId!)?.children.push({ id: row.code, name: row.name });
  }
  return groups;
}

export function bankFromRows(
  header: { code: string; title: string; specialty: Specialty; productCodes: string[] },
  topics: TopicGroup[],
  objectives: { code: string; text: string }[],
  questions: QuestionRow[],
): Bank {
  return {
    code: header.code,
    title: header.title,
    specialty: header.specialty,
    idPrefix: idPrefixOf(
      questions.map((q) => q.code),
      header.code
        .replace(/[^a-z]/g, '')
        .toUpperCase()
        .slice(0, 8)
        .padEnd(2, 'X'),
    ),
    productCodes: header.productCodes,
    topics,
    mocLearningObjectives: objectives.map((o) => ({ id: o.code, text: o.text })),
    questions: questions.map(
      (q): BankQuestion => ({
        id: q.code,
        version: q.version,
        status: q.status,
        topicIds: q.topicCodes,
        curatedReview: q.curatedReview,
        mocLearningObjectiveIds: q.objectiveCodes,
        stem: q.stemHtml,
        leadIn: q.leadIn,
        choices: q.choices.map((c) => ({ key: c.key, text: c.text, explanation: c.explanation })),
        correctKey: q.correctKey as ChoiceKey,
        explanationSummary: q.explanationSummary,
        educationalObjective: q.educationalObjective,
        references: q.references.map((r) => ({
          kind: r.kind as BankQuestion['references'][number]['kind'],
          citation: r.citation,
          year: r.year,
          ...(r.url ? { url: r.url } : {}),
        })),
        sourceFile: fileFor('questions', q.sourceFile, q.topicCodes, topics),
        contentHash: q.contentHash,
      }),
    ),
  };
}

/** A form as forms/<code>.yaml holds it (decision 0904). */
export function formFile(form: FormRow): string {
  return toYaml({
    code: form.code,
    title: form.title,
    product: form.productCode,
    passingPercent: form.passingPercent,
    blocks: form.blocks.map((block, i) => ({
      timeLimitMinutes: Math.round(block.timeLimitSeconds / 60),
      questions: form.items.filter((item) => item.blockNumber === i + 1).map((item) => item.code),
    })),
  });
}

/** The bank folder's files, `bank path → text`: bank.yaml, questions/*.yaml, forms/*.yaml. */
export function bankPackageFiles(bank: Bank, forms: FormRow[]): Map<string, string> {
  const files = bankFiles(bank);
  for (const form of forms) files.set(`forms/${form.code}.yaml`, formFile(form));
  return files;
}

export function deckFromRows(
  header: {
    code: string;
    title: string;
    specialty: Specialty;
    productCodes: string[];
    bankCode: string;
    bookCode: string | null;
  },
  bankTopics: TopicGroup[],
  notes: NoteRow[],
): Deck {
  return {
    code: header.code,
    title: header.title,
    specialty: header.specialty,
    idPrefix: idPrefixOf(
      notes.map((n) => n.code),
      `${header.code.replace(/[^a-z]/g, '').toUpperCase() || 'X'}-FC`,
    ),
    productCodes: header.productCodes,
    bankCode: header.bankCode,
    bookCode: header.bookCode,
    notes: notes.map((n): DeckNote => {
      const common = {
        id: n.code,
        version: n.version,
        status: n.status,
        topicIds: n.topicCodes,
        extra: n.extraHtml,
        bookSection: n.bookSection,
        questionIds: n.questionCodes,
        ordinals: [],
        sourceFile: fileFor('cards', n.sourceFile, n.topicCodes, bankTopics),
        contentHash: n.contentHash,
      };
      return n.kind === 'basic'
        ? { ...common, kind: 'basic', front: n.frontHtml, back: n.backHtml ?? '' }
        : { ...common, kind: 'cloze', text: n.frontHtml };
    }),
  };
}

function cardSource(note: DeckNote): CardSource {
  return {
    id: note.id,
    version: note.version,
    status: note.status,
    kind: note.kind,
    topics: note.topicIds,
    ...(note.kind === 'basic' ? { front: note.front, back: note.back } : { text: note.text }),
    ...(note.extra !== null ? { extra: note.extra } : {}),
    ...(note.bookSection !== null ? { bookSection: note.bookSection } : {}),
    ...(note.questionIds.length > 0 ? { questions: note.questionIds } : {}),
  };
}

/**
 * The deck folder's files: deck.yaml and cards/*.yaml, the cards of each file in the deck's order
 * (the import numbers them by file name, then place in the file).
 */
export function deckPackageFiles(deck: Deck): Map<string, string> {
  const source: DeckSource = {
    code: deck.code,
    title: deck.title,
    specialty: deck.specialty,
    idPrefix: deck.idPrefix,
    products: deck.productCodes,
    bank: deck.bankCode,
    ...(deck.bookCode ? { book: deck.bookCode } : {}),
  };
  const files = new Map<string, string>([['deck.yaml', toYaml(source)]]);
  const byFile = new Map<string, CardSource[]>();
  for (const note of deck.notes) {
    const list = byFile.get(note.sourceFile) ?? [];
    list.push(cardSource(note));
    byFile.set(note.sourceFile, list);
  }
  for (const file of [...byFile.keys()].sort()) files.set(file, toYaml(byFile.get(file)));
  return files;
}
