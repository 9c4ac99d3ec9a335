import { bookStudyEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { Book } from './book-content';
import { syncSearchIndex } from './search-index';
import { bookStudyService } from './study-service';

/**
 * Studying a book (issue 24): reading progress, search, highlights and notes. The search index
 * is brought in step with the shipped books before the first call is taken.
 */
export async function bookStudyRoutes(app: FastifyInstance, opts: { db: Database; books: Book[] }) {
  await syncSearchIndex(opts.db, opts.books);
  const service = bookStudyService(opts.db, opts.books);
  const E = bookStudyEndpoints;
  registerEndpoint(app, E.readingProgressList, async ({ auth }) => ({
    books: await service.progressList(auth.actingAccount.id),
  }));
  registerEndpoint(app, E.readingProgress, async ({ auth, params }) =>
    service.progress(auth.actingAccount.id, params.userProductId),
  );
  registerEndpoint(app, E.updateReadingProgress, async ({ auth, params, body }) =>
    service.recordReading(auth.actingAccount.id, params.userProductId, body),
  );
  registerEndpoint(app, E.searchBook, async ({ auth, params, query }) =>
    service.searchBook(auth.actingAccount.id, params.userProductId, query.q),
  );
  registerEndpoint(app, E.searchAllBooks, async ({ auth, query }) =>
    service.searchAll(auth.actingAccount.id, query.q),
  );
  registerEndpoint(app, E.highlights, async ({ auth, params }) =>
    service.highlights(auth.actingAccount.id, params.userProductId),
  );
  registerEndpoint(app, E.createHighlight, async ({ auth, params, body }) =>
    service.createHighlight(auth.actingAccount.id, params.userProductId, body),
  );
  registerEndpoint(app, E.updateHighlight, async ({ auth, params, body }) =>
    service.updateHighlight(
      auth.actingAccount.id,
      params.userProductId,
      params.highlightId,
      body.note,
    ),
  );
  registerEndpoint(app, E.deleteHighlight, async ({ auth, params }) =>
    service.deleteHighlight(auth.actingAccount.id, params.userProductId, params.highlightId),
  );
}
