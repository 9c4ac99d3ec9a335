import { mailEndpoints, type OutboxMail } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
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

/** Staff read the outbox: without SMTP it is the only place a reset link can be found. */
export async function mailRoutes(app: FastifyInstance, opts: { db: Database }) {
  const outbox = mailOutboxRepository(opts.db);
  registerEndpoint(app, mailEndpoints.outbox, async ({ query }) => ({
    items: (await outbox.list({ to: query.to, limit: query.limit })).map(toOutboxMail),
  }));
}
