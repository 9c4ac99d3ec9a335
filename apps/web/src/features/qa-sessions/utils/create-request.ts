import type { QaSessionCreateRequest, QuestionFilter, ViewMode } from '@boardready/contracts';
import { EXAM_PACE_SECONDS } from '@boardready/contracts/learner-figures';

/** The create-session form, named after the spec's filter fields (§3 create request). */
export interface CreateSessionForm {
  name: string;
  numberOfQuestions: number;
  timed: boolean;
  durationMinutes: number;
  viewMode: ViewMode;
  contentTopicIds: number[];
  skippedOnly: boolean;
  unansweredOnly: boolean;
  bookmarkedOnly: boolean;
  incorrectOnly: boolean;
  curatedReviewQuestionsOnly: boolean;
  mocaLearningObjectives: number[];
}

/** The pool filter of a form: what the live count and the create request share. */
export function filterOf(form: CreateSessionForm): QuestionFilter {
  return {
    topicIds: [...form.contentTopicIds].sort((a, b) => a - b),
    includeSkipped: form.skippedOnly,
    includeNotViewed: form.unansweredOnly,
    includeBookmarked: form.bookmarkedOnly,
    includeIncorrect: form.incorrectOnly,
    curatedReviewQuestionsOnly: form.curatedReviewQuestionsOnly,
    mocaLearningObjectives: [...form.mocaLearningObjectives].sort((a, b) => a - b),
  };
}

/**
 * Spec §3 "QaSession create request (version 3)" from the form: userProductId is the product the
 * session is made from (QA-06), the fixed 'UserDefined' type (QA-07), isMobile always false
 * (QA-09), mocaPedsQuestionsOnly exactly when objectives are chosen (QA-19).
 */
export function buildCreateRequest(
  userProductId: number,
  form: CreateSessionForm,
): QaSessionCreateRequest {
  const filter = filterOf(form);
  return {
    userProductId,
    sessionType: 'UserDefined',
    name: form.name.trim(),
    isMobile: false,
    numberOfQuestions: form.numberOfQuestions,
    durationSeconds: form.timed ? Math.round(form.durationMinutes * 60) : null,
    ...filter,
    mocaPedsQuestionsOnly: filter.mocaLearningObjectives.length > 0,
    viewMode: form.viewMode,
  };
}

/** Where a create-request field's message shows on the form. */
export const FORM_FIELD_OF: Record<string, keyof CreateSessionForm> = {
  name: 'name',
  numberOfQuestions: 'numberOfQuestions',
  durationSeconds: 'durationMinutes',
  topicIds: 'contentTopicIds',
  mocaLearningObjectives: 'mocaLearningObjectives',
  viewMode: 'viewMode',
};

/** Minutes a timed session gets by default: the board exam's pace, the one pace figure. */
export function suggestedMinutes(numberOfQuestions: number): number {
  return Math.max(1, Math.ceil((Math.max(1, numberOfQuestions) * EXAM_PACE_SECONDS) / 60));
}

/** The time limit field's hint: '2 minutes a question by default'. */
export const SUGGESTED_PACE_HINT = `${EXAM_PACE_SECONDS / 60} minutes a question by default`;
