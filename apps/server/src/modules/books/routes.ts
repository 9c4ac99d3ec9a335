import { bookEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { shippedBooks } from './book-content';
import { interlinkService } from './interlinks-service';
import { bookService } from './service';
import { bookStudyRoutes } from './study-routes';

/**
 * The book reader's calls (decision 1001): contents, a section, a section's interlinks; and the
 * interlinks of a question or a card (decision 1103).
 */
export async function bookRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = bookService(opts.db, await shippedBooks());
  registerEndpoint(app, bookEndpoints.contents, async ({ auth, params }) =>
    service.contents(auth.actingAccount.id, params.userProductId),
  );
  registerEndpoint(app, bookEndpoints.section, async ({ auth, params }) =>
    service.section(auth.actingAccount.id, params.userProductId, params.sectionId),
  );
  registerEndpoint(app, bookEndpoints.sectionInterlinks, async ({ auth, params }) =>
    service.interlinks(auth.actingAccount.id, params.userProductId, params.id),
  );
  const interlinks = interlinkService(opts.db, await shippedBooks());
  registerEndpoint(app, bookEndpoints.questionInterlinks, async ({ auth, params }) =>
    interlinks.ofQuestionOrCard(auth.actingAccount.id, params.userProductId, params.id),
  );
  // Reading progress, search, highlights and notes (issue 24).
  await bookStudyRoutes(app, { db: opts.db, books: await shippedBooks() });
}
