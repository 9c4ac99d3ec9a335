import type {
  LearnerLiveQuestion,
  LiveQuestion,
  LiveQuestionEvent,
  StaffLiveQuestion,
} from '@boardready/contracts';
import { compareLiveQuestions } from '@boardready/contracts/live-rules';

/** A question put in (or in place of the one with its id), the list kept in compareLiveQuestions order. */
function upsert<Q extends LiveQuestion>(list: readonly Q[], question: Q): Q[] {
  return [...list.filter((q) => q.questionId !== question.questionId), question].sort(
    compareLiveQuestions,
  );
}

/**
 * A learner's list after one of the session's events: a `question` event is the question as
 * everyone sees it now (asked, upvoted, answered), so it takes the place of the one the list has
 * with the learner's own flags kept (the same event goes to everyone); `hidden` takes one away.
 */
export function mergeQuestionEvent(
  list: readonly LearnerLiveQuestion[],
  event: LiveQuestionEvent,
): LearnerLiveQuestion[] {
  if (event.type === 'hidden' || event.question.status === 'hidden') {
    const id = event.type === 'hidden' ? event.questionId : event.question.questionId;
    return list.filter((q) => q.questionId !== id);
  }
  const known = list.find((q) => q.questionId === event.question.questionId);
  return upsert(list, {
    ...event.question,
    mine: known?.mine ?? false,
    votedByMe: known?.votedByMe ?? false,
  });
}

/** The learner's own question as the server answered their post (it may have come as an event first). */
export function mergeOwnQuestion(
  list: readonly LearnerLiveQuestion[],
  question: LearnerLiveQuestion,
): LearnerLiveQuestion[] {
  const known = list.find((q) => q.questionId === question.questionId);
  // an event that came first may carry newer upvotes or an answer already
  return upsert(list, known ? { ...known, mine: true } : question);
}

/** The learner's upvote given or taken back: the count after it, and their own flag. */
export function mergeVote(
  list: readonly LearnerLiveQuestion[],
  vote: Pick<LearnerLiveQuestion, 'questionId' | 'upvotes' | 'votedByMe'>,
): LearnerLiveQuestion[] {
  const known = list.find((q) => q.questionId === vote.questionId);
  if (!known) return [...list];
  return upsert(list, { ...known, upvotes: vote.upvotes, votedByMe: vote.votedByMe });
}

/** A staff member's list after an event or a moderation call: every question, hidden ones too. */
export function mergeStaffQuestion(
  list: readonly StaffLiveQuestion[],
  question: StaffLiveQuestion,
): StaffLiveQuestion[] {
  return upsert(list, question);
}

/**
 * The question an event answers anew (or answers again in other words), for the page to announce;
 * null when the event brings no new answer.
 */
export function newAnswer(
  list: readonly LiveQuestion[],
  event: LiveQuestionEvent,
): LiveQuestion | null {
  if (event.type !== 'question' || event.question.status !== 'answered') return null;
  const known = list.find((q) => q.questionId === event.question.questionId);
  if (known?.status === 'answered' && known.answer === event.question.answer) return null;
  return event.question;
}

/** The questions still waiting for an answer. */
export const openCount = (list: readonly LiveQuestion[]) =>
  list.filter((q) => q.status === 'open').length;
