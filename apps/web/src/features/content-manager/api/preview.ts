import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

/** What Preview Q&A shows: a question (id or code, a version) or a draft. */
export interface PreviewSubject {
  questionId?: number | undefined;
  code?: string | undefined;
  version?: number | undefined;
  draftId?: number | undefined;
}

export const getPreview = (subject: PreviewSubject) =>
  apiRequest(routes.contentManager.preview, {
    query: Object.fromEntries(
      Object.entries(subject).filter(([, value]) => value !== undefined && value !== ''),
    ),
  });

export const previewQuery = (subject: PreviewSubject) =>
  queryOptions({ queryKey: cmsKeys.preview(subject), queryFn: () => getPreview(subject) });

/** The question as the learner's player receives it, answer revealed; nothing until named. */
export function usePreview(subject: PreviewSubject | null) {
  return useQuery({ ...previewQuery(subject ?? {}), enabled: subject !== null });
}
