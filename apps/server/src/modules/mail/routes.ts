import { mailEndpoints, type OutboxMail } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { audit } from '../audit/audit';
import { mailOutboxRepository, type OutboxRow } from './repository';

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

/**
 * Staff read the outbox to see what was sent and whether it went out. It holds no secret (the
 * mailer removes reset and confirmation links before it writes there), and each read is audited.
 */
export async function mailRoutes(app: FastifyInstance, opts: { db: Database }) {
  const outbox = mailOutboxRepository(opts.db);
  registerEndpoint(app, mailEndpoints.outbox, async ({ query, auth, request }) => {
    const page = await outbox.page(query);
    // What was asked is kept with the read: the filters given, and how many mails it showed.
    const { limit, ...asked } = query;
    const filters = Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined));
    await audit(opts.db, {
      action: 'mail.outbox_read',
      actorAccountId: auth.account.id,
      requestId: String(request.id),
      details: { to: query.to ?? null, ...filters, limit, mails: page.rows.length },
    });
    return { items: page.rows.map(toOutboxMail), newer: page.newer, older: page.older };
  });
}
