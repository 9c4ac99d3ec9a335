import type { CurrentSession } from '@boardready/contracts';

/** The staff rights a back-office screen may ask for (spec §6); the server checks each call. */
export type StaffScreenRight = 'admin' | 'contentManager' | 'previewQna';

export const STAFF_RIGHT_NAMES: Record<StaffScreenRight, string> = {
  admin: 'Admin',
  contentManager: 'content manager',
  previewQna: 'Preview Q&A',
};

/**
 * Whether the account acted as holds a right: while assuming a learner, staff hold the learner's
 * rights (the server judges the same way; decision 0601).
 */
export function holdsRight(session: CurrentSession, right: StaffScreenRight): boolean {
  const account = session.account;
  if (!account) return false;
  if (right === 'admin') return account.isAdmin;
  if (right === 'contentManager') return account.isContentManager;
  return account.canPreviewQna;
}
