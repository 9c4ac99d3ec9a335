import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  action: string;
  actorAccountId?: number | null;
  subjectAccountId?: number | null;
  requestId?: string;
  details?: Record<string, unknown>;
}

/** One row per security-relevant event: sign-in, password change, assume start/stop, staff edits. */
export function audit(db: Database, entry: AuditEntry) {
  return db.insert(auditLog).values({
    action: entry.action,
    actorAccountId: entry.actorAccountId ?? null,
    subjectAccountId: entry.subjectAccountId ?? null,
    requestId: entry.requestId,
    details: entry.details ?? {},
  });
}
