import type { ChoiceKey } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** Saves (or clears, with null) an answer of the running block. */
export function answerSaItem(attemptId: number, position: number, choiceKey: ChoiceKey | null) {
  return qaCall('answerSaItem', () =>
    apiRequest(routes.qaSa.answerItem, { params: { attemptId, position }, body: { choiceKey } }),
  );
}
