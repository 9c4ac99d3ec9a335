import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Every mail lands in the outbox first (staff can read it there); with SMTP_URL set it is then
 * sent, and the row records the outcome. A failed send never fails the user's request.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return async (mail) => {
    const [row] = await options.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    if (!transport || !row) return;
    try {
      await transport.sendMail({ from: options.from, ...mail });
      await options.db
        .update(mailOutbox)
        .set({ sentAt: new Date() })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      options.log.warn({ err: error, mailId: row.id }, 'mail not sent');
      await options.db
        .update(mailOutbox)
        .set({ error: String(error).slice(0, 500) })
        .where(eq(mailOutbox.id, row.id));
    }
  };
}
