import type {
  LearnerLiveQuestion,
  LiveQuestionEvent,
  LiveSessionDetail,
  StaffLiveQuestion,
  StaffLiveQuestionEvent,
  StaffLiveSessionDetail,
} from '@boardready/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { liveKeys } from '../api/live-keys';
import {
  mergeOwnQuestion,
  mergeQuestionEvent,
  mergeStaffQuestion,
  mergeVote,
  newAnswer,
} from '../utils/question-list';
import { useServerEvents } from './use-server-events';

/**
 * A learner's live Q&A: the session's questions (in its query's data) kept current by its events,
 * with the learner's own posts and votes merged in as the server answers them. `announcement`
 * is the latest new answer, for a polite live region.
 */
export function useLearnerQuestions(session: LiveSessionDetail) {
  const queryClient = useQueryClient();
  const { userProductId, liveSessionId } = session;
  const [announcement, setAnnouncement] = useState('');

  const update = useCallback(
    (change: (list: LearnerLiveQuestion[]) => LearnerLiveQuestion[]) => {
      const key = liveKeys.session(userProductId, liveSessionId);
      const data = queryClient.getQueryData<LiveSessionDetail>(key);
      if (data) queryClient.setQueryData(key, { ...data, questions: change(data.questions) });
      return data?.questions ?? [];
    },
    [queryClient, userProductId, liveSessionId],
  );
  const onEvent = useCallback(
    (event: LiveQuestionEvent) => {
      const before = update((list) => mergeQuestionEvent(list, event));
      const answered = newAnswer(before, event);
      if (answered) setAnnouncement(`New answer to “${answered.text}”: ${answered.answer}`);
    },
    [update],
  );
  const onReconnect = useCallback(
    () =>
      queryClient.refetchQueries({
        queryKey: liveKeys.session(userProductId, liveSessionId),
        exact: true,
      }),
    [queryClient, userProductId, liveSessionId],
  );
  const connection = useServerEvents(session.eventsUrl, onEvent, onReconnect);

  return {
    connection,
    announcement,
    /** the learner's own question, as the server answered their post */
    asked: useCallback(
      (question: LearnerLiveQuestion) => update((list) => mergeOwnQuestion(list, question)),
      [update],
    ),
    /** the learner's upvote given or taken back */
    voted: useCallback(
      (vote: Pick<LearnerLiveQuestion, 'questionId' | 'upvotes' | 'votedByMe'>) =>
        update((list) => mergeVote(list, vote)),
      [update],
    ),
  };
}

/**
 * A staff member's moderation list: every question of the session, hidden ones too, kept current
 * by the staff events and by their own answers and hides.
 */
export function useStaffQuestions(session: StaffLiveSessionDetail) {
  const queryClient = useQueryClient();
  const { liveSessionId } = session;

  const merge = useCallback(
    (question: StaffLiveQuestion) => {
      const key = liveKeys.staffSession(liveSessionId);
      const data = queryClient.getQueryData<StaffLiveSessionDetail>(key);
      if (data)
        queryClient.setQueryData(key, {
          ...data,
          questions: mergeStaffQuestion(data.questions, question),
        });
    },
    [queryClient, liveSessionId],
  );
  const onEvent = useCallback(
    (event: StaffLiveQuestionEvent) => {
      if (event.type === 'question') merge(event.question);
    },
    [merge],
  );
  const onReconnect = useCallback(
    () =>
      queryClient.refetchQueries({ queryKey: liveKeys.staffSession(liveSessionId), exact: true }),
    [queryClient, liveSessionId],
  );
  const connection = useServerEvents(session.eventsUrl, onEvent, onReconnect);
  return { connection, merge };
}
