import { allEndpoints, type Endpoint } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema';
import { hashPassword } from '../../modules/auth/passwords';
import { newToken } from '../../modules/auth/tokens';
import { termsRepository } from '../../modules/terms-of-use/repository';
import { createTestApp, signIn, type TestApp } from '../test-app';
import {
  ADMIN,
  accountIdOf,
  classificationOf,
  LEARNER,
  NOT_OWNED,
  namedParameters,
  OTHER_LEARNER,
  OWNED_IDS,
  type Owner,
  PER_ENDPOINT,
  PUBLIC_ENDPOINTS,
  REFUSAL_WRITES,
  RIGHTS_GUARDING_NO_ENDPOINT,
  WRITING_GETS,
} from './classification';
import { toInject, toWire, verdict } from './contract-requests';
import { expectSoundAnswer } from './expectations';
import {
  endpointsGuardedBy,
  expectRefusedCalls,
  ownedParameters,
  requestOnIdsOf,
  rightsGuardingNothingProblems,
  sampleRequest,
} from './rights';
import {
  endpoints,
  GUARDED,
  LEAKY,
  NO_STAFF_RIGHTS,
  ONE_RIGHT_HOLDERS,
  PREVIEW,
  STAFF_COLUMNS,
  STAFF_MINUS,
  STAFF_ONE,
  STAFF_RIGHTS,
  selfTestRoutes,
  staffEndpoints,
} from './rights-fixtures';
import {
  keepQaSessionInProgress,
  keepSaAttempt,
  keptSession,
  switchEveryFlagOn,
} from './suite-state';

/**
 * The rights matrix, generated from the contracts: every endpoint is called signed out, as a
 * learner, as a staff member short of the one right it needs, and as a learner on another
 * learner's ids, with valid input generated from its schemas. Each refusal must be the right
 * status in the error envelope and leave the database exactly as it was; no answer may be kept by
 * a cache (Cache-Control: no-store). Staff holding one right only are refused every staff
 * endpoint of another right; a right that guards no endpoint must say so. A new endpoint is
 * covered here without a line of test; only a public one or one with an id must be classified
 * (classification.ts), and this file fails until it is.
 */

const isGuardedBy = (endpoint: Endpoint, right: string) =>
  typeof endpoint.access === 'object' && endpoint.access.staff === right;

