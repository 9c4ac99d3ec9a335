import type { ChoiceKey, QaSession, QaSessionQuestion } from '@boardready/contracts';
import type { AnswerConfidenceName } from '@boardready/contracts/qa-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { QUEUED } from '@/lib/offline/outbox';
import { qaKeys } from '@/lib/qa/qa-call';
import { answerQuestion } from '../api/answer-question';
import { markQuestion, type QuestionMarks } from '../api/mark-question';
import { offlinePackQuery } from '../api/offline-pack';
import { answeredOffline } from '../utils/offline-answer';
import { itemFromQuestion, withAnswer, withItemMarks, withSelected } from '../utils/session-rules';

type Sent = QaSessionQuestion | typeof QUEUED;

/** Counts follow the items, so an answer's result updates the score without a refetch. */
function recount(session: QaSession): QaSession {
  return {
    ...session,
    answeredCount: session.items.filter((item) => item.state === 'answered').length,
    correctCount: session.items.filter((item) => item.isCorrect === true).length,
  };
}

/**
 * Answers and marks are shown at once and sent at once (optimistic), a question's in the order
 * they were made; a failed call puts back what was there and rejects, so the player can tell the
 * learner (the call layer has logged it). A write that waits in the outbox (offline) stays as
 * shown; an answer then shows what the session's offline copy says it reveals (decision 1705).
 */
export function useQuestionActions(qaSessionId: number) {
  const queryClient = useQueryClient();
  const sessionKey = qaKeys.session(qaSessionId);

  const settle = useCallback(
    (position: number, question: QaSessionQuestion) => {
      queryClient.setQueryData(qaKeys.question(qaSessionId, position), question);
      queryClient.setQueryData<QaSession>(sessionKey, (session) =>
        session
          ? recount({
              ...session,
              items: session.items.map((item) =>
                item.position === position ? itemFromQuestion(item, question) : item,
              ),
            })
          : session,
      );
    },
    [queryClient, qaSessionId, sessionKey],
  );

  // A question's writes go out one after another, in the order of the clicks: sent together, the
  // server could apply a quick strike-out and its undo in either order, and the learner would be
  // left with the one clicked first.
  const writes = useRef(new Map<number, { last: Promise<unknown>; inFlight: number }>());
  const inOrder = useCallback((position: number, send: () => Promise<Sent>) => {
    const queue = writes.current.get(position) ?? { last: Promise.resolve(), inFlight: 0 };
    writes.current.set(position, queue);
    queue.inFlight += 1;
    const sent = queue.last.then(send);
    queue.last = sent.catch(() => {});
    /** whether this was the question's last write on its way */
    const finish = () => {
      queue.inFlight -= 1;
      return queue.inFlight === 0;
    };
    return { sent, finish };
  }, []);

  const optimistic = useCallback(
    async (
      position: number,
      change: (question: QaSessionQuestion, session: QaSession) => [QaSessionQuestion, QaSession],
      send: () => Promise<Sent>,
      whileWaiting: (shown: QaSessionQuestion) => QaSessionQuestion = (shown) => shown,
    ) => {
      const questionKey = qaKeys.question(qaSessionId, position);
      const beforeQuestion = queryClient.getQueryData<QaSessionQuestion>(questionKey);
      const beforeSession = queryClient.getQueryData<QaSession>(sessionKey);
      if (!beforeQuestion || !beforeSession) return;
      const beforeItem = beforeSession.items.find((item) => item.position === position);
      const [question, session] = change(beforeQuestion, beforeSession);
      queryClient.setQueryData(questionKey, question);
      queryClient.setQueryData(sessionKey, session);
      const { sent, finish } = inOrder(position, send);
      try {
        const answered = await sent;
        // A later write of the question is on its way: its answer is the one to show.
        if (finish()) settle(position, answered === QUEUED ? whileWaiting(question) : answered);
      } catch (error) {
        // Likewise, a later write's answer shows what the server kept.
        if (!finish()) throw error;
        queryClient.setQueryData(questionKey, beforeQuestion);
        queryClient.setQueryData<QaSession>(sessionKey, (current) =>
          current && beforeItem
            ? recount({
                ...current,
                items: current.items.map((item) =>
                  item.position === position ? beforeItem : item,
                ),
              })
            : current,
        );
        throw error;
      }
    },
    [queryClient, qaSessionId, sessionKey, settle, inOrder],
  );

  const answer = useCallback(
    (position: number, key: ChoiceKey, confidence: AnswerConfidenceName | null) =>
      optimistic(
        position,
        (question, session) => [
          { ...withSelected(question, key), confidence },
          withAnswer(session, position, question.selectedKey !== null),
        ],
        () => answerQuestion(qaSessionId, position, key, confidence),
        (shown) =>
          answeredOffline(
            shown,
            queryClient.getQueryData(offlinePackQuery(qaSessionId).queryKey),
            queryClient.getQueryData<QaSession>(sessionKey),
          ),
      ),
    [optimistic, qaSessionId, queryClient, sessionKey],
  );

  const mark = useCallback(
    (position: number, marks: QuestionMarks) =>
      optimistic(
        position,
        (question, session) => [
          { ...question, ...marks },
          withItemMarks(session, position, {
            ...(marks.bookmarked === undefined ? {} : { bookmarked: marks.bookmarked }),
            ...(marks.note === undefined ? {} : { hasNote: marks.note.trim().length > 0 }),
          }),
        ],
        () => markQuestion(qaSessionId, position, marks),
      ),
    [optimistic, qaSessionId],
  );

  return { answer, mark };
}
