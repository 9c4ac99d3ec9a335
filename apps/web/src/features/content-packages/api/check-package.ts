import type { ArchiveUpload } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The dry run: what importing the archive would do; nothing is written. */
export const checkPackage = (body: ArchiveUpload) =>
  apiRequest(routes.contentPackages.check, { body });

export function useCheckPackage() {
  return useMutation({ mutationFn: checkPackage });
}
