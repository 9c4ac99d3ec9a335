import { contactEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { type ContactServiceOptions, contactService } from './service';

export interface ContactRoutesOptions extends ContactServiceOptions {
  db: Database;
  /** messages per address (IP) per hour */
  perHour: number;
}

/** The contact form: open to visitors, rate-limited per address. */
export async function contactRoutes(app: FastifyInstance, opts: ContactRoutesOptions) {
  const service = contactService(opts.db, opts);
  registerEndpoint(
    app,
    contactEndpoints.send,
    async ({ auth, body, request }) =>
      service.send(body, {
        accountId: auth?.actingAccount.id ?? null,
        userAgent: request.headers['user-agent'],
      }),
    {
      rateLimit: {
        max: opts.perHour,
        timeWindow: '1 hour',
        message: (retryIn) =>
          `You have sent several messages in a short time. Try again in ${retryIn}, or write to ${opts.supportEmail}.`,
      },
    },
  );
}
