import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutboxRepository } from './repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text that sign someone in (a reset or confirmation link). Only the recipient
   * gets them: the outbox staff read keeps the message with each one replaced.
   */
  secrets?: string[];
  /**
   * Where a reply goes (the contact form's sender), as an object so that nodemailer encodes the
   * name: typed text never becomes a header. Sent over SMTP; the outbox keeps to/subject/text.
   */
  replyTo?: { name: string; address: string };
}

export type Mailer = (mail: Mail) => Promise<void>;

/** What the outbox keeps in place of a secret. */
export const REMOVED_SECRET = '[link removed: only the recipient receives it]';

/** The message as staff may read it: every secret replaced. */
export function withoutSecrets(mail: Mail): string {
  return (mail.secrets ?? []).reduce(
    (text, secret) => text.replaceAll(secret, REMOVED_SECRET),
    mail.text,
  );
}

/**
 * Every mail lands in the outbox first, its secrets removed; then it is delivered whole: over
 * SMTP with SMTP_URL set (the row records the outcome), and outside production also as a file in
 * the mail folder (MAIL_DIR), so a reset can be finished on a machine without SMTP. A failed send
 * never fails the user's request.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** outside production: where each mail is also written whole, as an .eml file */
  mailDir?: string | null;
  /** tests: receives each mail whole, as SMTP would */
  deliver?: (mail: Mail) => Promise<void>;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const outbox = mailOutboxRepository(options.db);
  return async (mail) => {
    const id = await outbox.add({ to: mail.to, subject: mail.subject, text: withoutSecrets(mail) });
    const { secrets: _secrets, ...message } = mail;
    await options.deliver?.(mail);
    if (options.mailDir)
      await writeMailFile(options.mailDir, id, options.from, message, options.log);
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, ...message });
      await outbox.markSent(id, new Date());
    } catch (error) {
      options.log.warn({ err: error, mailId: id }, 'mail not sent');
      await outbox.markFailed(id, String(error).slice(0, 500));
    }
  };
}

/** A plain .eml file any mail program opens; named so that the newest sorts last. */
async function writeMailFile(
  dir: string,
  id: number,
  from: string,
  mail: Omit<Mail, 'secrets'>,
  log: FastifyBaseLogger,
) {
  const file = path.join(dir, `${Date.now()}-${String(id).padStart(6, '0')}.eml`);
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
  ];
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(file, `${headers.join('\r\n')}\r\n\r\n${mail.text}`, { mode: 0o600 });
    log.info({ mailId: id, to: mail.to, file }, 'mail written to the mail folder');
  } catch (error) {
    log.warn({ err: error, mailId: id }, 'mail not written to the mail folder');
  }
}
