import type { ChoiceKey } from '@boardready/contracts';
import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/**
 * Marks a question for review, strikes out choices or highlights the stem, in the running block;
 * keeps a note (the learner's notebook), also in review.
 */
export function markSaItem(
  attemptId: number,
  position: number,
  body: {
    flagged?: boolean;
    struckKeys?: ChoiceKey[];
    highlights?: HighlightRange[];
    note?: string;
  },
) {
  return qaCall('markSaItem', () =>
    apiRequest(routes.qaSa.markItem, { params: { attemptId, position }, body }),
  );
}
