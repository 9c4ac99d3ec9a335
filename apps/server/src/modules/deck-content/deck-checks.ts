import { clozeDeletions, clozeOrdinals } from '@boardready/contracts/cloze';
import {
  checkEntryId,
  checkHeader,
  entryIdPattern,
  fieldsHash,
  parseEntry,
  type Report,
  TopicTree,
  tracked,
} from '../qbank-content/bank-checks';
import { checkRichText, clip } from '../qbank-content/rich-text';
import type { DeckBuildOptions, DeckNote, NoteSides } from './deck';
import { cardSourceSchema, type DeckSource, type ParsedCardSource } from './source-format';

/**
 * The checks buildDeck runs (deck.ts): deck.yaml against its folder, the catalogue and its bank;
 * each card against the bank's topics and questions, the book's sections, its kind's fields, its
 * cloze deletions and rich text; the content hash of what a learner reads.
 */

const DECK_PRODUCT_TYPES = ['fc'];

/** The deck-wide facts cards are checked against, checked themselves on the way in. */
export class DeckContext {
  readonly topics: TopicTree;
  private readonly questionIds: Set<string>;
  private readonly idPattern: RegExp;

  constructor(
    private readonly source: DeckSource,
    private readonly options: DeckBuildOptions,
    report: Report,
  ) {
    const { bank } = options;
    this.idPattern = entryIdPattern(source.idPrefix);
    checkHeader(source, options, { typeCodes: DECK_PRODUCT_TYPES, what: 'flash-card' }, report);
    if (bank.specialty !== source.specialty) {
      report('bank', `the bank '${bank.code}' is ${bank.specialty}, not ${source.specialty}`);
    }
    this.topics = new TopicTree(bank.topics, `bank ${bank.code}`);
    this.questionIds = new Set(bank.questions.map((q) => q.id));
  }

  /** One note checked and typed, or undefined after reporting what is wrong with it. */
  note(raw: unknown, sourceFile: string, fileTopic: string, report: Report): DeckNote | undefined {
    const card = parseEntry(raw, cardSourceSchema, 'a card', report);
    if (!card) return undefined;
    const { fail, isFine } = tracked(report);
    checkEntryId(card.id, this.idPattern, this.source.idPrefix, fail);
    this.topics.checkTags(card.topics, fileTopic, fail);
    this.checkQuestions(card.questions ?? [], fail);
    this.checkBookSection(card.bookSection, fail);
    const sides = checkSides(card, fail);
    for (const field of ['front', 'back', 'text', 'extra'] as const) {
      const html = card[field];
      if (html === undefined) continue;
      const problems = checkRichText(html, {
        kind: 'block',
        imageExists: this.options.imageExists,
      });
      for (const problem of problems) fail(field, problem);
    }
    if (!isFine() || !sides) return undefined;
    const common = {
      id: card.id,
      version: card.version,
      status: card.status,
      topicIds: card.topics,
      extra: card.extra ?? null,
      bookSection: card.bookSection ?? null,
      questionIds: card.questions ?? [],
      sourceFile,
    };
    const ordinals = sides.kind === 'basic' ? [1] : clozeOrdinals(sides.text);
    const note = { ...common, ...sides, ordinals, contentHash: '' };
    note.contentHash = noteContentHash(note);
    return note;
  }

  private checkQuestions(ids: string[], fail: Report) {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) fail('questions', `'${id}' is listed twice`);
      seen.add(id);
      if (!this.questionIds.has(id)) {
        fail('questions', `there is no question '${id}' in bank ${this.options.bank.code}`);
      }
    }
  }

  private checkBookSection(section: string | undefined, fail: Report) {
    if (section === undefined) return;
    const { book } = this.source;
    if (!book) fail('bookSection', 'the deck has no book: name one in deck.yaml');
    else if (this.options.bookSections && !this.options.bookSections.has(section)) {
      fail('bookSection', `there is no section '${section}' in book ${book}`);
    }
  }
}

/** What a learner reads, hashed: topics, links and status may change without a new version. */
export function noteContentHash(note: NoteSides & Pick<DeckNote, 'extra'>): string {
  return note.kind === 'basic'
    ? fieldsHash(['basic', note.front, note.back, note.extra ?? ''])
    : fieldsHash(['cloze', note.text, note.extra ?? '']);
}

/** A basic card's front and back, or a cloze card's text, or undefined after saying what is off. */
function checkSides(card: ParsedCardSource, fail: Report): NoteSides | undefined {
  if (card.kind === 'basic') {
    if (card.text !== undefined) fail('text', 'a basic card has a front and a back, not a text');
    if (card.front === undefined) fail('front', 'is missing');
    if (card.back === undefined) fail('back', 'is missing');
    if (card.text !== undefined || card.front === undefined || card.back === undefined) {
      return undefined;
    }
    return { kind: 'basic', front: card.front, back: card.back };
  }
  for (const field of ['front', 'back'] as const) {
    if (card[field] !== undefined) fail(field, `a cloze card has a text, not a ${field}`);
  }
  if (card.text === undefined) fail('text', 'is missing');
  if (card.text === undefined || card.front !== undefined || card.back !== undefined) {
    return undefined;
  }
  const problems = checkCloze(card.text);
  for (const problem of problems) fail('text', problem);
  return problems.length > 0 ? undefined : { kind: 'cloze', text: card.text };
}

/**
 * The deletions of a cloze text: at least one, numbered from 1 without gaps, each with an answer,
 * none holding a tag (a deletion sits in text, never across tags), and no marker mistyped.
 */
export function checkCloze(text: string): string[] {
  const problems: string[] = [];
  const deletions = clozeDeletions(text);
  let rest = text;
  for (const deletion of [...deletions].reverse()) {
    rest = rest.slice(0, deletion.start) + rest.slice(deletion.end);
  }
  const stray = rest.search(/\{\{|\}\}/);
  if (stray !== -1) {
    problems.push(
      `'${clip(rest.slice(stray))}' is not a deletion: write {{c1::answer}} or {{c1::answer::hint}}`,
    );
  }
  if (deletions.length === 0) {
    if (stray === -1) problems.push('a cloze text needs at least one deletion {{c1::answer}}');
    return problems;
  }
  for (const { ordinal, answer, hint } of deletions) {
    const marker = `{{c${ordinal}::${answer}${hint === null ? '' : `::${hint}`}}}`;
    if (answer.trim() === '') problems.push(`${marker} has no answer`);
    if (/[<>]/.test(answer) || (hint !== null && /[<>]/.test(hint))) {
      problems.push(`${marker} holds a tag: put the tags around the deletion, not in it`);
    }
  }
  const ordinals = clozeOrdinals(text);
  if (ordinals.some((ordinal, i) => ordinal !== i + 1)) {
    const list = ordinals.map((n) => `c${n}`).join(', ');
    problems.push(`the deletions are numbered ${list}: number them from c1 without gaps`);
  }
  return problems;
}
