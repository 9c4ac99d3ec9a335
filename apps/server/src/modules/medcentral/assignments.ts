import type {
  AssignableContent,
  AssignmentBody,
  AssignmentDetail,
  AssignmentList,
  AssignmentUpdateBody,
  ManagedAssignment,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { type AssignmentKind, recipientStatusOf } from '@boardready/contracts/medcentral-rules';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { AccountRow } from '../auth/session-repository';
import type { Book } from '../books/book-content';
import { bankRepository } from '../qa/bank-repository';
import { countBankQuestions, drawBankQuestions } from '../qa/service';
import type { Actor } from './announcements';
import { settleAssignmentCompletions } from './completion-repository';
import { findSection, type Program, programOut, toProgress, toSummary } from './dto';
import type { ProgramAccess } from './program-access';
import { type AssignmentSummaryRow, medCentralRepository, type NewAssignment } from './repository';

/**
 * A program's assignments as its directors and faculty manage them (decision 1402): give one of
 * the program's licensed content (a question set drawn now by topic and kept, a book section, a
 * deck) to a group or chosen residents, due at a future moment; edit it over the version read;
 * close it; read every resident's standing. One resident reads their own (taking.ts).
 */

const listOf = (ids: number[]) => ids.join(', ');

/** A 400 naming the fields of an assignment that are missing or do not fit its kind. */
const incomplete = (fields: Record<string, string>) =>
  errors.assignmentIncomplete(undefined, { fields });

/** The fields of the other kinds must be empty: an assignment asks one thing. */
function assertOnlyKindFields(kind: AssignmentKind, body: AssignmentBody) {
  const fields: Record<string, string> = {};
  if (kind !== 'questions') {
    if ((body.topicIds ?? []).length > 0)
      fields.topicIds = 'Only a question assignment has topics.';
    if ((body.numberOfQuestions ?? null) !== null)
      fields.numberOfQuestions = 'Only a question assignment has a number of questions.';
  }
  if (kind !== 'book_section' && (body.sectionId ?? null) !== null)
    fields.sectionId = 'Only a book-section assignment names a section.';
  if (Object.keys(fields).length > 0) throw incomplete(fields);
}

/** A question set has a passing score; nothing else has one. */
function checkedPassingScore(kind: AssignmentKind, passingScore: number | null) {
  if (kind === 'questions' && passingScore === null)
    throw incomplete({ passingScore: 'Give the passing score, from 0 to 100.' });
  if (kind !== 'questions' && passingScore !== null)
    throw incomplete({ passingScore: 'Only a question assignment has a passing score.' });
  return passingScore;
}

function assertFuture(dueAt: Date, now: Date) {
  if (dueAt <= now)
    throw errors.dueDateInPast(undefined, {
      fields: { dueAt: 'Choose a due date and time after now.' },
    });
}

export function assignmentCases(db: Database, books: readonly Book[], access: ProgramAccess) {
  const repo = medCentralRepository(db);

  const bookOf = (productCode: string) => books.find((b) => b.productCodes.includes(productCode));

  /** The program's residents the audience names: a group's, or those chosen (all the program's). */
  async function audienceOf(
    organizationId: number,
    audience: { groupId?: number | null | undefined; accountIds?: number[] | undefined },
  ): Promise<number[]> {
    const groupId = audience.groupId ?? null;
    const chosen = [...new Set(audience.accountIds ?? [])];
    if (groupId !== null && chosen.length > 0)
      throw incomplete({ groupId: 'Choose a group or residents, not both.' });
    if (groupId !== null) {
      const groups = await repo.groups(organizationId);
      if (!groups.some((g) => g.groupId === groupId))
        throw errors.unknownGroup(undefined, {
          fields: { groupId: 'There is no such group in this program.' },
        });
      const residents = await repo.residents(organizationId, groupId);
      if (residents.length === 0)
        throw errors.noRecipients('This group has no residents yet: choose residents instead.', {
          fields: { groupId: 'This group has no residents yet.' },
        });
      return residents.map((r) => r.accountId);
    }
    if (chosen.length === 0)
      throw errors.noRecipients(undefined, {
        fields: { accountIds: 'Choose at least one resident, or a group.' },
      });
    const residents = new Set((await repo.residents(organizationId)).map((r) => r.accountId));
    const strangers = chosen.filter((id) => !residents.has(id));
    if (strangers.length > 0)
      throw errors.notProgramResidents(
        `These accounts are not residents of this program: ${listOf(strangers)}.`,
        { fields: { accountIds: `Not residents of this program: ${listOf(strangers)}.` } },
      );
    return chosen;
  }

  /** What the body asks for, checked against the program's licences now: the row's content and questions. */
  async function contentOf(organizationId: number, body: AssignmentBody, now: Date) {
    const licensed = await repo.licensedProducts(organizationId, now);
    const product = licensed.find((p) => p.productId === body.productId);
    if (!product)
      throw errors.contentNotLicensed(undefined, {
        fields: { productId: "This product is not one of the program's licensed products." },
      });
    assertOnlyKindFields(body.kind, body);
    const content = await repo.contentOf(product.productId);
    const none = { bookCode: null, sectionId: null, deckId: null };
    switch (body.kind) {
      case 'questions': {
        if (product.typeCode !== 'qa' || content.bankId === null)
          throw incomplete({ productId: 'Choose a question bank for a question assignment.' });
        const wanted = body.numberOfQuestions ?? null;
        if (wanted === null)
          throw incomplete({ numberOfQuestions: 'Give the number of questions.' });
        const questionIds = await drawBankQuestions(
          db,
          content.bankId,
          body.topicIds ?? [],
          wanted,
        );
        if (questionIds.length === 0)
          throw errors.noMatchingQuestions('The chosen topics hold no questions.', {
            fields: { topicIds: 'These topics hold no questions.' },
          });
        if (questionIds.length < wanted)
          throw errors.notEnoughQuestions(
            `The chosen topics hold ${questionIds.length} questions: ask for that many at most.`,
            { fields: { numberOfQuestions: `At most ${questionIds.length}.` } },
          );
        return { ...none, questionIds };
      }
      case 'book_section': {
        const book = product.typeCode === 'onlineBookCore' ? bookOf(product.code) : undefined;
        if (!book) throw incomplete({ productId: 'Choose a book for a book-section assignment.' });
        const sectionId = body.sectionId ?? null;
        if (sectionId === null) throw incomplete({ sectionId: 'Choose a section of the book.' });
        if (!findSection(book, sectionId))
          throw incomplete({ sectionId: 'This book has no such section.' });
        return { ...none, bookCode: book.code, sectionId, questionIds: [] };
      }
      case 'deck': {
        if (product.typeCode !== 'fc' || content.deck === null)
          throw incomplete({ productId: 'Choose a flash-card deck for a deck assignment.' });
        return { ...none, deckId: content.deck.deckId, questionIds: [] };
      }
    }
  }

  /**
   * The assignment and the caller's program: a program not theirs is 404, as is an assignment
   * neither given to them nor theirs to manage.
   */
  async function reach(account: AccountRow, assignmentId: number) {
    const row = await repo.assignment(assignmentId);
    if (!row) throw errors.assignmentNotFound();
    const program = await access.programFor(account, row.organizationId, errors.assignmentNotFound);
    const recipient = await repo.recipient(assignmentId, account.id);
    if (!program.canManage && !recipient) throw errors.assignmentNotFound();
    return { row, program, recipient };
  }

  /** The assignment for a manager of it: a resident given it is 403, anyone else 404. */
  async function managed(account: AccountRow, assignmentId: number) {
    const reached = await reach(account, assignmentId);
    access.assertManager(reached.program);
    return reached;
  }

  async function detail(
    account: AccountRow,
    program: Program,
    assignmentId: number,
    now: Date,
  ): Promise<AssignmentDetail> {
    const row = (await repo.assignment(assignmentId))!;
    const recipient = await repo.recipient(assignmentId, account.id);
    let mine: AssignmentDetail['mine'] = null;
    if (recipient) {
      const copy = (await repo.usableCopies(account.id, [row.productId], now)).get(row.productId);
      mine = {
        ...toProgress(recipient, row, now),
        userProductId: copy?.userProductId ?? null,
        specialty: copy?.specialty ?? null,
        qaSessionId: recipient.qaSessionId,
      };
    }
    const recipients = program.canManage
      ? (await repo.recipients(assignmentId, row.organizationId)).map((r) => ({
          ...toProgress(r, row, now),
          accountId: r.accountId,
          name: r.name,
          groupName: r.groupName,
          pgyYear: r.pgyYear,
        }))
      : null;
    return { program: programOut(program), assignment: toSummary(row, books), mine, recipients };
  }

  function counted(
    row: AssignmentSummaryRow,
    standings: StandingRow[],
    now: Date,
  ): ManagedAssignment {
    const counts = { completed: 0, passed: 0, inProgress: 0, notStarted: 0, overdue: 0 };
    for (const s of standings) {
      const status = recipientStatusOf({ ...row, ...s }, now);
      if (status === 'completed') counts.completed++;
      else if (status === 'overdue') counts.overdue++;
      else if (status === 'inProgress') counts.inProgress++;
      else if (status === 'notStarted') counts.notStarted++;
      if (s.passed) counts.passed++;
    }
    return { assignment: toSummary(row, books), counts };
  }

  type StandingRow = Awaited<ReturnType<typeof repo.programStandings>>[number];

  return {
    async list(
      account: AccountRow,
      organizationId: number,
      now = new Date(),
    ): Promise<AssignmentList> {
      const program = await access.programFor(account, organizationId);
      access.assertManager(program);
      await settleAssignmentCompletions(db, { organizationId });
      const [rows, standings] = await Promise.all([
        repo.programAssignments(organizationId),
        repo.programStandings(organizationId),
      ]);
      const byAssignment = new Map<number, StandingRow[]>();
      for (const s of standings)
        byAssignment.set(s.assignmentId, [...(byAssignment.get(s.assignmentId) ?? []), s]);
      const all = rows.map((row) => counted(row, byAssignment.get(row.id) ?? [], now));
      return {
        program: programOut(program),
        open: all.filter((a) => a.assignment.closedAt === null),
        closed: all.filter((a) => a.assignment.closedAt !== null).reverse(),
      };
    },

    async assignable(
      account: AccountRow,
      organizationId: number,
      now = new Date(),
    ): Promise<AssignableContent> {
      const program = await access.programFor(account, organizationId);
      access.assertManager(program);
      const banks = bankRepository(db);
      const content: AssignableContent = {
        program: programOut(program),
        questionBanks: [],
        books: [],
        decks: [],
        groups: await repo.groups(organizationId),
        residents: await repo.residents(organizationId),
      };
      for (const product of await repo.licensedProducts(organizationId, now)) {
        const { bankId, deck } = await repo.contentOf(product.productId);
        if (product.typeCode === 'qa' && bankId !== null) {
          const [topics, counts, total] = await Promise.all([
            banks.topics(bankId),
            banks.topicCounts(bankId),
            countBankQuestions(db, bankId),
          ]);
          content.questionBanks.push({
            productId: product.productId,
            name: product.name,
            questionCount: total,
            topics: topics
              .filter((t) => t.parentId === null)
              .map((t) => ({ topicId: t.id, name: t.name, questionCount: counts.get(t.id) ?? 0 })),
          });
        }
        const book = product.typeCode === 'onlineBookCore' ? bookOf(product.code) : undefined;
        if (book)
          content.books.push({
            productId: product.productId,
            name: product.name,
            chapters: book.chapters.map((c) => ({
              title: c.title,
              sections: c.sections.map((s) => ({ sectionId: s.id, title: s.title })),
            })),
          });
        if (product.typeCode === 'fc' && deck)
          content.decks.push({
            productId: product.productId,
            name: product.name,
            deckTitle: deck.title,
            cardCount: deck.cards,
          });
      }
      return content;
    },

    async create(actor: Actor, organizationId: number, body: AssignmentBody, now = new Date()) {
      const program = await access.programFor(actor.account, organizationId);
      access.assertManager(program);
      const dueAt = new Date(body.dueAt);
      assertFuture(dueAt, now);
      const content = await contentOf(organizationId, body, now);
      const passingScore = checkedPassingScore(body.kind, body.passingScore ?? null);
      const accountIds = await audienceOf(organizationId, body);
      const values: NewAssignment = {
        organizationId,
        title: body.title,
        instructions: body.instructions ?? '',
        kind: body.kind,
        productId: body.productId,
        bookCode: content.bookCode,
        sectionId: content.sectionId,
        deckId: content.deckId,
        groupId: body.groupId ?? null,
        dueAt,
        passingScore,
        createdByAccountId: actor.account.id,
        createdAt: now,
        updatedAt: now,
      };
      const assignmentId = await db.transaction(async (tx) => {
        const id = await medCentralRepository(tx).addAssignment(
          values,
          content.questionIds,
          accountIds,
        );
        await audit(tx, {
          action: 'medcentral.assignment.create',
          actorAccountId: actor.account.id,
          requestId: actor.requestId,
          details: {
            organizationId,
            assignmentId: id,
            title: body.title,
            kind: body.kind,
            productId: body.productId,
            dueAt: dueAt.toISOString(),
            passingScore,
            groupId: values.groupId,
            recipients: accountIds,
            questionIds: content.questionIds,
            sectionId: content.sectionId,
          },
        });
        return id;
      });
      return detail(actor.account, program, assignmentId, now);
    },

    async detail(account: AccountRow, assignmentId: number, now = new Date()) {
      const { program } = await reach(account, assignmentId);
      await settleAssignmentCompletions(db, { assignmentId });
      return detail(account, program, assignmentId, now);
    },

    /** Over the version read (else 409, nothing written); its content stays as it was made. */
    async update(actor: Actor, assignmentId: number, body: AssignmentUpdateBody, now = new Date()) {
      const { row, program } = await managed(actor.account, assignmentId);
      if (row.closedAt !== null) throw errors.assignmentClosed();
      if (row.lockVersion !== body.lockVersion) throw errors.assignmentChanged();
      const dueAt = new Date(body.dueAt);
      if (dueAt.getTime() !== row.dueAt.getTime()) assertFuture(dueAt, now);
      const passingScore = checkedPassingScore(row.kind, body.passingScore ?? null);
      const accountIds = await audienceOf(row.organizationId, body);
      await db.transaction(async (tx) => {
        const txRepo = medCentralRepository(tx);
        const changed = await txRepo.changeAssignment(assignmentId, body.lockVersion, {
          title: body.title,
          instructions: body.instructions ?? '',
          dueAt,
          passingScore,
          groupId: body.groupId ?? null,
          updatedAt: now,
        });
        if (!changed) throw errors.assignmentChanged();
        await txRepo.setRecipients(assignmentId, accountIds, now);
        if (passingScore !== null && passingScore !== row.passingScore)
          await txRepo.rejudge(assignmentId, passingScore);
        await audit(tx, {
          action: 'medcentral.assignment.update',
          actorAccountId: actor.account.id,
          requestId: actor.requestId,
          details: {
            organizationId: row.organizationId,
            assignmentId,
            title: body.title,
            dueAt: dueAt.toISOString(),
            passingScore,
            groupId: body.groupId ?? null,
            recipients: accountIds,
            previous: {
              title: row.title,
              dueAt: row.dueAt.toISOString(),
              passingScore: row.passingScore,
              groupId: row.groupId,
            },
          },
        });
      });
      return detail(actor.account, program, assignmentId, now);
    },

    /** No more starts; the standings stay. */
    async close(actor: Actor, assignmentId: number, lockVersion: number, now = new Date()) {
      const { row, program } = await managed(actor.account, assignmentId);
      if (row.closedAt !== null) throw errors.assignmentClosed();
      if (row.lockVersion !== lockVersion) throw errors.assignmentChanged();
      await db.transaction(async (tx) => {
        const changed = await medCentralRepository(tx).changeAssignment(assignmentId, lockVersion, {
          closedAt: now,
          updatedAt: now,
        });
        if (!changed) throw errors.assignmentChanged();
        await audit(tx, {
          action: 'medcentral.assignment.close',
          actorAccountId: actor.account.id,
          requestId: actor.requestId,
          details: { organizationId: row.organizationId, assignmentId, title: row.title },
        });
      });
      return detail(actor.account, program, assignmentId, now);
    },

    reach,
  };
}
