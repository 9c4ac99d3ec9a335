import { navigationEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { type Brand, navigationService } from './service';

/** The app shell's data: specialties, home route, flags, admin links, organizations, due items. */
export async function navigationRoutes(app: FastifyInstance, opts: { db: Database; brand: Brand }) {
  const service = navigationService(opts.db, opts.brand);

  registerEndpoint(app, navigationEndpoints.specialties, async ({ auth }) =>
    service.specialties(auth.actingAccount.id),
  );
  registerEndpoint(app, navigationEndpoints.homePageRoute, async ({ auth }) =>
    service.homePageRoute(auth.actingAccount.id),
  );
  registerEndpoint(app, navigationEndpoints.featureFlags, async () => service.featureFlags());
  registerEndpoint(
    app,
    navigationEndpoints.setFeatureFlag,
    async ({ params, body, auth, request }) =>
      service.setFeatureFlag(params.key, body.value, {
        // the person at the keyboard; staff rights were checked on the acting account
        accountId: auth.account.id,
        requestId: String(request.id),
      }),
  );
  registerEndpoint(app, navigationEndpoints.favoriteAdminLinks, async ({ auth }) =>
    service.favoriteAdminLinks(auth.actingAccount),
  );
  registerEndpoint(app, navigationEndpoints.myOrganizations, async ({ auth }) =>
    service.myOrganizations(auth.actingAccount.id),
  );
  registerEndpoint(app, navigationEndpoints.medCentralAccess, async ({ auth }) =>
    service.medCentralAccess(auth.actingAccount),
  );
  registerEndpoint(app, navigationEndpoints.dueItems, async ({ auth }) =>
    service.dueItems(auth.actingAccount.id),
  );
}
