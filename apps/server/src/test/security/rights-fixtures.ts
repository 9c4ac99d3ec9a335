import {
  allEndpoints,
  defineEndpoint,
  type Endpoint,
  idParam,
  type StaffRight,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type accounts, userProducts } from '../../db/schema';
import { registerEndpoint } from '../../plugins/endpoints';
import type { TestApp } from '../test-app';

/** The rights matrix's staff accounts and rights, and the test-only routes that prove it can fail. */

export const STAFF_COLUMNS = {
  admin: 'isAdmin',
  contentManager: 'isContentManager',
  previewQna: 'canPreviewQna',
  assumeUsers: 'canAssumeUsers',
} as const satisfies Record<StaffRight, keyof typeof accounts.$inferSelect>;

export const STAFF_RIGHTS = Object.keys(STAFF_COLUMNS) as StaffRight[];
/** Every staff flag off: a row of the matrix grants what it tests on top of this. */
export const NO_STAFF_RIGHTS = {
  isAdmin: false,
  isContentManager: false,
  canPreviewQna: false,
  canAssumeUsers: false,
  isSuperUser: false,
};

export const STAFF_MINUS = 'staff-minus-one-right@demo.test';
export const STAFF_ONE = 'staff-one-right@demo.test';
export const endpoints = Object.entries(allEndpoints);
export const staffEndpoints = endpoints.filter(
  (entry): entry is [string, Endpoint & { access: { staff: StaffRight } }] =>
    typeof entry[1].access === 'object',
);

/**
 * Holders of exactly one staff right, each way an account can hold it: a staff flag, or (for
 * previewQna) being the product's super user (decision 0202).
 */
export const ONE_RIGHT_HOLDERS = [
  ...STAFF_RIGHTS.map(
    (right) => [right, right, { [STAFF_COLUMNS[right]]: true }] as [string, StaffRight, object],
  ),
  ["previewQna, as the product's super user", 'previewQna', { isSuperUser: true }] as [
    string,
    StaffRight,
    object,
  ],
];

/** A staff endpoint guarded by previewQna, to prove that the matrix notices the first one. */
export const PREVIEW = defineEndpoint({
  method: 'GET',
  path: '/api/test/preview/questions/:questionId',
  summary: 'test only: a staff member previews a question',
  access: { staff: 'previewQna' },
  params: z.object({ questionId: idParam }),
  response: z.object({ questionId: z.number() }),
});

/** Deliberately broken and correct versions of an id route, to prove the check can fail. */
export const LEAKY = defineEndpoint({
  method: 'GET',
  path: '/api/test/leaky/userproducts/:userProductId',
  summary: 'test only: forgets to check whose product it is',
  access: 'signedIn',
  params: z.object({ userProductId: idParam }),
  response: z.object({ userProductId: z.number() }),
});
export const GUARDED = { ...LEAKY, path: '/api/test/guarded/userproducts/:userProductId' };

export function selfTestRoutes(t: () => TestApp) {
  return (app: FastifyInstance) => {
    registerEndpoint(app, LEAKY, async ({ params }) => ({ userProductId: params.userProductId }));
    registerEndpoint(app, GUARDED, async ({ params, auth }) => {
      const [row] = await t()
        .database.db.select({ id: userProducts.id })
        .from(userProducts)
        .where(
          and(
            eq(userProducts.id, params.userProductId),
            eq(userProducts.accountId, auth.actingAccount.id),
          ),
        );
      if (!row) throw errors.notFound('No such product.');
      return { userProductId: row.id };
    });
  };
}
