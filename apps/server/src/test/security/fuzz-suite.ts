import { allEndpoints, type Endpoint } from '@boardready/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_AUTH_POLICIES } from '../../modules/auth/service';
import { databaseChecksum, type TableChecksums } from '../db-checksum';
import { createTestApp, type TestApp } from '../test-app';
import { ADMIN, accountIdOf, LEARNER, refusalWrites, WRITING_GETS } from './classification';
import { MUTATING, toInject, urlOf, verdict, type WireRequest } from './contract-requests';
import { expectNoChange, expectSoundAnswer } from './expectations';
import { hostileRequestArbitrary } from './hostile-requests';
import { idsOf } from './rights';
import {
  keepQaSessionInProgress,
  keepSaAttempt,
  keptCatalogue,
  keptSession,
  switchEveryFlagOn,
} from './suite-state';

/**
 * Fuzzing generated from the contracts (fuzz-*.test.ts, a share of the endpoints each, so that
 * the test workers share the work): for every endpoint, FUZZ_RUNS requests (30 in CI,
 * 1 000 in `npm run bench`) each with one hostile change to a valid request: wrong types,
 * missing fields, oversize values, SQL, markup, paths, unicode, polluting keys, malformed JSON,
 * foreign content types and origins. Each answer must be sound (no 5xx, the envelope on 4xx, the
 * contract's shape on 2xx); a request the contract refuses must get a 4xx and write nothing.
 *
 * The database is compared by checksum in batches (a checksum costs ~15 ms, a request ~1 ms):
 * GETs and refused requests must leave it as it was at the last checkpoint; before and after each
 * mutating request the contract accepts, a checkpoint is taken. A failing batch lists its
 * requests; FUZZ_SEED=<seed printed by fast-check> replays a run.
 *
 * One database takes the full count and the other fewer (FUZZ_RUNS_SECOND, 25), for what
 * its driver does differently: PostgreSQL takes the full count when the run has it (CI), since a
 * request costs about half as much there as on PGlite (WebAssembly on one thread); PGlite takes
 * it when it is the only database (a developer's machine).
 */
