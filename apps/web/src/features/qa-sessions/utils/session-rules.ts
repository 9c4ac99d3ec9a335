import type {
  ChoiceKey,
  QaSession,
  QaSessionItem,
  QaSessionQuestion,
  QaSessionSummary,
} from '@boardready/contracts';
import { percentCorrect } from '@boardready/contracts/learner-figures';

export type ReviewFilter = 'all' | 'incorrect' | 'bookmarked';

/** The positions a review walks through, in order. */
export function reviewPositions(items: readonly QaSessionItem[], filter: ReviewFilter): number[] {
  return items
    .filter((item) =>
      filter === 'all' ? true : filter === 'incorrect' ? item.isCorrect === false : item.bookmarked,
    )
    .map((item) => item.position);
}

export function isReviewFilter(value: string | null): value is ReviewFilter {
  return value === 'all' || value === 'incorrect' || value === 'bookmarked';
}

/** The review an address asks for (?review=…), or null for the player itself. */
export function reviewOf(search: URLSearchParams): ReviewFilter | null {
  const value = search.get('review');
  return isReviewFilter(value) ? value : null;
}

/** A session's figures: its score (learner-figures' one definition) and its progress. */
export function sessionScore(
  session: Pick<QaSessionSummary, 'answeredCount' | 'correctCount' | 'numberOfQuestions'>,
) {
  const { answeredCount, correctCount, numberOfQuestions } = session;
  return {
    answered: answeredCount,
    correct: correctCount,
    total: numberOfQuestions,
    /** the score: correct of answered; null while nothing is answered */
    percent: percentCorrect(correctCount, answeredCount),
    progress: numberOfQuestions === 0 ? 0 : answeredCount / numberOfQuestions,
  };
}

export type ItemStatus = 'unseen' | 'seen' | 'answered' | 'correct' | 'incorrect';

/** A navigator cell's status: correctness shows once the server reveals it. */
export function itemStatus(item: QaSessionItem): ItemStatus {
  if (item.state !== 'answered') return item.state;
  if (item.isCorrect === true) return 'correct';
  if (item.isCorrect === false) return 'incorrect';
  return 'answered';
}

export const STATUS_LABEL: Record<ItemStatus, string> = {
  unseen: 'not seen',
  seen: 'not answered',
  answered: 'answered',
  correct: 'correct',
  incorrect: 'incorrect',
};

/** In tutor mode an answer is final; in test mode it may change until the session ends. */
export function canAnswer(
  session: Pick<QaSession, 'status' | 'viewMode'>,
  question: Pick<QaSessionQuestion, 'selectedKey'>,
): boolean {
  if (session.status === 'ended') return false;
  return session.viewMode === 'test' || question.selectedKey === null;
}

/** The optimistic session after answering: the item is answered (correctness comes from the server). */
export function withAnswer(session: QaSession, position: number, hadAnswer: boolean): QaSession {
  return {
    ...session,
    answeredCount: hadAnswer ? session.answeredCount : session.answeredCount + 1,
    items: session.items.map((item) =>
      item.position === position ? { ...item, state: 'answered' } : item,
    ),
  };
}

/** The optimistic question after answering. */
export function withSelected(question: QaSessionQuestion, key: ChoiceKey): QaSessionQuestion {
  return { ...question, selectedKey: key };
}

/** A mark changed on one question, mirrored on its navigator item. */
export function withItemMarks(
  session: QaSession,
  position: number,
  marks: { bookmarked?: boolean; hasNote?: boolean },
): QaSession {
  return {
    ...session,
    items: session.items.map((item) => (item.position === position ? { ...item, ...marks } : item)),
  };
}

/** The item a server answer for one question implies for the navigator. */
export function itemFromQuestion(item: QaSessionItem, question: QaSessionQuestion): QaSessionItem {
  return {
    ...item,
    state: question.selectedKey ? 'answered' : item.state === 'unseen' ? 'seen' : item.state,
    isCorrect: question.isCorrect,
    bookmarked: question.bookmarked,
    hasNote: question.note.trim().length > 0,
  };
}

/**
 * The question a player opens on: ?q=n when it is one the player walks (the notebook's "Open in
 * session"), else a review's first or where the learner left off.
 */
export function openingPosition(
  session: Pick<QaSession, 'currentPosition' | 'numberOfQuestions' | 'items'>,
  review: ReviewFilter | null,
  requested: number,
): number {
  const positions = review
    ? reviewPositions(session.items, review)
    : session.items.map((item) => item.position);
  if (positions.includes(requested)) return requested;
  return review ? (positions[0] ?? 1) : startPosition(session);
}

/** Where the learner lands when opening a session: where they were, clamped to the session. */
export function startPosition(
  session: Pick<QaSession, 'currentPosition' | 'numberOfQuestions'>,
): number {
  return Math.min(
    Math.max(1, session.currentPosition || 1),
    Math.max(1, session.numberOfQuestions),
  );
}
