import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** Starts the next block after the break; its clock starts on the server now. */
export function startSaBlock(attemptId: number, blockNumber: number) {
  return qaCall('startSaBlock', () =>
    apiRequest(routes.qaSa.startBlock, { params: { attemptId, blockNumber }, body: {} }),
  );
}
