import type {
  ChoiceKey,
  QaSession,
  QaSessionItem,
  QaSessionQuestion,
  QaSessionSummary,
} from '@boardready/contracts';
import type { QuestionRow } from './answer-repository';
import type { ItemRow, MarkedItem, SessionRow } from './session-repository';

/** Row → contract shapes. The rules of what a learner may see yet live here, in one place. */

/** In test mode correctness stays hidden until the session ends; tutor mode shows it at once. */
export function revealsCorrectness(session: Pick<SessionRow, 'viewMode' | 'status'>): boolean {
  return session.viewMode === 'tutor' || session.status === 'ended';
}

/** The key and explanation of one question: tutor once answered, any mode once ended. */
export function revealsAnswer(
  session: Pick<SessionRow, 'viewMode' | 'status'>,
  item: Pick<ItemRow, 'selectedKey'>,
): boolean {
  return session.status === 'ended' || (session.viewMode === 'tutor' && item.selectedKey !== null);
}

export function toSummary(row: SessionRow): QaSessionSummary {
  const shown = revealsCorrectness(row);
  return {
    qaSessionId: row.id,
    secondsElapsed: row.secondsElapsed,
    userProductId: row.userProductId,
    name: row.name,
    sessionType: row.sessionType,
    viewMode: row.viewMode,
    durationSeconds: row.durationSeconds,
    status: row.status,
    isActive: row.isActive,
    requestedNumberOfQuestions: row.requestedCount,
    numberOfQuestions: row.questionCount,
    answeredCount: row.answeredCount,
    correctCount: shown ? row.correctCount : 0,
    currentPosition: row.currentPosition,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export function toItem(session: SessionRow, item: MarkedItem): QaSessionItem {
  return {
    position: item.position,
    questionId: item.questionId,
    state: item.selectedKey !== null ? 'answered' : item.seenAt !== null ? 'seen' : 'unseen',
    isCorrect: revealsCorrectness(session) ? item.isCorrect : null,
    bookmarked: item.bookmarked,
    hasNote: item.note.trim() !== '',
  };
}

export function toSession(row: SessionRow, items: MarkedItem[]): QaSession {
  return {
    ...toSummary(row),
    filters: {
      topicIds: row.filters.topicIds,
      includeSkipped: row.filters.includeSkipped,
      includeNotViewed: row.filters.includeNotViewed,
      includeBookmarked: row.filters.includeBookmarked,
      includeIncorrect: row.filters.includeIncorrect,
      curatedReviewQuestionsOnly: row.filters.curatedReviewQuestionsOnly,
      mocaLearningObjectives: row.filters.mocaLearningObjectives,
    },
    items: items.map((item) => toItem(row, item)),
  };
}

/** A question's key, explanation and the shares of all learners' first answers. */
export function toReveal(
  question: QuestionRow,
  choiceCounts: { key: ChoiceKey; count: number }[],
): NonNullable<QaSessionQuestion['reveal']> {
  const total = choiceCounts.reduce((sum, c) => sum + c.count, 0);
  return {
    correctKey: question.correctKey,
    explanationSummary: question.explanationSummary,
    choiceExplanations: Object.fromEntries(question.choices.map((c) => [c.key, c.explanation])),
    educationalObjective: question.educationalObjective,
    // The citation already carries its year; a link, when there is one, follows it.
    references: question.references.map((r) => (r.url ? `${r.citation} ${r.url}` : r.citation)),
    choiceShares: Object.fromEntries(
      question.choices.map((c) => {
        const n = choiceCounts.find((count) => count.key === c.key)?.count ?? 0;
        return [c.key, total === 0 ? 0 : n / total];
      }),
    ),
  };
}

export function toSessionQuestion(input: {
  session: Pick<SessionRow, 'viewMode' | 'status'>;
  /** a session item with its notebook marks, or a self-assessment answer shaped like one (qa-sa) */
  item: Pick<
    MarkedItem,
    'position' | 'selectedKey' | 'isCorrect' | 'bookmarked' | 'struckKeys' | 'highlights' | 'note'
  > &
    Partial<Pick<MarkedItem, 'confidence'>>;
  question: QuestionRow;
  topics: { id: number; name: string }[];
  choiceCounts: { key: ChoiceKey; count: number }[];
}): QaSessionQuestion {
  const { session, item, question } = input;
  const reveal = revealsAnswer(session, item) ? toReveal(question, input.choiceCounts) : null;
  return {
    position: item.position,
    question: {
      questionId: question.id,
      stemHtml: question.stemHtml,
      leadIn: question.leadIn,
      choices: question.choices.map((c) => ({ key: c.key, text: c.text })),
      topics: input.topics,
    },
    selectedKey: item.selectedKey,
    isCorrect: revealsCorrectness(session) ? item.isCorrect : null,
    confidence: item.confidence ?? null,
    bookmarked: item.bookmarked,
    struckKeys: item.struckKeys,
    highlights: item.highlights,
    note: item.note,
    reveal,
  };
}
