import { adminSettingEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { AuthContext } from '../../plugins/session';
import type { Actor } from './actor';
import { favoriteLinkService } from './favorite-links-service';
import { flagsAdminService } from './flags-service';
import { adminProductService } from './products-service';
import { termsAdminService } from './terms-service';

/** The person at the keyboard, for the audit log: staff rights were checked on the acting account. */
const actorOf = (auth: AuthContext, request: { id: unknown }): Actor => ({
  accountId: auth.account.id,
  requestId: String(request.id),
});

/** Admin: the products catalogue, feature flags, favorite admin links, terms of use (issue 26). */
export async function adminSettingRoutes(app: FastifyInstance, opts: { db: Database }) {
  const products = adminProductService(opts.db);
  const flags = flagsAdminService(opts.db);
  const links = favoriteLinkService(opts.db);
  const terms = termsAdminService(opts.db);
  const e = adminSettingEndpoints;

  registerEndpoint(app, e.products, () => products.list());
  registerEndpoint(app, e.createProduct, ({ body, auth, request }) =>
    products.create(body, actorOf(auth, request)),
  );
  registerEndpoint(app, e.updateProduct, ({ params, body, auth, request }) =>
    products.update(params.productId, body, actorOf(auth, request)),
  );

  registerEndpoint(app, e.featureFlags, () => flags.overview());

  // Each admin's own links: the owner is the account acted as (the one whose rights were checked).
  registerEndpoint(app, e.favoriteLinks, ({ auth }) => links.list(auth.actingAccount.id));
  registerEndpoint(app, e.createFavoriteLink, ({ body, auth, request }) =>
    links.create(auth.actingAccount.id, body, actorOf(auth, request)),
  );
  registerEndpoint(app, e.updateFavoriteLink, ({ params, body, auth, request }) =>
    links.update(auth.actingAccount.id, params.linkId, body, actorOf(auth, request)),
  );
  registerEndpoint(app, e.deleteFavoriteLink, ({ params, auth, request }) =>
    links.remove(auth.actingAccount.id, params.linkId, actorOf(auth, request)),
  );
  registerEndpoint(app, e.orderFavoriteLinks, ({ body, auth, request }) =>
    links.order(auth.actingAccount.id, body.linkIds, actorOf(auth, request)),
  );

  registerEndpoint(app, e.termsVersions, () => terms.versions());
  registerEndpoint(app, e.termsAcceptances, ({ query }) => terms.acceptances(query));
}
