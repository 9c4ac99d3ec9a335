import type { ChoiceKey } from '@boardready/contracts';
import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { routes } from '@boardready/contracts/routes';
import { writeThroughOutbox } from '@/lib/offline/outbox';
import { qaCall } from '@/lib/qa/qa-call';

export interface QuestionMarks {
  bookmarked?: boolean;
  struckKeys?: ChoiceKey[];
  highlights?: HighlightRange[];
  note?: string;
}

/**
 * Bookmark, strike out choices, highlight or keep a note on one question of a session. Offline it
 * waits in the outbox (QUEUED).
 */
export function markQuestion(qaSessionId: number, position: number, marks: QuestionMarks) {
  return qaCall('markQuestion', () =>
    writeThroughOutbox(routes.qa.markQuestion, { params: { qaSessionId, position }, body: marks }),
  );
}
