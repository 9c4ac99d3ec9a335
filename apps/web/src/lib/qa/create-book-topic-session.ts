import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from './qa-call';

/** Spec §3 interlinked-book session request (QA-21). */
export interface BookTopicSessionRequest {
  userProductId: number;
  coreContentTopicId: number;
}

/**
 * QA-40: POST /api/3.0/qa/sessions/userproducts/{userProductId}/corecontenttopics/{topicId} with
 * an empty object; it answers the new session's id (fetched next with getSession, QA-41).
 */
export function createBookTopicSession(request: BookTopicSessionRequest) {
  return qaCall('createBookTopicSession', () =>
    apiRequest(routes.qa.createBookTopicSession, { params: { ...request }, body: {} }),
  );
}
