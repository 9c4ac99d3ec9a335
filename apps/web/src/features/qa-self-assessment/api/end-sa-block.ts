import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** Ends the running block (its answers become final); the last one scores the attempt. */
export function endSaBlock(attemptId: number, blockNumber: number) {
  return qaCall('endSaBlock', () =>
    apiRequest(routes.qaSa.endBlock, { params: { attemptId, blockNumber }, body: {} }),
  );
}
