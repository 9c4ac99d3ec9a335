import type { ImportBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentPackagesQuery } from './content-packages';

/** Imports the archive the dry run showed (refused if it would now do something else). */
export const importPackage = (body: ImportBody) =>
  apiRequest(routes.contentPackages.import, { body });

export function useImportPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importPackage,
    onSuccess: () => client.invalidateQueries({ queryKey: contentPackagesQuery.queryKey }),
  });
}
