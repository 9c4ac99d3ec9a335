/** The query keys of content management: a write marks what it changed as stale. */
export const cmsKeys = {
  all: ['cms'] as const,
  drafts: ['cms', 'drafts'] as const,
  draft: (draftId: number) => ['cms', 'draft', draftId] as const,
  banks: ['cms', 'banks'] as const,
  search: (search: string) => ['cms', 'search', search] as const,
  question: (questionId: number) => ['cms', 'question', questionId] as const,
  version: (questionId: number, version: number) =>
    ['cms', 'version', questionId, version] as const,
  preview: (subject: object) => ['cms', 'preview', subject] as const,
};
