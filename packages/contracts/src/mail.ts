import { z } from 'zod';
import { email } from './auth';
import { defineEndpoint, limitParam } from './endpoint';

export const MAIL_OUTBOX_DEFAULT_LIMIT = 20;
export const MAIL_OUTBOX_MAX_LIMIT = 100;

export const mailOutboxQuery = z.object({
  /** only mail to this address (any case) */
  to: email.optional(),
  limit: limitParam(MAIL_OUTBOX_DEFAULT_LIMIT, MAIL_OUTBOX_MAX_LIMIT),
});

/** One mail the server wrote (and, with SMTP configured, tried to send). */
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** when SMTP accepted it; null while unsent or without SMTP */
  sentAt: z.iso.datetime().nullable(),
  /** why SMTP refused it, if it did */
  error: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const mailEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/mailoutbox',
    summary:
      'Staff (admin): the mail the server wrote, newest first, links removed; each read is audited.',
    access: { staff: 'admin' },
    // Each read writes its audit row (decision 0410).
    writesOnGet: true,
    query: mailOutboxQuery,
    response: z.object({ items: z.array(outboxMail) }),
  }),
};
