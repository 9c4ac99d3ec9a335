import { CONTACT_TOPIC_LABELS, type ContactTopic } from '@boardready/contracts';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/outbox';
import { contactRepository } from './repository';

export interface ContactServiceOptions {
  mail: Mailer;
  productName: string;
  /** where the messages go (SUPPORT_EMAIL) */
  supportEmail: string;
}

/** C-000042: what the sender quotes when they write again, and what support searches for. */
export function contactReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`;
}

export function contactService(db: Database, options: ContactServiceOptions) {
  const repo = contactRepository(db);
  return {
    /**
     * Stored first, then mailed to support (never to the sender: anyone can type any address,
     * and the form must not become a way to send mail to strangers).
     */
    async send(
      input: { name: string; email: string; topic: ContactTopic; message: string },
      sender: { accountId: number | null; userAgent: string | undefined },
    ) {
      const now = new Date();
      const id = await repo.add(
        { ...input, accountId: sender.accountId, userAgent: sender.userAgent?.slice(0, 300) },
        now,
      );
      const reference = contactReference(id);
      const topic = CONTACT_TOPIC_LABELS[input.topic];
      await options.mail({
        to: options.supportEmail,
        replyTo: { name: input.name, address: input.email },
        subject: `[${reference}] ${topic} – ${input.name}`,
        text: [
          `A message from the ${options.productName} contact form.`,
          '',
          `Reference: ${reference}`,
          `From: ${input.name} <${input.email}>`,
          `Account: ${sender.accountId === null ? 'not signed in' : `#${sender.accountId} (signed in)`}`,
          `Topic: ${topic}`,
          `Sent: ${now.toISOString()}`,
          '',
          input.message,
          '',
        ].join('\n'),
      });
      await repo.markMailed(id, new Date());
      return { reference, email: input.email };
    },
  };
}
