import type { ChoiceKey } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** Flags a question for review or strikes out choices, in the running block; keeps a note (the notebook). */
export function markSaItem(
  attemptId: number,
  position: number,
  body: { flagged?: boolean; struckKeys?: ChoiceKey[]; note?: string },
) {
  return qaCall('markSaItem', () =>
    apiRequest(routes.qaSa.markItem, { params: { attemptId, position }, body }),
  );
}
