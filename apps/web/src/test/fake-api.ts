import type { Account, CurrentSession, PublicConfig } from '@boardready/contracts';
import { type Mock, vi } from 'vitest';
import { publicConfigQuery } from '@/lib/public-config';
import { queryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';

/** What the fake server answers for one path: a JSON body, or a status with a body. */
export type FakeAnswer = unknown | { status: number; body?: unknown };

export const TEST_ACCOUNT: Account = {
  AccountId: 7,
  FirstName: 'Alex',
  LastName: 'Rivera',
  Email: 'learner@demo.test',
  HasAcceptedTermsOfUsage: true,
  isAdmin: false,
  isContentManager: false,
  canPreviewQna: false,
  canAssumeUsers: false,
};

export const TEST_CONFIG: PublicConfig = {
  productName: 'BoardReady',
  supportEmail: 'support@boardready.example',
  supportPhone: '1-800-555-0100',
  publicHost: 'boardready.example',
  isProduction: false,
};

export const SIGNED_OUT: CurrentSession = { isLoggedIn: false, account: null, assumedBy: null };
export const signedInAs = (account: Account = TEST_ACCOUNT): CurrentSession => ({
  isLoggedIn: true,
  account,
  assumedBy: null,
});

/** The shell's data for a signed-in learner with one product, by API path. */
export const SHELL_DATA: Record<string, FakeAnswer> = {
  '/api/2.0/product/userproducts': {
    products: [
      {
        userProductId: 11,
        code: 'IM-QA',
        shortName: 'IM Q&A',
        fullName: 'Internal Medicine Board Review Q&A',
        specialty: 'IM',
        applicationType: 'qa',
        isUsable: true,
        availability: 'usable',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2027-01-01T00:00:00.000Z',
        isTrial: false,
        hasPersonalTrainer: true,
        route: '/questions/IM/qa/11/overview',
      },
    ],
    productTypes: [{ code: 'qa', displayName: 'Q&A', icon: 'quiz', order: 1 }],
  },
  '/api/2.0/product/dashboardinterviewproducts': {
    products: [{ userProductId: 11, shortName: 'IM Q&A', hasPersonalTrainer: true }],
  },
  '/api/2.0/account/preferences': {
    theme: 'system',
    questionTextSize: 'medium',
    defaultQaMode: 'tutor',
    defaultQaTimed: false,
    showTimer: true,
    confirmEndSession: true,
  },
  '/api/2.0/account/specialties': ['IM'],
  '/api/2.0/featureflags': {
    ideasPortal: false,
    helpfulStuffUrls: {},
    adminAccountDetails: false,
    adminLinksAsRoutes: false,
  },
  '/api/2.0/account/favoriteadminlinks': [],
  '/api/2.0/organizations/mine': [],
  '/api/2.0/medcentral/access': { hasAccess: false, canManage: false },
  '/api/2.0/personaltrainer/due': { dueNow: [] },
  '/api/2.0/account/homepageroute': { route: '/dashboard' },
  '/api/2.0/authentication/logout': { isLoggedIn: false, account: null, assumedBy: null },
};

function isStatusAnswer(answer: FakeAnswer): answer is { status: number; body?: unknown } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    typeof (answer as { status?: unknown }).status === 'number' &&
    Object.keys(answer).every((k) => k === 'status' || k === 'body')
  );
}

/**
 * Replaces fetch with a fake API answering by path (unknown paths: 404). Returns the mock and
 * a counter of the calls made to one path.
 */
export function fakeApi(answers: Record<string, FakeAnswer> = {}) {
  const table = { ...SHELL_DATA, ...answers };
  const fetchMock: Mock<typeof fetch> = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer =
      path in table
        ? table[path]
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === path,
    ).length;
  return { fetchMock, calls, answers: table };
}

/** The app-wide query client, emptied, with the brand config and a session already known. */
export function startApp(session: CurrentSession, config: PublicConfig = TEST_CONFIG) {
  queryClient.clear();
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
  queryClient.setQueryData(sessionQuery.queryKey, session);
  return queryClient;
}
