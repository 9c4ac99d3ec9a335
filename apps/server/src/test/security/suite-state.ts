import {
  accountEndpoints,
  authEndpoints,
  buildPath,
  featureFlags,
  qaEndpoints,
  qaSaEndpoints,
} from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { products, qaSaAttempts, qaSessions } from '../../db/schema';
import { featureFlagRepository } from '../../modules/navigation/repository';
import { as, signIn } from '../test-app';
import { OWNED_IDS, saProductOf } from './classification';

/**
 * The state the matrix and the fuzzer call in, restored before each test: the endpoints they walk
 * include ones that end sessions (sign out everywhere, a changed password) and one that sets
 * feature flags, and a refusal caused by what an earlier test did would hide the rule under test.
 */

/**
 * A session of a demo user that is signed in again (and takes the 3.0 step) whenever an endpoint
 * under test ended it. `cookie()` is the session to call with.
 */
export function keptSession(app: FastifyInstance, email: string, password?: string) {
  let cookie = '';
  const alive = async () =>
    cookie !== '' &&
    (
      await app.inject({
        method: 'GET',
        url: accountEndpoints.profile.path,
        headers: { cookie },
      })
    ).statusCode === 200;
  return {
    cookie: () => cookie,
    /** Whether the session still works, signing in again if not; returns the cookie. */
    async ensure(): Promise<string> {
      if (await alive()) return cookie;
      cookie = await signIn(app, email, password);
      // 3.0 endpoints need the 3.0 step: take it, so that only the rule under test can refuse.
      await as(app, cookie)({ method: 'POST', url: authEndpoints.api3Auth.path });
      return cookie;
    },
  };
}

/** The feature flags that switch a part of the product on or off. */
export const BOOLEAN_FLAGS = Object.entries(featureFlags.shape)
  .filter(([, schema]) => schema instanceof z.ZodBoolean)
  .map(([key]) => key);

/**
 * Every on/off feature flag on: a part of the product that is switched off answers 404 to
 * everything, and would hide the access, ownership and validation rules behind its gate (the
 * gates themselves are tested with their modules, e.g. [ROUTE-36] for ideasPortal).
 */
export async function switchEveryFlagOn(db: Database, byAccountId: number) {
  const flags = featureFlagRepository(db);
  for (const key of BOOLEAN_FLAGS) {
    if ((await flags.get(key)) !== true) await flags.set(key, true, byAccountId, new Date());
  }
}

/**
 * The demo data has no Q&A session: the owner of the cross-learner checks starts one (through the
 * API, on the product the userProductId resolver picks) whenever none is in progress, since the
 * owner's own calls end and delete sessions as the matrix walks the Q&A endpoints.
 */
export async function keepQaSessionInProgress(
  app: FastifyInstance,
  db: Database,
  cookie: string,
  accountId: number,
) {
  const [inProgress] = await db
    .select({ id: qaSessions.id })
    .from(qaSessions)
    .where(and(eq(qaSessions.accountId, accountId), eq(qaSessions.status, 'active')))
    .limit(1);
  if (inProgress) return;
  const owner = { accountId };
  const userProductId = await OWNED_IDS.userProductId!(db, owner, owner);
  const response = await as(
    app,
    cookie,
  )({
    method: qaEndpoints.createSession.method,
    url: buildPath(qaEndpoints.createSession.path, { userProductId }),
    payload: { name: 'Security suite', numberOfQuestions: 3, viewMode: 'tutor' },
  });
  if (response.statusCode !== 201)
    throw new Error(`could not start a Q&A session: ${response.statusCode} ${response.body}`);
}

/** The demo data has no self-assessment attempt either: the owner starts one when none exists. */
export async function keepSaAttempt(
  app: FastifyInstance,
  db: Database,
  cookie: string,
  accountId: number,
) {
  const [attempt] = await db
    .select({ id: qaSaAttempts.id })
    .from(qaSaAttempts)
    .where(eq(qaSaAttempts.accountId, accountId))
    .limit(1);
  if (attempt) return;
  const { formId } = await saProductOf(db, accountId);
  const response = await as(
    app,
    cookie,
  )({
    method: qaSaEndpoints.startAttempt.method,
    url: buildPath(qaSaEndpoints.startAttempt.path, { formId }),
    payload: {},
  });
  if (response.statusCode !== 201)
    throw new Error(`could not start a self-assessment: ${response.statusCode} ${response.body}`);
}

/**
 * The catalogue as seeded, put back on demand: the fuzzer's staff requests are sometimes accepted,
 * and an accepted edit of a product (its type, say) takes the owner's product out of the calls
 * that need one of that type, failing the next endpoint's fixture rather than its rule.
 */
export async function keptCatalogue(db: Database) {
  const seeded = await db.select().from(products);
  return async function restore() {
    for (const { id, ...columns } of seeded) {
      await db.update(products).set(columns).where(eq(products.id, id));
    }
  };
}
