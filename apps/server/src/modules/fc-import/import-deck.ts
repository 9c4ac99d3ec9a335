import type { Database } from '../../db/client';
import type { Deck, DeckNote } from '../deck-content/deck';
import { deckProgressRepository } from '../flash-cards/repository';
import { ImportError, sameSet } from '../qa-import/import-bank';
import { type CardRow, type ExistingCard, fcImportRepository, type NoteRow } from './repository';

/**
 * Imports one typed deck (loadDeck) into the fc_* tables, after its bank, idempotently and in one
 * transaction, by the question banks' rules (decision 0801): notes are matched by their permanent
 * codes; an unchanged note (same content hash, version, links, status and place) is not written;
 * changed content must come with a raised version. A basic note is one card, a cloze note one
 * card per deletion number; a card whose number left the text is retired. A note gone from the
 * source is deleted with its cards only if no learner studies one of them, otherwise retired.
 * Problems are collected and thrown together (ImportError) before anything is kept.
 */

export interface DeckImportReport {
  deck: string;
  created: number;
  /** written again: new content (a raised version), or new links, status, book section, place */
  updated: number;
  unchanged: number;
  /** gone from the source but studied by a learner */
  retired: number;
  /** gone from the source and never studied */
  deleted: number;
  /** the deck's published cards */
  cards: number;
  products: string[];
  /** not fatal: e.g. a product of deck.yaml that this database does not have */
  warnings: string[];
}

/** Where a note's problem is shown: `cards/cardiology.yaml: IM-FC-0007: …`. */
const at = (note: DeckNote, message: string) => `${note.sourceFile}: ${note.id}: ${message}`;

const cardKey = (noteId: number, ordinal: number) => `${noteId}#${ordinal}`;

/** The note's columns from the source: a cloze text is stored as the front. */
function noteContent(note: DeckNote, sortOrder: number): Omit<NoteRow, 'deckId' | 'code'> {
  return {
    version: note.version,
    status: note.status,
    kind: note.kind,
    frontHtml: note.kind === 'basic' ? note.front : note.text,
    backHtml: note.kind === 'basic' ? note.back : null,
    extraHtml: note.extra,
    bookSection: note.bookSection,
    contentHash: note.contentHash,
    sourceFile: note.sourceFile,
    sortOrder,
  };
}

