import type { ChoiceKey } from '@boardready/contracts';
import type { AnswerConfidenceName } from '@boardready/contracts/qa-rules';
import { routes } from '@boardready/contracts/routes';
import { writeThroughOutbox } from '@/lib/offline/outbox';
import { qaCall } from '@/lib/qa/qa-call';

/**
 * Saves an answer the moment it is given (tutor: once; test: changeable until the end), with how
 * sure the learner said they were, if they said. Offline it waits in the outbox (QUEUED).
 */
export function answerQuestion(
  qaSessionId: number,
  position: number,
  choiceKey: ChoiceKey,
  confidence: AnswerConfidenceName | null,
) {
  return qaCall('answerQuestion', () =>
    writeThroughOutbox(routes.qa.answerQuestion, {
      params: { qaSessionId, position },
      body: confidence ? { choiceKey, confidence } : { choiceKey },
    }),
  );
}
