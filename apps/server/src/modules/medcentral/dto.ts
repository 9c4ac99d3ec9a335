import type {
  AssignmentSummary,
  MedCentralAnnouncement,
  MedCentralProgram,
  RecipientProgress,
} from '@boardready/contracts';
import { canManageAs, recipientStatusOf } from '@boardready/contracts/medcentral-rules';
import type { Book } from '../books/book-content';
import type { AnnouncementRow, AssignmentSummaryRow, ProgramRow, RecipientRow } from './repository';

/** What MedCentral's answers show of its rows (decision 1402). */

export interface Program extends MedCentralProgram {
  groupId: number | null;
}

export function toProgram(row: ProgramRow, isAdmin: boolean): Program {
  return {
    organizationId: row.organizationId,
    name: row.name,
    role: row.role,
    canManage: isAdmin || canManageAs(row.role),
    groupId: row.groupId,
    groupName: row.groupName,
  };
}

/** The program as the contracts show it (without the caller's group id). */
export const programOut = ({ groupId: _, ...program }: Program): MedCentralProgram => program;

export function toAnnouncement(
  row: AnnouncementRow & { groupName: string | null; authorName: string | null },
): MedCentralAnnouncement {
  return {
    announcementId: row.id,
    title: row.title,
    body: row.body,
    groupId: row.groupId,
    groupName: row.groupName,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** A book's section and its chapter, by the section's id. */
export function findSection(book: Book | undefined, sectionId: string) {
  for (const chapter of book?.chapters ?? []) {
    const section = chapter.sections.find((s) => s.id === sectionId);
    if (section) return { chapter, section };
  }
  return undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the assignment asks, in words. */
function whatOf(row: AssignmentSummaryRow, books: readonly Book[]): string {
  switch (row.kind) {
    case 'questions':
      return plural(row.questionCount, 'question', 'questions');
    case 'book_section': {
      const book = books.find((b) => b.code === row.bookCode);
      const found = findSection(book, row.sectionId ?? '');
      return found ? `${found.section.title} (${found.chapter.title})` : `Section ${row.sectionId}`;
    }
    case 'deck':
      return `${row.deckTitle ?? 'The deck'}, ${plural(row.deckCards ?? 0, 'card', 'cards')}`;
  }
}

export function toSummary(row: AssignmentSummaryRow, books: readonly Book[]): AssignmentSummary {
  return {
    assignmentId: row.id,
    organizationId: row.organizationId,
    title: row.title,
    instructions: row.instructions,
    kind: row.kind,
    productId: row.productId,
    productName: row.productName,
    what: whatOf(row, books),
    questionCount: row.kind === 'questions' ? row.questionCount : null,
    bookCode: row.bookCode,
    sectionId: row.sectionId,
    dueAt: row.dueAt.toISOString(),
    passingScore: row.passingScore,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    lockVersion: row.lockVersion,
    groupId: row.groupId,
    groupName: row.groupName,
    recipientCount: row.recipientCount,
  };
}

export function toProgress(
  recipient: RecipientRow,
  assignment: Pick<AssignmentSummaryRow, 'dueAt' | 'closedAt'>,
  now: Date,
): RecipientProgress {
  const { startedAt, completedAt } = recipient;
  return {
    status: recipientStatusOf({ ...assignment, startedAt, completedAt }, now),
    assignedAt: recipient.assignedAt.toISOString(),
    startedAt: startedAt?.toISOString() ?? null,
    completedAt: completedAt?.toISOString() ?? null,
    scorePercent: recipient.scorePercent,
    passed: recipient.passed,
    late: completedAt !== null && completedAt > assignment.dueAt,
  };
}
