import type { ChoiceKey } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** Saves an answer the moment it is given (tutor: once; test: changeable until the end). */
export function answerQuestion(qaSessionId: number, position: number, choiceKey: ChoiceKey) {
  return qaCall('answerQuestion', () =>
    apiRequest(routes.qa.answerQuestion, {
      params: { qaSessionId, position },
      body: { choiceKey },
    }),
  );
}
