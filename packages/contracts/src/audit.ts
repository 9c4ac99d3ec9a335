import { z } from 'zod';
import { email } from './auth';
import { defineEndpoint, idParam, limitParam } from './endpoint';
import { checkRecordPage, recordPageCursors, recordPageFields } from './record-pages';

export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_MAX_LIMIT = 200;

export const auditLogQuery = z
  .object({
    /** only rows where this account is the actor, the subject or the account acted as */
    accountId: idParam.optional(),
    /** the same, the account named by its e-mail address (any case) */
    accountEmail: email.optional(),
    /** only this action, e.g. assume.start */
    action: z
      .string()
      .regex(/^[a-z0-9_.]{1,60}$/, 'An action looks like assume.start.')
      .optional(),
    ...recordPageFields,
    limit: limitParam(AUDIT_LOG_DEFAULT_LIMIT, AUDIT_LOG_MAX_LIMIT),
  })
  .superRefine((query, ctx) => {
    checkRecordPage(query, ctx);
    if (query.accountId !== undefined && query.accountEmail !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountEmail'],
        message: 'Name the account by its id or by its e-mail address, not both.',
      });
    }
  });

export const auditAccount = z.object({ AccountId: z.number().int(), Email: z.string() }).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  /** who did it (the staff member while assuming) */
  actor: auditAccount,
  /** whom it concerned */
  subject: auditAccount,
  /**
   * the account the actor was acting as (assume) when it happened, as recorded: the user the
   * request's session assumed (the actor is then the staff member); null when nobody was assumed
   */
  actingAs: auditAccount,
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/auditlog',
    summary:
      'Staff (admin): the audit log, newest first (sign-ins, assume start/stop, terms…), filtered by action, account and dates, a page at a time.',
    access: { staff: 'admin' },
    query: auditLogQuery,
    response: z.object({
      items: z.array(auditEntry),
      ...recordPageCursors,
      /** with an account filter: the account it names, null when none has that id or address */
      account: auditAccount.optional(),
    }),
  }),
};