export async function importDeck(
  db: Database,
  deck: Deck,
  options: { now?: Date } = {},
): Promise<DeckImportReport> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const repo = fcImportRepository(tx);
    const report: DeckImportReport = {
      deck: deck.code,
      created: 0,
      updated: 0,
      unchanged: 0,
      retired: 0,
      deleted: 0,
      cards: deck.notes
        .filter((note) => note.status === 'published')
        .reduce((n, note) => n + note.ordinals.length, 0),
      products: [],
      warnings: [],
    };
    const problems: string[] = [];

    // Checks that need the database, before anything is written.
    const existingDeck = await repo.findDeck(deck.code);
    const deckIdBefore = existingDeck?.id ?? null;
    const bankId = await repo.bankId(deck.bankCode);
    if (bankId === undefined) {
      problems.push(
        `deck.yaml: bank: the bank '${deck.bankCode}' is not in this database: import it first`,
      );
    }
    const productRows = await repo.productsByCode(deck.productCodes);
    for (const code of deck.productCodes) {
      if (!productRows.some((p) => p.code === code)) {
        report.warnings.push(`the product '${code}' is not in this database: not linked`);
      }
    }
    for (const served of await repo.productsServedElsewhere(
      productRows.map((p) => p.id),
      deckIdBefore,
    )) {
      const code = productRows.find((p) => p.id === served.productId)?.code;
      problems.push(
        `deck.yaml: products: '${code}' is already served by the deck '${served.deckCode}'`,
      );
    }
    const existing = deckIdBefore === null ? [] : await repo.notes(deckIdBefore);
    const byCode = new Map(existing.map((note) => [note.code, note]));
    const fresh = deck.notes.filter((note) => !byCode.has(note.id));
    for (const clash of await repo.codesInOtherDecks(
      fresh.map((note) => note.id),
      deckIdBefore,
    )) {
      problems.push(`${clash.code}: the id already belongs to the deck '${clash.deckCode}'`);
    }
    for (const note of deck.notes) {
      const old = byCode.get(note.id);
      if (!old) continue;
      if (note.version < old.version) {
        problems.push(at(note, `the version went down from ${old.version} to ${note.version}`));
      } else if (note.contentHash !== old.contentHash && note.version === old.version) {
        problems.push(
          at(note, `the content changed but the version was not raised (still ${note.version})`),
        );
      }
    }
    // Links are written for new notes and changed tags (all of them when the deck changed banks).
    const bankMoved = existingDeck !== undefined && existingDeck.bankId !== bankId;
    const relink = deck.notes.filter((note) => {
      const old = byCode.get(note.id);
      return (
        !old ||
        bankMoved ||
        !sameSet(note.topicIds, old.topicCodes) ||
        !sameSet(note.questionIds, old.questionCodes)
      );
    });
    let topicIds = new Map<string, number>();
    let questionIds = new Map<string, number>();
    if (bankId !== undefined && relink.length > 0) {
      topicIds = await repo.topicIds(bankId);
      questionIds = await repo.questionIds(bankId, [
        ...new Set(relink.flatMap((note) => note.questionIds)),
      ]);
      const missing = (field: string, what: string, code: string) =>
        `${field}: there is no ${what} '${code}' in the bank '${deck.bankCode}' of this database`;
      for (const note of relink) {
        for (const code of note.topicIds.filter((c) => !topicIds.has(c))) {
          problems.push(at(note, missing('topics', 'topic', code)));
        }
        for (const code of note.questionIds.filter((c) => !questionIds.has(c))) {
          problems.push(at(note, missing('questions', 'question', code)));
        }
      }
    }
    if (problems.length > 0 || bankId === undefined) {
      throw new ImportError(deck.code, problems, 'deck');
    }

    // The deck and the products it serves.
    const deckValues = {
      title: deck.title,
      specialty: deck.specialty,
      bankId,
      bookCode: deck.bookCode,
    };
    let deckId: number;
    if (existingDeck) {
      deckId = existingDeck.id;
      if (
        existingDeck.title !== deck.title ||
        existingDeck.specialty !== deck.specialty ||
        existingDeck.bankId !== bankId ||
        existingDeck.bookCode !== deck.bookCode
      ) {
        await repo.updateDeck(deckId, deckValues);
      }
    } else {
      deckId = (await repo.insertDeck({ code: deck.code, ...deckValues, importedAt: now })).id;
    }
    const wanted = new Set(productRows.map((p) => p.id));
    const linked = new Set((await repo.deckProducts(deckId)).map((l) => l.productId));
    await repo.linkProducts(
      deckId,
      [...wanted].filter((id) => !linked.has(id)),
    );
    await repo.unlinkProducts(
      deckId,
      [...linked].filter((id) => !wanted.has(id)),
    );
    report.products = productRows.map((p) => p.code).sort();

    // Notes: insert the new, update the changed, leave the rest alone.
    const sortOrder = new Map(deck.notes.map((note, i) => [note.id, i]));
    const inserted = await repo.insertNotes(
      fresh.map((note) => ({
        ...noteContent(note, sortOrder.get(note.id)!),
        deckId,
        code: note.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    report.created = inserted.length;
    const idOf = new Map(inserted.map((row) => [row.code, row.id]));
    const relinked = new Set(relink.map((note) => note.id));
    for (const note of deck.notes) {
      const old = byCode.get(note.id);
      if (!old) continue;
      idOf.set(note.id, old.id);
      const order = sortOrder.get(note.id)!;
      if (note.contentHash !== old.contentHash || note.version !== old.version) {
        await repo.updateNote(old.id, { ...noteContent(note, order), updatedAt: now });
      } else if (
        relinked.has(note.id) ||
        note.status !== old.status ||
        note.sourceFile !== old.sourceFile ||
        note.bookSection !== old.bookSection ||
        order !== old.sortOrder
      ) {
        await repo.updateNote(old.id, {
          status: note.status,
          sourceFile: note.sourceFile,
          bookSection: note.bookSection,
          sortOrder: order,
          updatedAt: now,
        });
      } else {
        report.unchanged++;
        continue;
      }
      report.updated++;
    }
    await repo.setNoteLinks(
      relink.map((note) => idOf.get(note.id)!),
      relink.flatMap((note) =>
        note.topicIds.map((code) => ({ noteId: idOf.get(note.id)!, topicId: topicIds.get(code)! })),
      ),
      relink.flatMap((note) =>
        note.questionIds.map((code) => ({
          noteId: idOf.get(note.id)!,
          questionId: questionIds.get(code)!,
        })),
      ),
    );

    const cards = existingDeck ? await repo.cards(deckId) : [];
    await syncCards(repo, deckId, deck, idOf, cards);

    // Gone from the source: retire what a learner studies, delete the rest.
    const inSource = new Set(deck.notes.map((note) => note.id));
    const gone = existing.filter((note) => !inSource.has(note.code));
    const goneIds = new Set(gone.map((note) => note.id));
    const goneCards = cards.filter((card) => goneIds.has(card.noteId));
    const studied = await repo.cardsStudied(goneCards.map((card) => card.id));
    const studiedNotes = new Set(
      goneCards.filter((card) => studied.has(card.id)).map((card) => card.noteId),
    );
    const toRetire = gone.filter((note) => studiedNotes.has(note.id) && note.status !== 'retired');
    await repo.retireNotes(
      toRetire.map((note) => note.id),
      now,
    );
    report.retired = toRetire.length;
    const toDelete = gone.filter((note) => !studiedNotes.has(note.id));
    await repo.deleteNotes(toDelete.map((note) => note.id));
    report.deleted = toDelete.length;
    for (const note of gone.filter((n) => studiedNotes.has(n.id))) {
      report.warnings.push(
        `${note.code} is no longer in the source; kept as retired (learners studied it)`,
      );
    }

    const changed = report.created + report.updated + report.retired + report.deleted > 0;
    if (changed && existingDeck) await repo.updateDeck(deckId, { importedAt: now });
    // the new-card counts start from the published cards (decision 1105)
    if (changed || !existingDeck) await deckProgressRepository(tx).recountDeck(deckId);
    return report;
  });
}

/**
 * One card per ordinal of each note, in the deck's order, with its note's status; a card whose
 * number left its cloze text is retired. Only new and changed cards are written.
 */
async function syncCards(
  repo: ReturnType<typeof fcImportRepository>,
  deckId: number,
  deck: Deck,
  idOf: Map<string, number>,
  cards: ExistingCard[],
) {
  const cardOf = new Map(cards.map((card) => [cardKey(card.noteId, card.ordinal), card]));
  const fresh: CardRow[] = [];
  const changed: Pick<ExistingCard, 'id' | 'status' | 'sortOrder'>[] = [];
  const wanted = new Set<string>();
  let sortOrder = 0;
  for (const note of deck.notes) {
    const noteId = idOf.get(note.id)!;
    for (const ordinal of note.ordinals) {
      const key = cardKey(noteId, ordinal);
      wanted.add(key);
      const card = cardOf.get(key);
      const status = note.status;
      if (!card) fresh.push({ noteId, ordinal, deckId, status, sortOrder });
      else if (card.status !== status || card.sortOrder !== sortOrder) {
        changed.push({ id: card.id, status, sortOrder });
      }
      sortOrder++;
    }
  }
  const sourceNotes = new Set(idOf.values());
  for (const card of cards) {
    const left = sourceNotes.has(card.noteId) && !wanted.has(cardKey(card.noteId, card.ordinal));
    if (left && card.status !== 'retired') changed.push({ ...card, status: 'retired' });
  }
  await repo.insertCards(fresh);
  await repo.updateCards(changed);
}
