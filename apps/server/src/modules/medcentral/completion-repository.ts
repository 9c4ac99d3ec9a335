import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookSectionsRead,
  fcCards,
  medcentralAssignmentRecipients,
  medcentralAssignments,
  memoryItems,
  memoryReviewLogs,
  qaSessions,
} from '../../db/schema';

/**
 * Assignments completed by the residents' own study (decision 1402), recorded when read: the Q&A
 * player, the book reader and the flash cards know nothing of assignments, so the reads that show
 * where residents stand first write the completions that study has reached since, each at the
 * moment it was reached (not the moment it is read). Idempotent; a completion, once written,
 * stays. Every MedCentral read of standings calls it first, and so may the program dashboard.
 *
 * - questions: the assignment's session has ended; the score is its share right (of every
 *   question it holds), passed when at least the passing score; completed when it ended.
 * - book section: the section is among the resident's sections read. The reader keeps only the
 *   first reading of a section, so one read before the assignment counts, as done when given.
 * - deck: every published card of the deck has a review by the resident since it was given;
 *   started at the first such review, completed at the moment the last card got its first one.
 */

/** Which recipients to bring up to date. */
export type CompletionScope =
  | { organizationId: number; accountId?: number }
  | { assignmentId: number; accountId?: number };

const r = medcentralAssignmentRecipients;
const a = medcentralAssignments;

function scopeOf(scope: CompletionScope): SQL {
  const account =
    scope.accountId === undefined ? sql`` : sql` and r.account_id = ${scope.accountId}`;
  return 'assignmentId' in scope
    ? sql`r.assignment_id = ${scope.assignmentId}${account}`
    : sql`a.organization_id = ${scope.organizationId}${account}`;
}

export async function settleAssignmentCompletions(db: Database, scope: CompletionScope) {
  const where = scopeOf(scope);
  await db.execute(sql`
    update ${r} r set
      completed_at = coalesce(s.ended_at, s.updated_at),
      score_percent = round(100.0 * s.correct_count / s.question_count)::int,
      passed = round(100.0 * s.correct_count / s.question_count) >= coalesce(a.passing_score, 0)
    from ${a} a, ${qaSessions} s
    where a.id = r.assignment_id and a.kind = 'questions' and s.id = r.qa_session_id
      and s.status = 'ended' and s.question_count > 0 and r.completed_at is null and ${where}`);
  await db.execute(sql`
    update ${r} r set completed_at = greatest(b.read_at, r.assigned_at)
    from ${a} a, ${bookSectionsRead} b
    where a.id = r.assignment_id and a.kind = 'book_section' and b.account_id = r.account_id
      and b.book_code = a.book_code and b.section_id = a.section_id
      and r.completed_at is null and ${where}`);
  await db.execute(sql`
    with firsts as (
      select r.assignment_id, r.account_id, a.deck_id, mi.card_id, min(l.reviewed_at) as first_at
      from ${r} r
      join ${a} a on a.id = r.assignment_id
      join ${memoryReviewLogs} l on l.account_id = r.account_id and l.deck_id = a.deck_id
        and l.reviewed_at >= r.assigned_at
      join ${memoryItems} mi on mi.id = l.item_id
      join ${fcCards} c on c.id = mi.card_id and c.status = 'published'
      where a.kind = 'deck' and r.completed_at is null and ${where}
      group by r.assignment_id, r.account_id, a.deck_id, mi.card_id
    ), progress as (
      select assignment_id, account_id, min(first_at) as started, max(first_at) as last,
        count(*) as cards,
        (select count(*) from ${fcCards} c where c.deck_id = firsts.deck_id and c.status = 'published')
          as deck_cards
      from firsts group by assignment_id, account_id, deck_id
    )
    update ${r} r set
      started_at = coalesce(r.started_at, p.started),
      completed_at = case when p.cards >= p.deck_cards then p.last end
    from progress p
    where r.assignment_id = p.assignment_id and r.account_id = p.account_id
      and (r.started_at is null or p.cards >= p.deck_cards)`);
}
