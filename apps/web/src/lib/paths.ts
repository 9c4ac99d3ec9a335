/** Spec §3 QA redirect context: the three segments of a Q&A product's routes. */
export interface QaProductRoute {
  specialtyTypeCode: string;
  applicationTypeCode: string;
  userProductId: number | string;
}

/** Every route of the SPA, in one place: components link through these, never through literals. */
export const paths = {
  root: '/',
  login: '/login',
  resetPassword: '/resetpassword',
  /** the link a registration mails (issue 20): creates the account */
  verifyEmail: '/verifyemail',
  dashboard: '/dashboard',
  timeline: '/dashboard/timeline',
  products: '/products',
  freeTrials: '/products/freetrials',
  productSelection: '/productselection',
  account: '/account',
  preferences: '/account/preferences',
  personalTrainerClassic: '/personaltrainer',
  contact: '/contact',
  cme: '/cme',
  medCentral: '/medcentral',
  resCentral: '/rescentral',
  admin: '/ngadmin',
  previewQna: '/ngadmin/cms/preview-qna',
  helpfulStuff: '/helpfulstuff',
  ideas: '/helpfulstuff/ideas',
  antibiotics: '/helpfulstuff/antibiotics',
  labValues: (specialty: 'im' | 'peds' | 'ms') => `/labvalues/${specialty}`,
  /** spec §2 Q&A overview; the player sits beside it */
  qaOverview: (p: QaProductRoute) =>
    `/questions/${p.specialtyTypeCode}/${p.applicationTypeCode}/${p.userProductId}/overview`,
  /** decision 0903: the spec names no report route; it sits beside the overview */
  qaPerformance: (p: QaProductRoute) =>
    `/questions/${p.specialtyTypeCode}/${p.applicationTypeCode}/${p.userProductId}/performance`,
  /** the book reader (decision 1001): the section last read (or the first), or one section */
  book: (userProductId: number | string) => `/book/${userProductId}`,
  bookSection: (userProductId: number | string, sectionId: string) =>
    `/book/${userProductId}/${sectionId}`,
  qaSession: (p: QaProductRoute, qaSessionId: number | string) =>
    `/questions/${p.specialtyTypeCode}/${p.applicationTypeCode}/${p.userProductId}/session/${qaSessionId}`,
  /** spec §2: a qa_sa product's overview ends in /sa-overview (ROUTE-57); its exam pages beside it */
  qaSaOverview: (p: QaProductRoute) =>
    `/questions/${p.specialtyTypeCode}/qa_sa/${p.userProductId}/sa-overview`,
  qaSaAttempt: (p: QaProductRoute, attemptId: number | string) =>
    `/questions/${p.specialtyTypeCode}/qa_sa/${p.userProductId}/sa/${attemptId}`,
  qaSaResults: (p: QaProductRoute, attemptId: number | string) =>
    `/questions/${p.specialtyTypeCode}/qa_sa/${p.userProductId}/sa/${attemptId}/results`,
  kitchenSink: '/kitchensink',
  assume: (accountId: number | string) => `/assume/${accountId}`,
  /** legacy pages outside the app: full page loads */
  legacySubmitReviewQna: '/admin#cms/qa',
} as const;

/** Where a signed-in user lands before the home page route is known. */
export const DEFAULT_HOME = paths.dashboard;
