/** The admin record screens' query keys, under one root: a triage reads the queue again. */
export const recordKeys = {
  all: ['admin-records'] as const,
  mail: (query: object) => ['admin-records', 'mail', query] as const,
  audit: (query: object) => ['admin-records', 'audit', query] as const,
  auditActions: ['admin-records', 'audit-actions'] as const,
  feedback: ['admin-records', 'feedback'] as const,
  feedbackList: (query: object) => ['admin-records', 'feedback', 'list', query] as const,
  feedbackItem: (questionId: number) => ['admin-records', 'feedback', 'item', questionId] as const,
};
