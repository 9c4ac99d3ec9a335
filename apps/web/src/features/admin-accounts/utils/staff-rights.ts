import type { AccountStaffRights } from '@boardready/contracts';

export type StaffRightKey = keyof AccountStaffRights;

/** The staff rights of spec §6, in the order the account page lists them, with what each opens. */
export const STAFF_RIGHTS: readonly { key: StaffRightKey; label: string; description: string }[] = [
  {
    key: 'admin',
    label: 'Admin',
    description: 'Admin: accounts, products, feature flags, terms of use, mail and the audit log.',
  },
  {
    key: 'contentManager',
    label: 'Content manager',
    description: 'Drafts, reviews and publishes questions; item statistics.',
  },
  {
    key: 'previewQna',
    label: 'Preview Q&A',
    description: 'Previews any question or version, drafts included.',
  },
  {
    key: 'superUser',
    label: 'Super user',
    description: "The product's super user: holds Preview Q&A whatever that box says.",
  },
  {
    key: 'assumeUsers',
    label: 'May assume users',
    description: 'Acts as another account, never one holding rights they lack.',
  },
];

/** The rights an account holds, by label: what a search result shows at a glance. */
export function heldRightLabels(rights: AccountStaffRights): string[] {
  return STAFF_RIGHTS.filter((right) => rights[right.key]).map((right) => right.label);
}

/**
 * Why a right's box cannot be changed here, or null. The server holds the same rule: nobody
 * removes their own Admin right (another admin must), so no admin locks themselves out.
 */
export function lockedRight(
  right: StaffRightKey,
  account: { isYou: boolean; rights: AccountStaffRights },
): string | null {
  if (right === 'admin' && account.isYou && account.rights.admin) {
    return 'You cannot remove your own Admin right. Another admin can.';
  }
  return null;
}
