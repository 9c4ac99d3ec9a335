import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** Starts an attempt at a form (and its first block); 409 while another is open. */
export function startSaAttempt(formId: number) {
  return qaCall('startSaAttempt', () =>
    apiRequest(routes.qaSa.startAttempt, { params: { formId }, body: {} }),
  );
}
