import { DEFAULT_PREFERENCES, type Preferences, preferences } from '@boardready/contracts';
import type { Database } from '../../db/client';
import { preferenceRepository } from './repository';

type Key = keyof Preferences;

/**
 * The mode 'timed' once meant test mode, timed; mode and timing are two choices now (issue 22):
 * a stored 'timed' reads as both.
 */
function upgraded(stored: Record<string, unknown>): Record<string, unknown> {
  if (stored.defaultQaMode !== 'timed') return stored;
  return { ...stored, defaultQaMode: 'test', defaultQaTimed: stored.defaultQaTimed ?? true };
}

/** Stored values over the defaults; a stored value that no longer fits (an old shape) is ignored. */
export function withDefaults(stored: unknown): Preferences {
  const result: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    const values = upgraded(stored as Record<string, unknown>);
    for (const key of Object.keys(preferences.shape) as Key[]) {
      const parsed = preferences.shape[key].safeParse(values[key]);
      if (parsed.success) result[key] = parsed.data;
    }
  }
  return result as Preferences;
}

export function preferenceService(db: Database) {
  const repo = preferenceRepository(db);
  return {
    async get(accountId: number): Promise<Preferences> {
      return withDefaults(await repo.get(accountId));
    },

    async update(accountId: number, patch: Partial<Preferences>): Promise<Preferences> {
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return withDefaults(await repo.get(accountId));
      return withDefaults(await repo.merge(accountId, changes, new Date()));
    },
  };
}
