import type { MocBoard } from '@boardready/contracts/cme-rules';
import { buildPath } from '@boardready/contracts/route-ref';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '@/lib/api-client';
import { cmeAdminKeys } from './cme-admin-keys';

/** GET /api/2.0/admin/cme/batches: the exported batches, newest first. */
export function useMocBatches() {
  return useQuery({
    queryKey: cmeAdminKeys.batches,
    queryFn: () => apiRequest(routes.cme.adminBatches),
  });
}

/** GET …/batches/{batchId}/file as a download link: the browser saves the file the server names. */
export const batchFileHref = (batchId: number) =>
  buildUrl(buildPath(routes.cme.adminBatchFile.path, { batchId }));

/** Saves a batch's file as a click on a download link would. */
export function downloadBatchFile(batchId: number) {
  const link = document.createElement('a');
  link.href = batchFileHref(batchId);
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** POST /api/2.0/admin/cme/batches: a board's queued reports into a new batch, submitted. */
export function useExportMocBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (board: MocBoard) => apiRequest(routes.cme.adminExport, { body: { board } }),
    onSettled: () => client.invalidateQueries({ queryKey: cmeAdminKeys.reports }),
  });
}