describe('rights matrix generated from the contracts', () => {
  let t: TestApp;
  let learner: string;
  let other: string;
  let staffMinus: string;
  let staffOne: string;
  let learnerOwner: Owner;
  let otherOwner: Owner;
  let adminId: number;
  let sessions: Record<
    'learner' | 'other' | 'staffMinus' | 'staffOne',
    ReturnType<typeof keptSession>
  >;

  /** Staff flags of a test account, with the terms in force accepted (or every call is 403). */
  async function setStaffFlags(email: string, flags: Partial<typeof NO_STAFF_RIGHTS>) {
    const db = t.database.db;
    await db
      .update(accounts)
      .set({
        ...NO_STAFF_RIGHTS,
        ...flags,
        acceptedTermsVersion: await termsRepository(db).currentVersion(),
      })
      .where(eq(accounts.email, email));
  }

  /** The refusals missing when the learner calls `endpoint` on another learner's ids. */
  async function refusalsOnOthersIds(name: string, endpoint: Endpoint) {
    const request = await requestOnIdsOf(t.database.db, name, endpoint, otherOwner, learnerOwner);
    return expectRefusedCalls(t.app, t.database.db, endpoint, [
      {
        label: "on another learner's ids",
        request,
        headers: { cookie: learner },
        expect: [403, 404],
      },
    ]);
  }

  beforeAll(async () => {
    t = await createTestApp({ routes: selfTestRoutes(() => t) });
    const db = t.database.db;
    // The terms in force accepted from the start: a session signed in before could not take the
    // 3.0 step, and every 3.0 staff endpoint would refuse it for that instead of the right.
    const acceptedTermsVersion = await termsRepository(db).currentVersion();
    await db.insert(accounts).values([
      {
        email: STAFF_MINUS,
        firstName: 'Staff',
        lastName: 'Minus',
        passwordHash: await hashPassword('staff-minus-password'),
        acceptedTermsVersion,
      },
      {
        email: STAFF_ONE,
        firstName: 'Staff',
        lastName: 'One',
        passwordHash: await hashPassword('staff-one-password'),
        acceptedTermsVersion,
      },
    ]);
    sessions = {
      learner: keptSession(t.app, LEARNER),
      other: keptSession(t.app, OTHER_LEARNER),
      staffMinus: keptSession(t.app, STAFF_MINUS, 'staff-minus-password'),
      staffOne: keptSession(t.app, STAFF_ONE, 'staff-one-password'),
    };
    learnerOwner = { accountId: await accountIdOf(db, LEARNER) };
    otherOwner = { accountId: await accountIdOf(db, OTHER_LEARNER) };
    adminId = await accountIdOf(db, ADMIN);
  });
  afterAll(() => t?.close());

  // Each test calls in the same state, whatever the one before did: the learners' sessions alive
  // (sign out everywhere ends them), with the 3.0 step taken, and every part of the product on.
  beforeEach(async () => {
    learner = await sessions.learner.ensure();
    other = await sessions.other.ensure();
    staffMinus = await sessions.staffMinus.ensure();
    staffOne = await sessions.staffOne.ensure();
    await switchEveryFlagOn(t.database.db, adminId);
    await keepQaSessionInProgress(t.app, t.database.db, other, otherOwner.accountId);
    await keepSaAttempt(t.app, t.database.db, other, otherOwner.accountId);
  });

  describe('classification', () => {
    test('every public endpoint is on the reviewed list, with why it is public', () => {
      const publicNames = endpoints.filter(([, e]) => e.access === 'public').map(([n]) => n);
      expect(publicNames.filter((name) => !(name in PUBLIC_ENDPOINTS))).toEqual([]);
      // and the list holds nothing stale
      expect(Object.keys(PUBLIC_ENDPOINTS).filter((name) => !publicNames.includes(name))).toEqual(
        [],
      );
    });

    test('every path parameter and every *Id field says whose it is', () => {
      const unclassified = endpoints.flatMap(([name, endpoint]) =>
        namedParameters(endpoint)
          .filter((p) => classificationOf(name, p.name) === undefined)
          .map((p) => `${name}: ${p.part} ${p.name}`),
      );
      expect(
        unclassified,
        'add them to OWNED_IDS, NOT_OWNED or PER_ENDPOINT in classification.ts',
      ).toEqual([]);
      // A name classified per endpoint is not also global (the endpoint's entry would hide it),
      // but for an owned id narrowed to the rows the endpoint takes (the book calls take book
      // products only): it stays owned, only the owner's row it picks differs.
      const hidden = Object.values(PER_ENDPOINT).flatMap((entry) =>
        Object.entries(entry)
          .filter(([n, c]) => n in NOT_OWNED || (n in OWNED_IDS && typeof c !== 'function'))
          .map(([n]) => n),
      );
      expect(hidden).toEqual([]);
      // and PER_ENDPOINT holds nothing stale
      const stale = Object.entries(PER_ENDPOINT).flatMap(([name, entry]) =>
        Object.keys(entry)
          .filter(
            (p) =>
              !allEndpoints[name] || !namedParameters(allEndpoints[name]).some((n) => n.name === p),
          )
          .map((p) => `${name}: ${p}`),
      );
      expect(stale).toEqual([]);
    });

    test('the allowances name existing endpoints: writing GETs are GETs', () => {
      expect(
        Object.keys(WRITING_GETS).filter((name) => allEndpoints[name]?.method !== 'GET'),
      ).toEqual([]);
      expect(Object.keys(REFUSAL_WRITES).filter((name) => !allEndpoints[name])).toEqual([]);
    });

    test('every staff right guards an endpoint (previewQna: Preview Q&A, issue 26)', () => {
      expect(
        rightsGuardingNothingProblems(allEndpoints, STAFF_RIGHTS, RIGHTS_GUARDING_NO_ENDPOINT),
      ).toEqual([]);
      expect(Object.keys(RIGHTS_GUARDING_NO_ENDPOINT)).toEqual([]);
    });

    test('every owned-id resolver finds a row of the owner in the demo data', async () => {
      const resolvers = [
        ...Object.entries(OWNED_IDS),
        ...Object.entries(PER_ENDPOINT).flatMap(([endpoint, entry]) =>
          Object.entries(entry).map(([p, c]) => [`${endpoint}: ${p}`, c] as const),
        ),
        ...Object.entries(NOT_OWNED),
      ].flatMap(([name, c]) =>
        typeof c === 'function'
          ? [[name, c] as const]
          : typeof c === 'object'
            ? [[name, c.value] as const]
            : [],
      );
      for (const [name, resolve] of resolvers) {
        const id = await resolve(t.database.db, otherOwner, learnerOwner);
        // a row's id, or a content slug (a book section)
        if (typeof id === 'string') expect(id, name).toMatch(/^[a-z0-9-]+$/);
        else expect(id, name).toBeGreaterThan(0);
      }
    });
  });

  describe.each(endpoints)('%s', (name, endpoint: Endpoint) => {
    const access = endpoint.access;
    const valid = () => toWire(endpoint, sampleRequest(endpoint));

    if (access !== 'public') {
      test('signed out, or with a made-up or ended session: 401, nothing written', async () => {
        const problems = await expectRefusedCalls(t.app, t.database.db, endpoint, [
          { label: 'signed out', request: valid(), expect: [401] },
          {
            label: 'with a made-up session token',
            request: valid(),
            headers: { cookie: `br_session=${newToken()}` },
            expect: [401],
          },
          {
            label: 'with an over-long session token',
            request: valid(),
            headers: { cookie: `br_session=${'x'.repeat(5000)}` },
            expect: [401],
          },
        ]);
        expect(problems).toEqual([]);
      });
    }

    if (typeof access === 'object') {
      test(`a learner, and staff with every right but '${access.staff}': 403, nothing written`, async () => {
        const column = STAFF_COLUMNS[access.staff];
        // (With the terms in force accepted: otherwise every call is refused for the terms, and
        // the row proves nothing about the right.)
        await setStaffFlags(STAFF_MINUS, {
          isAdmin: true,
          isContentManager: true,
          canPreviewQna: true,
          canAssumeUsers: true,
          [column]: false,
        });
        const problems = await expectRefusedCalls(t.app, t.database.db, endpoint, [
          {
            label: 'as a learner',
            request: valid(),
            headers: { cookie: learner },
            expect: [403],
            code: 'forbidden',
          },
          {
            label: `as staff without ${access.staff}`,
            request: valid(),
            headers: { cookie: staffMinus },
            expect: [403],
            code: 'forbidden',
          },
        ]);
        expect(problems).toEqual([]);
      });
    }

    if (access === 'signedIn' && ownedParameters(name, endpoint).length) {
      test("a learner on another learner's ids: 403 or 404, nothing written; the owner gets in", async () => {
        const request = await requestOnIdsOf(
          t.database.db,
          name,
          endpoint,
          otherOwner,
          learnerOwner,
        );
        const problems = await expectRefusedCalls(t.app, t.database.db, endpoint, [
          {
            label: "on another learner's ids",
            request,
            headers: { cookie: learner },
            expect: [403, 404],
          },
        ]);
        expect(problems).toEqual([]);
        const owner = await t.app.inject(toInject(endpoint, request, { cookie: other }));
        expect([401, 403, 404], `the owner was refused: ${owner.body}`).not.toContain(
          owner.statusCode,
        );
      });
    }

    test('whoever may call it gets past validation with the generated input', async () => {
      const request = valid();
      expect(verdict(endpoint, request)).toEqual({ refused: false });
      const cookie =
        access === 'public'
          ? undefined
          : access === 'signedIn'
            ? learner
            : await signIn(t.app, ADMIN);
      const response = await t.app.inject(toInject(endpoint, request, cookie ? { cookie } : {}));
      expectSoundAnswer(endpoint, response, name);
      if (response.statusCode >= 400)
        expect(response.json().error.code).not.toMatch(
          /^(validation_failed|invalid_json|not_signed_in|forbidden)$/,
        );
    });
  });

  /** the walk grows with the back office (issue 28 added eight endpoints) */
  const STAFF_WALK_TIMEOUT_MS = 120_000;

  describe('staff holding one right only', () => {
    test.each(ONE_RIGHT_HOLDERS)(
      'holding only %s: every staff endpoint of another right answers 403 forbidden, nothing written',
      async (_label, right, grant) => {
        await setStaffFlags(STAFF_ONE, grant);
        const others = staffEndpoints.filter(([, endpoint]) => endpoint.access.staff !== right);
        const problems: string[] = [];
        for (const [, endpoint] of others) {
          problems.push(
            ...(await expectRefusedCalls(t.app, t.database.db, endpoint, [
              {
                label: `as staff holding only ${right}`,
                request: toWire(endpoint, sampleRequest(endpoint)),
                headers: { cookie: staffOne },
                expect: [403],
                code: 'forbidden',
              },
            ])),
          );
        }
        expect(problems).toEqual([]);
      },
      // every staff endpoint of the other rights, each with its nothing-written check: dozens
      STAFF_WALK_TIMEOUT_MS,
    );
  });

  describe('the matrix itself', () => {
    test('notices a listed right that now guards an endpoint, and a right that guards nothing', () => {
      const withoutPreviewOnes = Object.fromEntries(
        endpoints.filter(([, endpoint]) => !isGuardedBy(endpoint, 'previewQna')),
      );
      expect(
        rightsGuardingNothingProblems(
          { ...withoutPreviewOnes, 'test.preview': PREVIEW },
          STAFF_RIGHTS,
          { previewQna: 'listed as guarding nothing' },
        ),
      ).toEqual([
        expect.stringMatching(
          /^previewQna now guards test\.preview: take it off RIGHTS_GUARDING_NO_ENDPOINT/,
        ),
      ]);
      expect(endpointsGuardedBy({ 'test.preview': PREVIEW }, STAFF_RIGHTS).previewQna).toEqual([
        'test.preview',
      ]);
      const withoutAdminOnes = Object.fromEntries(
        endpoints.filter(([, endpoint]) => !isGuardedBy(endpoint, 'admin')),
      );
      expect(
        rightsGuardingNothingProblems(withoutAdminOnes, STAFF_RIGHTS, RIGHTS_GUARDING_NO_ENDPOINT),
      ).toEqual([expect.stringMatching(/^admin guards no endpoint/)]);
    });

    test('catches an id route that forgets to check the owner, and passes one that does', async () => {
      expect(await refusalsOnOthersIds('test.leaky', LEAKY)).toEqual([
        expect.stringMatching(/answered 200, expected 403 or 404/),
      ]);
      expect(await refusalsOnOthersIds('test.guarded', GUARDED)).toEqual([]);
    });
  });
});
