import { z } from 'zod';
import { defineEndpoint, idParam, limitParam } from './endpoint';

export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_MAX_LIMIT = 200;

export const auditLogQuery = z.object({
  /** only rows where this account is the actor or the subject */
  accountId: idParam.optional(),
  /** only this action, e.g. assume.start */
  action: z
    .string()
    .regex(/^[a-z0-9_.]{1,60}$/, 'An action looks like assume.start.')
    .optional(),
  limit: limitParam(AUDIT_LOG_DEFAULT_LIMIT, AUDIT_LOG_MAX_LIMIT),
});

const auditAccount = z.object({ AccountId: z.number().int(), Email: z.string() }).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  /** who did it (the staff member while assuming) */
  actor: auditAccount,
  /** whom it concerned */
  subject: auditAccount,
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/auditlog',
    summary: 'Staff (admin): the audit log, newest first (sign-ins, assume start/stop, terms…).',
    access: { staff: 'admin' },
    query: auditLogQuery,
    response: z.object({ items: z.array(auditEntry) }),
  }),
};
