import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutboxRepository } from './repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Where a reply goes (the contact form's sender), as an object so that nodemailer encodes the
   * name: typed text never becomes a header. Sent over SMTP; the outbox keeps to/subject/text.
   */
  replyTo?: { name: string; address: string };
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
  const outbox = mailOutboxRepository(options.db);
  return async (mail) => {
    const id = await outbox.add(mail);
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, ...mail });
      await outbox.markSent(id, new Date());
    } catch (error) {
      options.log.warn({ err: error, mailId: id }, 'mail not sent');
      await outbox.markFailed(id, String(error).slice(0, 500));
    }
  };
}
