import type { Database } from '../../db/client';
import { auditRepository, type NewAuditEntry } from './audit-repository';

/**
 * One row per security-relevant event: sign-in, password change, assume start/stop, staff edits.
 * Given the caller's transaction, the row is written (or rolled back) with the change it records.
 */
export function audit(db: Database, entry: NewAuditEntry): Promise<void> {
  return auditRepository(db).record(entry);
}
