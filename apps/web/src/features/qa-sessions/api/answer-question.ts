import type { ChoiceKey } from '@boardready/contracts';
import type { AnswerConfidenceName } from '@boardready/contracts/qa-rules';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/**
 * Saves an answer the moment it is given (tutor: once; test: changeable until the end), with how
 * sure the learner said they were, if they said.
 */
export function answerQuestion(
  qaSessionId: number,
  position: number,
  choiceKey: ChoiceKey,
  confidence: AnswerConfidenceName | null,
) {
  return qaCall('answerQuestion', () =>
    apiRequest(routes.qa.answerQuestion, {
      params: { qaSessionId, position },
      body: confidence ? { choiceKey, confidence } : { choiceKey },
    }),
  );
}
