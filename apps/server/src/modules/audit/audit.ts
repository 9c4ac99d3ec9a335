import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { auditRepository, type NewAuditEntry, type RecordedAuditEntry } from './audit-repository';

/** The request being served, for the one writer below (auditRequestPlugin puts it there). */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

/**
 * Makes the request being served known to `audit`: its handler, and everything the handler
 * awaits, runs inside it. Entered again before validation and the handler, because reading a
 * body (stream events) leaves it.
 */
export const auditRequestPlugin = fp(
  async (app: FastifyInstance) => {
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: () => void) =>
      currentRequest.run(request, done);
    app.addHook('onRequest', enter);
    app.addHook('preValidation', enter);
    app.addHook('preHandler', enter);
  },
  { name: 'audit-request' },
);

/**
 * Who was at the keyboard (decision 1304): while the request's session assumes a user, an entry
 * by the staff member (or naming the user as its actor) is recorded as the staff member's,
 * acting as the user. Anything else is recorded as the writer gave it.
 */
export function asRecorded(entry: NewAuditEntry, auth: AuthContext | null): RecordedAuditEntry {
  const assumed = auth?.assumedAccount;
  const byThem =
    assumed && (entry.actorAccountId === auth.account.id || entry.actorAccountId === assumed.id);
  return byThem
    ? { ...entry, actorAccountId: auth.account.id, actingAsAccountId: assumed.id }
    : { ...entry, actingAsAccountId: null };
}

/**
 * One row per security-relevant event: sign-in, password change, assume start/stop, staff edits.
 * Given the caller's transaction, the row is written (or rolled back) with the change it records.
 * The only writer of the log: it records whom the actor was acting as from the request's session.
 */
export function audit(db: Database, entry: NewAuditEntry): Promise<void> {
  const auth = currentRequest.getStore()?.auth ?? null;
  return auditRepository(db).record(asRecorded(entry, auth));
}
