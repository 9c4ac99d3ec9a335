import {
  type AdminFeatureFlag,
  featureFlagKey,
  featureFlags,
  type HelpfulStuffUrls,
} from '@boardready/contracts';
import type { Database } from '../../db/client';
import { flagsAdminRepository } from './flags-repository';

/**
 * What the flags screen needs beside the values in force (GET /api/2.0/featureflags): which flags
 * staff set and who did, and the Helpful Stuff lists they set (a specialty left out keeps the
 * built-in list). Changes go through navigation's PUT /api/2.0/admin/featureflags/:key.
 */
export function flagsAdminService(db: Database) {
  return {
    async overview(): Promise<{
      flags: AdminFeatureFlag[];
      storedHelpfulStuffUrls: HelpfulStuffUrls | null;
    }> {
      const rows = await flagsAdminRepository(db).stored();
      // A stored value that no longer fits its flag is not in force (navigation's rule): unset.
      const fitting = new Map(
        rows.flatMap((row) => {
          const key = featureFlagKey.safeParse(row.key);
          if (!key.success) return [];
          const value = featureFlags.shape[key.data].safeParse(row.value);
          return value.success ? [[key.data, { ...row, value: value.data }] as const] : [];
        }),
      );
      const flags = featureFlagKey.options.map((key): AdminFeatureFlag => {
        const row = fitting.get(key);
        return {
          key,
          isSet: row !== undefined,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          updatedBy:
            row?.updatedById != null && row.updatedByEmail !== null
              ? { AccountId: row.updatedById, Email: row.updatedByEmail }
              : null,
        };
      });
      const links = fitting.get('helpfulStuffUrls')?.value;
      return {
        flags,
        storedHelpfulStuffUrls: links && typeof links === 'object' ? links : null,
      };
    },
  };
}
