import { errors } from '@boardready/contracts/errors';
import { helpfulDocumentEndpoints } from '@boardready/contracts/helpful-documents';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { findContentDir } from '../books/book-content';
import { questionCorrections } from './corrections-repository';
import { helpfulDocuments, isHelpfulDocument } from './documents';

/**
 * The Helpful Stuff menu's own documents (decision 0204): the PDFs, public and outside /api so
 * that a link works opened in a new tab, saved or shared; and the Corrections & Updates data.
 */
export async function helpfulDocumentRoutes(
  app: FastifyInstance,
  opts: { db: Database; productName: string; contentDir?: string },
) {
  const documents = helpfulDocuments(
    opts.contentDir ?? findContentDir(import.meta.dirname),
    opts.productName,
  );

  // Registered here, before the SPA's catch-all, so a document is never answered with index.html.
  app.get<{ Params: { file: string } }>(
    '/helpfulstuff/documents/:file',
    { logLevel: 'warn' },
    async (request, reply) => {
      const name = request.params.file.replace(/\.pdf$/i, '');
      if (!request.params.file.toLowerCase().endsWith('.pdf') || !isHelpfulDocument(name)) {
        throw errors.notFound(`There is no document named '${request.params.file}'.`);
      }
      const pdf = await documents.pdf(name);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(pdf));
    },
  );

  registerEndpoint(app, helpfulDocumentEndpoints.corrections, async ({ params }) => ({
    specialty: params.specialty,
    corrections: await questionCorrections(opts.db, params.specialty === 'im' ? 'IM' : 'PEDS'),
  }));
}