const withPostgres = process.env.TEST_DATABASE_URL !== undefined;
const fullCount = (process.env.TEST_DB === 'postgres') === withPostgres;
const RUNS = fullCount
  ? Number(process.env.FUZZ_RUNS ?? 30)
  : Number(process.env.FUZZ_RUNS_SECOND ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** No slow-down in this file: the throttle has its own tests, here it would only cost time. */
const NO_DELAY = { delayStepMs: 0, maxDelayMs: 0 };

/** Fuzzes the endpoints whose place in the contracts' list is `shard` modulo `shards`. */
export function fuzzEndpoints(shard: number, shards: number) {
  describe(`fuzzing endpoints from their contracts, share ${shard + 1} of ${shards} (${RUNS} requests each)`, () => {
    let t: TestApp;
    let sessions: Record<'learner' | 'admin', ReturnType<typeof keptSession>>;
    let adminId: number;
    let learnerId: number;
    let checksum: ReturnType<typeof databaseChecksum>;
    let restoreCatalogue: () => Promise<void>;

    beforeAll(async () => {
      t = await createTestApp({
        authPerMinute: 1_000_000,
        authPolicies: {
          loginPerAccount: { ...DEFAULT_AUTH_POLICIES.loginPerAccount, ...NO_DELAY },
          loginPerAddress: { ...DEFAULT_AUTH_POLICIES.loginPerAddress, ...NO_DELAY },
        },
      });
      checksum = databaseChecksum(t.database.db);
      sessions = { learner: keptSession(t.app, LEARNER), admin: keptSession(t.app, ADMIN) };
      adminId = await accountIdOf(t.database.db, ADMIN);
      learnerId = await accountIdOf(t.database.db, LEARNER);
      restoreCatalogue = await keptCatalogue(t.database.db);
    });
    afterAll(() => t?.close());

    // Each endpoint is fuzzed in the same state: both sessions alive, with the 3.0 step taken (so
    // that the fuzzer reaches the validation behind it), every part of the product on, and the
    // catalogue as seeded.
    // The learner has a Q&A session in progress, whose id the fuzzer uses (see `own` below).
    beforeEach(async () => {
      const learner = await sessions.learner.ensure();
      await sessions.admin.ensure();
      await switchEveryFlagOn(t.database.db, adminId);
      await restoreCatalogue();
      await keepQaSessionInProgress(t.app, t.database.db, learner, learnerId);
      await keepSaAttempt(t.app, t.database.db, learner, learnerId);
    });

    /** Whom the fuzzer calls as: someone the endpoint lets in, so that validation is reached. */
    const sessionFor = (endpoint: Endpoint) =>
      endpoint.access === 'public'
        ? undefined
        : endpoint.access === 'signedIn'
          ? sessions.learner
          : sessions.admin;

    // Generous: a mutating endpoint whose requests are mostly accepted takes a checksum for each.
    const timeout = 60_000 + RUNS * 200;

    const share = Object.entries(allEndpoints).filter((_, index) => index % shards === shard);
    test.each(share)('%s', { timeout }, async (name, endpoint) => {
      const mutating = MUTATING.has(endpoint.method) || name in WRITING_GETS;
      // Two requests in three name the caller's own rows (its product, session, idea…), so that the
      // hostile changes also reach what is behind the owner check, not only its 404.
      // (Staff endpoints take any account's rows; the random ids reach them already.) Finding them
      // may make them (a notebook entry): the baseline is taken after.
      const me = { accountId: learnerId };
      const own =
        endpoint.access === 'signedIn'
          ? await idsOf(t.database.db, name, endpoint, me, me)
          : undefined;
      let baseline: TableChecksums = await checksum.take();
      let batch: string[] = [];
      let refused = 0;

      // The baseline and the batch move on before anything is asserted, so that a failure is
      // reported once, against the requests that caused it (fast-check replays while shrinking).
      const checkpoint = async () => {
        const [before, after, requests] = [baseline, await checksum.take(), batch];
        baseline = after;
        batch = [];
        expectNoChange(
          before,
          after,
          `${name}: one of these ${requests.length} refused or read-only requests wrote:\n  ${requests.join('\n  ')}`,
        );
      };

      const label = (request: WireRequest) => {
        const url = urlOf(endpoint.path, request);
        return `${endpoint.method} ${url.length > 160 ? `${url.slice(0, 160)}…` : url} [${request.mutation}]`;
      };

      await fc.assert(
        fc.asyncProperty(hostileRequestArbitrary(endpoint, own), async (request) => {
          const expected = verdict(endpoint, request);
          const stateful = mutating && !expected.refused;
          // (Right after another such request the database is known: nothing to compare.)
          if (stateful && batch.length) await checkpoint();

          const session = sessionFor(endpoint);
          const response = await t.app.inject(
            toInject(endpoint, request, session ? { cookie: session.cookie() } : {}),
          );
          // What an accepted request does after its answer (reset, registration mail) is its own.
          await t.settle();
          const before = baseline;
          let after: TableChecksums | undefined;
          if (stateful) {
            // An accepted request may end the caller's session (sign out everywhere): sign in
            // again inside its bracket, so that the next request reaches validation again.
            if (session && response.statusCode < 400) await session.ensure();
            after = await checksum.take();
            baseline = after;
          } else {
            batch.push(label(request));
          }

          const context = `${name} ${label(request)}`;
          expectSoundAnswer(endpoint, response, context);
          const code: string | undefined =
            response.statusCode >= 400 ? response.json().error.code : undefined;
          // The caller is let in: a 401 here would mean the fuzzer no longer tests the endpoint.
          if (session)
            expect(code, `${context}: the fuzzer's session had ended`).not.toBe('not_signed_in');
          if (expected.refused) {
            refused++;
            expect(
              response.statusCode,
              `${context}: the contract refuses it (${expected.why})`,
            ).toBeGreaterThanOrEqual(400);
          } else if (code !== undefined) {
            // The server must not refuse as invalid what the contract accepts (or the two disagree).
            expect(code, context).not.toMatch(/^(validation_failed|invalid_json)$/);
          }

          if (after && code !== undefined)
            expectNoChange(before, after, context, refusalWrites(name, code));
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      await checkpoint();
      // Where there is input to get wrong, many requests must be ones the contract refuses, or the
      // fuzzer tests little. (Without a schema, any query string or JSON body is simply ignored.)
      // The least refused endpoint sits near 40%: an eighth leaves no room for chance at 50 runs.
      const takesInput = endpoint.params || endpoint.query || endpoint.body;
      if (takesInput && RUNS >= 50)
        expect(refused, `${name}: refused requests`).toBeGreaterThan(RUNS / 8);
    });
  });
}
