import type { AdminFeatureFlag } from '@boardready/contracts';

import { formatWhen } from './dates';

/** Where a flag's value comes from: the built-in default, or who set it and when. */
export function flagStatus(meta: AdminFeatureFlag | undefined, inForce: string): string {
  if (!meta?.isSet) return `Built-in default (${inForce}).`;
  const who = meta.updatedBy?.Email ?? 'a staff member';
  return meta.updatedAt ? `Set by ${who} on ${formatWhen(meta.updatedAt)}.` : `Set by ${who}.`;
}
