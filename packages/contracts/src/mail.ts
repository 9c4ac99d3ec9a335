import { z } from 'zod';
import { MAIL_DELIVERIES, MAIL_SEARCH_MAX } from './admin-records-rules';
import { email } from './auth';
import { defineEndpoint, limitParam } from './endpoint';
import { checkRecordPage, recordPageCursors, recordPageFields } from './record-pages';

export const MAIL_OUTBOX_DEFAULT_LIMIT = 20;
export const MAIL_OUTBOX_MAX_LIMIT = 100;

export const mailOutboxQuery = z
  .object({
    /** only mail to this address (any case) */
    to: email.optional(),
    /** the start of the recipient's address or of the subject (any case) */
    q: z
      .string()
      .trim()
      .max(MAIL_SEARCH_MAX, `Search for at most ${MAIL_SEARCH_MAX} characters.`)
      .optional(),
    delivery: z
      .enum(MAIL_DELIVERIES, { error: 'The delivery is one of sent, unsent or failed.' })
      .optional(),
    ...recordPageFields,
    limit: limitParam(MAIL_OUTBOX_DEFAULT_LIMIT, MAIL_OUTBOX_MAX_LIMIT),
  })
  .superRefine(checkRecordPage);

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
      'Staff (admin): the mail the server wrote, newest first, links removed, searched and filtered, a page at a time; each read is audited.',
    access: { staff: 'admin' },
    // Each read writes its audit row (decision 0410).
    writesOnGet: true,
    query: mailOutboxQuery,
    response: z.object({ items: z.array(outboxMail), ...recordPageCursors }),
  }),
};
