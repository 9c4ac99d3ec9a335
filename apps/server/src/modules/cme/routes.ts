import { cmeEndpoints as E } from '@boardready/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { shippedBooks } from '../books/book-content';
import { cmeService, type PdfFile } from './service';

/**
 * The learner's CME/MOC (issue 28, decision 1501): the overview, a claim, a claim's certificate
 * and a year's transcript. Every call reads and writes the caller's own rows only (the account
 * acted as); the staff's calls are cme-admin's.
 */
export async function cmeRoutes(app: FastifyInstance, opts: { db: Database; productName: string }) {
  const cme = cmeService(opts.db, await shippedBooks(), { productName: opts.productName });

  /** A PDF as a download: the bytes past the JSON serializer (the contract's string is a file). */
  const attachment = (reply: FastifyReply, file: PdfFile) => {
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`);
    return Buffer.from(file.pdf) as never;
  };

  registerEndpoint(app, E.overview, ({ auth }) => cme.overview(auth.actingAccount.id));
  registerEndpoint(app, E.claim, ({ auth, params, body, request }) =>
    cme.claim(
      { accountId: auth.actingAccount.id, requestId: String(request.id) },
      params.activityId,
      body,
    ),
  );
  registerEndpoint(app, E.certificate, async ({ auth, params, reply }) =>
    attachment(reply, await cme.certificate(auth.actingAccount.id, params.claimId)),
  );
  registerEndpoint(app, E.transcript, async ({ auth, query, reply }) =>
    attachment(reply, await cme.transcript(auth.actingAccount.id, query)),
  );
}
