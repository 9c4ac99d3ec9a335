import { accountEndpoints, allEndpoints, type Endpoint } from '@boardready/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { databaseChecksum } from '../db-checksum';
import { createTestApp, type TestApp } from '../test-app';
import { ADMIN, accountIdOf, LEARNER, type Owner, WRITING_GETS } from './classification';
import { toInject, toWire } from './contract-requests';
import { expectErrorEnvelope, expectNoChange, expectSoundAnswer } from './expectations';
import { idsOf, sampleRequest } from './rights';
import {
  keepQaSessionInProgress,
  keepSaAttempt,
  keptSession,
  switchEveryFlagOn,
} from './suite-state';

/**
 * The GETs that write (contracts: `writesOnGet`, and spec §7's `watched` calls, which prune
 * sessions holding retired questions): a link, a typed address or an <img> reaches a GET, and a
 * top-level navigation from another site carries the SameSite=Lax session cookie. Only the SPA's
 * own fetch may make one (decision 0408): Fetch Metadata must say same-origin and an empty
 * destination when the browser sends it, and a browser without it must not name another site in
 * its Origin or its Referer. Walked from the contracts: a new GET that writes is covered here.
 */

const EVIL = 'https://evil.example';

/** Headers of requests that must be refused, each as a browser would send them. */
const REFUSED: [string, Record<string, string>][] = [
  ['a link on another site (Fetch Metadata)', { 'sec-fetch-site': 'cross-site' }],
  ['a link on another site, in a browser without Fetch Metadata', { referer: `${EVIL}/page` }],
  ['a fetch from another site without Fetch Metadata', { origin: EVIL }],
  ['a page of a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
  [
    'a typed address or a bookmark',
    { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  ],
  [
    'an <img> on one of our own pages',
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  ],
  [
    'a link on one of our own pages',
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  ],
];

/** Headers of requests that must get in (light-my-request's Host is localhost:80). */
const ACCEPTED: [string, Record<string, string>][] = [
  [
    "the SPA's fetch",
    {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      referer: 'http://localhost/qa/session',
    },
  ],
  ["the SPA's fetch in a browser without Fetch Metadata", { referer: 'http://localhost/qa' }],
  ['a client that is not a browser (no Origin, Referer or Fetch Metadata)', {}],
];

const writingGets = Object.entries(allEndpoints).filter(([name]) => name in WRITING_GETS);

describe('the GETs that write answer only the SPA’s own fetch', () => {
  let t: TestApp;
  let learner: ReturnType<typeof keptSession>;
  let admin: ReturnType<typeof keptSession>;
  let owner: Owner;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    learner = keptSession(t.app, LEARNER);
    admin = keptSession(t.app, ADMIN);
    owner = { accountId: await accountIdOf(t.database.db, LEARNER) };
    adminId = await accountIdOf(t.database.db, ADMIN);
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    const cookie = await learner.ensure();
    await admin.ensure();
    await switchEveryFlagOn(t.database.db, adminId);
    await keepQaSessionInProgress(t.app, t.database.db, cookie, owner.accountId);
    await keepSaAttempt(t.app, t.database.db, cookie, owner.accountId);
  });

  test('the contracts have GETs that write (or this walks nothing)', () => {
    expect(allEndpoints['qa.recordSecondsElapsed']).toEqual(
      expect.objectContaining({ writesOnGet: true }),
    );
    expect(writingGets.length).toBeGreaterThan(1);
  });

  describe.each(writingGets)('%s', (name, endpoint: Endpoint) => {
    /** Staff calls (the audited outbox read) go as the admin, the others as the learner. */
    const caller = () =>
      typeof endpoint.access === 'object' && 'staff' in endpoint.access ? admin : learner;
    /** A valid request on the learner's own rows, as the SPA would make it. */
    const ownRequest = async () =>
      toWire(
        endpoint,
        (await idsOf(t.database.db, name, endpoint, owner, owner))(sampleRequest(endpoint)),
      );

    test.each(REFUSED)('%s: 403 cross_origin, nothing written', async (what, headers) => {
      // (finding the learner's rows may make them the first time: the baseline is taken after)
      const request = await ownRequest();
      const checksum = databaseChecksum(t.database.db);
      const before = await checksum.take();
      const response = await t.app.inject(
        toInject(endpoint, request, { cookie: caller().cookie(), ...headers }),
      );
      expect(response.statusCode, `${name}, ${what}: ${response.body}`).toBe(403);
      expectErrorEnvelope(response, `${name}, ${what}`);
      expect(response.json().error.code).toBe('cross_origin');
      expectNoChange(before, await checksum.take(), `${name}, ${what}`);
    });

    test.each(ACCEPTED)('%s: let in', async (what, headers) => {
      const response = await t.app.inject(
        toInject(endpoint, await ownRequest(), { cookie: caller().cookie(), ...headers }),
      );
      expectSoundAnswer(endpoint, response, `${name}, ${what}`);
      expect(response.statusCode, `${name}, ${what}: ${response.body}`).toBeLessThan(400);
    });
  });

  test('a GET that only reads is not held to the rule: a link from another site reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: accountEndpoints.profile.path,
      headers: { cookie: learner.cookie(), referer: `${EVIL}/page`, 'sec-fetch-site': 'none' },
    });
    expect(response.statusCode).toBe(200);
  });
});
