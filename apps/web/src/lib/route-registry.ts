/**
 * The route registry (spec §2 route table): every route of the SPA, declared once. The router
 * (app/router.tsx), the links (lib/paths.ts), the secondary tab sets and the active-tab rule
 * (features/shell) and the e2e accessibility walk (e2e/a11y) all read this table.
 *
 * Plain data on purpose: no React, no lazy imports, no `@/` imports, so that Playwright can import
 * it as it is. Each route names its page module (`page`); app/route-pages.ts loads it lazily.
 */

/** Spec §3 QA redirect context: the three segments of a Q&A product's routes. */
export interface QaProductRoute {
  specialtyTypeCode: string;
  applicationTypeCode: string;
  userProductId: number | string;
}

type Id = number | string;

/** The loaders that run before a screen (app/guards.ts). */
export type RouteGuard = 'login' | 'loginPage' | 'medCentral' | 'assume' | 'nonProduction';

/** The data a screen draws first, loaded before it is drawn (app/route-data.ts). */
export type RouteData = 'qaSession' | 'studyBoard';

/**
 * Page body layout (spec §2 other global screen behaviour). 'focus': a running question player
 * (decision 0907): full width, no margin, and the site toolbar, tabs and product header give way
 * to the player's own thin bar.
 */
export type RouteLayout = 'fullWidth' | 'fullWidthNoMargin' | 'liveStream' | 'focus';

/** Which secondary tab set a route shows (features/shell/utils/tab-sets.ts). */
export type TabSetKey =
  | 'trainer'
  | 'products'
  | 'helpful'
  | 'medcentral'
  | 'account'
  | 'product'
  | 'admin';

/** What the router puts in a route's `handle` (the shell reads it through useMatches). */
export interface RouteHandle {
  /** spec §2 route data: My Products is the active main tab */
  isMyProductsRoute?: boolean;
  tabSet?: TabSetKey;
  /** product screens show the product header */
  productHeader?: boolean;
  layout?: RouteLayout;
  /**
   * the server draws it for the session when a visitor lands on it (decision 0415): its first
   * drawing reads only the shell's data and its route data
   */
  drawnOnServer?: true;
}

export interface RouteDef extends RouteHandle {
  /** absolute React Router pattern; '/' is the index route, '/*' every other URL */
  path: string;
  /** the screen's name (its heading, and the window title's page title where the page uses it) */
  title?: string;
  guard?: RouteGuard;
  /** the data its screen draws first, fetched after the guard and before the screen is drawn */
  data?: RouteData;
  /** its page: a module under src/ whose default export renders it (app/route-pages.ts) */
  page?: string;
  /** a screen routed now and built by a later issue: its one-line summary (UpcomingPage) */
  upcoming?: string;
  /** the product selection screen for these product kinds (all kinds when left out) */
  selection?: { noun: string; kinds?: readonly string[] };
  /** a route that only sends the visitor on */
  redirect?: string;
  /** routed in non-production builds only (ROUTE-53): production bundles leave its page out */
  nonProduction?: true;
  /** the pattern's parameters from a link's arguments; without it the link is the path itself */
  href?: (...args: never[]) => Record<string, unknown>;
}

const MY_PRODUCTS = { isMyProductsRoute: true, tabSet: 'product' } as const;
const PRODUCT_SCREEN = { ...MY_PRODUCTS, productHeader: true } as const;
const QA = '/questions/:specialtyTypeCode/:applicationTypeCode/:userProductId';
const qa = (p: QaProductRoute) => ({ ...p });
/** a Q&A bank's own screens: its overview and the screens beside it */
const QA_SCREEN = { guard: 'login', ...PRODUCT_SCREEN, href: qa } as const;
const qaSa = (p: QaProductRoute) => ({ ...p, applicationTypeCode: 'qa_sa' });

/** A product's own screen (until its kind is built): what it is, what the user owns of it. */
const PRODUCT_PAGE = 'features/product-screens/components/product-screen-page';

/**
 * My Products routes (spec §2): the bare path lists the user's products of its kinds to choose
 * from; with a userProductId it is that product's screen, under the product header.
 */
function productRoutes(
  path: string,
  title: string,
  noun: string,
  kind: string,
  layout?: RouteLayout,
) {
  return [
    { path, title, guard: 'login', selection: { noun, kinds: [kind] }, ...MY_PRODUCTS },
    {
      path: `${path}/:userProductId/*`,
      guard: 'login',
      page: PRODUCT_PAGE,
      layout,
      ...PRODUCT_SCREEN,
    },
  ] as const satisfies readonly RouteDef[];
}
const [courseSelection] = productRoutes('/course', 'Courses', 'courses', 'course');
const [mediaSelection] = productRoutes('/media', 'Media', 'media products', 'media');
const [liveSelection] = productRoutes('/live', 'Live Streams', 'live streams', 'live');
const [flashCardsSelection] = productRoutes('/flashcards', 'Flash Cards', 'flash-card decks', 'fc');

/** The route table, in the spec's order. Keys name the links (`paths.account`, `paths.qaOverview(…)`). */
export const ROUTES = {
  root: { path: '/', redirect: '/dashboard' },
  assume: {
    path: '/assume/:accountid',
    title: 'Assume User',
    guard: 'assume',
    page: 'features/assume-user/components/assume-user-page',
    href: (accountId: Id) => ({ accountid: accountId }),
  },
  login: {
    path: '/login',
    title: 'Sign In',
    guard: 'loginPage',
    page: 'features/auth/components/login-page',
  },
  resetPassword: {
    path: '/resetpassword',
    title: 'Reset Password',
    page: 'features/auth/components/reset-password-page',
  },
  /** the link a registration mails (issue 20): creates the account */
  verifyEmail: {
    path: '/verifyemail',
    title: 'Confirm E-mail',
    page: 'features/auth/components/verify-email-page',
  },
  account: {
    path: '/account',
    title: 'My Account',
    guard: 'login',
    page: 'features/account/components/account-page',
    tabSet: 'account',
  },
  preferences: {
    path: '/account/preferences',
    title: 'Preferences',
    guard: 'login',
    page: 'features/preferences/components/preferences-page',
    tabSet: 'account',
  },
  products: {
    path: '/products',
    title: 'My Products',
    guard: 'login',
    page: 'features/products/components/products-page',
    isMyProductsRoute: true,
    tabSet: 'products',
  },
  freeTrials: {
    path: '/products/freetrials',
    title: 'Free Trials',
    guard: 'login',
    page: 'features/products/components/free-trials-page',
    tabSet: 'products',
  },
  // no guard (spec §2): signed out it explains the Personal Trainer (decision 0501)
  personalTrainerClassic: {
    path: '/personaltrainer',
    title: 'Personal Trainer (Classic)',
    page: 'features/personal-trainer-classic/components/personal-trainer-classic-page',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    page: 'features/contact/components/contact-page',
  },
  // CME/MOC (issue 28, decision 1501): credit earned, claims, certificates, MOC reports
  cme: {
    path: '/cme',
    title: 'CME/MOC',
    guard: 'login',
    page: 'features/cme/components/cme-page',
  },
  resCentral: { path: '/rescentral', redirect: '/medcentral', tabSet: 'medcentral' },
  // MedCentral (issue 27): the residency program's area (features/medcentral), and its dashboard
  // for program directors and faculty (features/program-dashboard).
  medCentral: {
    path: '/medcentral',
    title: 'MedCentral',
    guard: 'medCentral',
    page: 'app/medcentral-route',
    tabSet: 'medcentral',
  },
  medCentralAssignments: {
    path: '/medcentral/assignments',
    title: 'Assignments',
    guard: 'medCentral',
    page: 'features/medcentral/components/assignments-page',
    tabSet: 'medcentral',
  },
  medCentralAssignment: {
    path: '/medcentral/assignments/:assignmentId',
    title: 'Assignment',
    guard: 'medCentral',
    page: 'features/medcentral/components/assignment-page',
    tabSet: 'medcentral',
    href: (assignmentId: number) => ({ assignmentId }),
  },
  medCentralDashboard: {
    path: '/medcentral/dashboard',
    title: 'Program dashboard',
    guard: 'medCentral',
    page: 'features/program-dashboard/components/program-dashboard-page',
    tabSet: 'medcentral',
  },
  medCentralResident: {
    path: '/medcentral/dashboard/residents/:accountId',
    title: 'Resident',
    guard: 'medCentral',
    page: 'features/program-dashboard/components/resident-page',
    tabSet: 'medcentral',
    href: (accountId: number) => ({ accountId }),
  },
  medCentralItems: {
    path: '/medcentral/dashboard/items',
    title: 'Cohort item analysis',
    guard: 'medCentral',
    page: 'features/program-dashboard/components/cohort-items-page',
    tabSet: 'medcentral',
  },
  // Admin (issue 26): the staff's back office. Its only client guard is the login (spec §2); each
  // page says which right it needs, and the server checks it on every call (features/admin).
  admin: {
    path: '/ngadmin',
    title: 'Admin',
    guard: 'login',
    page: 'features/admin-accounts/components/admin-accounts-page',
    tabSet: 'admin',
  },
  adminAccount: {
    path: '/ngadmin/accounts/:accountId',
    title: 'Account',
    guard: 'login',
    page: 'features/admin-accounts/components/admin-account-page',
    tabSet: 'admin',
    href: (accountId: number) => ({ accountId }),
  },
  // Organizations (issue 27): an account's organizations and their members, for license admins
  // of the organization and admins; the server checks on every call (features/organization-admin).
  adminOrganizations: {
    path: '/ngadmin/accounts/:accountId/organizations',
    title: 'Organizations',
    guard: 'login',
    page: 'features/organization-admin/components/organizations-page',
    href: (accountId: number) => ({ accountId }),
  },
  adminOrganizationMembers: {
    path: '/ngadmin/accounts/:accountId/organizations/:organizationId/members',
    title: 'Members',
    guard: 'login',
    page: 'features/organization-admin/components/organization-members-page',
    href: (accountId: number, organizationId: number) => ({ accountId, organizationId }),
  },
  /** the legacy members page (spec §2, a full page load): its hash names the organization */
  legacyMembers: {
    path: '/mms',
    title: 'Members',
    guard: 'login',
    page: 'features/organization-admin/components/legacy-members-page',
  },
  /** the link of an invitation mail: sign in or register, then join (features/organization-admin) */
  joinOrganization: {
    path: '/join/:token',
    title: 'Join your program',
    page: 'features/organization-admin/components/join-organization-page',
  },
  adminProducts: {
    path: '/ngadmin/products',
    title: 'Products',
    guard: 'login',
    page: 'features/admin-settings/components/admin-products-page',
    tabSet: 'admin',
  },
  adminFeatureFlags: {
    path: '/ngadmin/flags',
    title: 'Feature flags',
    guard: 'login',
    page: 'features/admin-settings/components/admin-flags-page',
    tabSet: 'admin',
  },
  adminLinks: {
    path: '/ngadmin/links',
    title: 'Favorite admin links',
    guard: 'login',
    page: 'features/admin-settings/components/admin-links-page',
    tabSet: 'admin',
  },
  adminTerms: {
    path: '/ngadmin/terms',
    title: 'Terms of use',
    guard: 'login',
    page: 'features/admin-settings/components/admin-terms-page',
    tabSet: 'admin',
  },
  adminMail: {
    path: '/ngadmin/mail',
    title: 'Mail outbox',
    guard: 'login',
    page: 'features/admin-records/components/admin-mail-page',
    tabSet: 'admin',
  },
  adminAudit: {
    path: '/ngadmin/audit',
    title: 'Audit log',
    guard: 'login',
    page: 'features/admin-records/components/admin-audit-page',
    tabSet: 'admin',
  },
  adminFeedback: {
    path: '/ngadmin/feedback',
    title: 'Question feedback',
    guard: 'login',
    page: 'features/admin-records/components/admin-feedback-page',
    tabSet: 'admin',
  },
  // CME/MOC for staff (issue 28): each product's credit rule, and the MOC reporting queue
  adminCme: {
    path: '/ngadmin/cme',
    title: 'CME activities',
    guard: 'login',
    page: 'features/cme-admin/components/cme-activities-page',
    tabSet: 'admin',
  },
  adminMocReports: {
    path: '/ngadmin/cme/reports',
    title: 'MOC reports',
    guard: 'login',
    page: 'features/cme-admin/components/moc-reports-page',
    tabSet: 'admin',
  },
  // Live Q&A for staff (issue 29): each session's questions, to answer or hide as they come
  adminLive: {
    path: '/ngadmin/live',
    title: 'Live Q&A',
    guard: 'login',
    page: 'features/live/components/live-moderation-page',
    tabSet: 'admin',
  },
  adminLiveSession: {
    path: '/ngadmin/live/:liveSessionId',
    title: 'Live Q&A',
    guard: 'login',
    page: 'features/live/components/live-moderation-session-page',
    tabSet: 'admin',
    href: (liveSessionId: Id) => ({ liveSessionId }),
  },
  // Content management: 'Submit/Review Q&As' (the legacy /admin#cms/qa reaches it: legacyAdmin)
  cmsQuestions: {
    path: '/ngadmin/cms/qa',
    title: 'Submit/Review Q&As',
    guard: 'login',
    page: 'features/content-manager/components/cms-questions-page',
    tabSet: 'admin',
  },
  cmsDraft: {
    path: '/ngadmin/cms/qa/drafts/:draftId',
    title: 'Q&A draft',
    guard: 'login',
    page: 'features/content-manager/components/cms-draft-page',
    tabSet: 'admin',
    href: (draftId: number) => ({ draftId }),
  },
  cmsQuestion: {
    path: '/ngadmin/cms/qa/questions/:questionId',
    title: 'Q&A versions',
    guard: 'login',
    page: 'features/content-manager/components/cms-question-page',
    tabSet: 'admin',
    href: (questionId: number) => ({ questionId }),
  },
  previewQna: {
    path: '/ngadmin/cms/preview-qna',
    title: 'Preview Q&A',
    guard: 'login',
    page: 'features/content-manager/components/preview-qna-page',
    tabSet: 'admin',
  },
  contentPackages: {
    path: '/ngadmin/cms/packages',
    title: 'Import & export',
    guard: 'login',
    page: 'features/content-packages/components/content-packages-page',
    tabSet: 'admin',
  },
  itemStatistics: {
    path: '/ngadmin/cms/statistics',
    title: 'Item statistics',
    guard: 'login',
    page: 'features/item-statistics/components/item-statistics-page',
    tabSet: 'admin',
  },
  /** the legacy admin address (spec §2, a full page load): its hash names the in-app screen */
  legacyAdmin: {
    path: '/admin',
    title: 'Admin',
    guard: 'login',
    page: 'features/admin/components/legacy-admin-page',
  },
  dashboard: {
    path: '/dashboard',
    title: 'Study Board',
    guard: 'login',
    page: 'features/trainer/components/study-board-page',
    data: 'studyBoard',
    layout: 'fullWidth',
    tabSet: 'trainer',
    drawnOnServer: true,
  },
  timeline: {
    path: '/dashboard/timeline',
    title: 'My Progress',
    guard: 'login',
    page: 'features/trainer/components/progress-page',
    layout: 'fullWidth',
    tabSet: 'trainer',
  },
  helpfulStuff: {
    path: '/helpfulstuff',
    title: 'Helpful Stuff',
    guard: 'login',
    page: 'features/shell/components/helpful-stuff-page',
    tabSet: 'helpful',
  },
  ideas: {
    path: '/helpfulstuff/ideas',
    title: 'Bright Ideas',
    guard: 'login',
    page: 'features/ideas/components/ideas-page',
    tabSet: 'helpful',
  },
  antibiotics: {
    path: '/helpfulstuff/antibiotics',
    title: 'Antibiotics',
    guard: 'login',
    page: 'features/references/components/antibiotics-page',
    tabSet: 'helpful',
  },
  labValues: {
    path: '/labvalues/:specialty',
    title: 'Lab Values',
    guard: 'login',
    page: 'features/references/components/lab-values-page',
    tabSet: 'helpful',
    href: (specialty: 'im' | 'peds' | 'ms') => ({ specialty }),
  },
  // The Helpful Stuff menu's own pages (decision 0204); its PDFs are files the server sends.
  helpfulApp: {
    path: '/helpfulstuff/app/:specialty',
    title: 'The App',
    guard: 'login',
    page: 'features/helpful-documents/components/app-page',
    tabSet: 'helpful',
    href: (specialty: 'im' | 'peds' | 'ms') => ({ specialty }),
  },
  corrections: {
    path: '/helpfulstuff/corrections/:specialty',
    title: 'Corrections & Updates',
    guard: 'login',
    page: 'features/helpful-documents/components/corrections-page',
    tabSet: 'helpful',
    href: (specialty: 'im' | 'peds') => ({ specialty }),
  },
  courseSelection,
  /**
   * A course (issue 29, decision 1602): its modules and lessons with the learner's progress, and
   * the lesson to go on with; full width, as spec §2 has course screens.
   */
  course: {
    path: '/course/:userProductId',
    guard: 'login',
    page: 'app/course-route',
    ...PRODUCT_SCREEN,
    layout: 'fullWidth',
    href: (userProductId: Id) => ({ userProductId }),
  },
  /** a lesson: a lecture (the player loads on video lessons only), a book section or a quiz */
  courseLesson: {
    path: '/course/:userProductId/:lessonId',
    guard: 'login',
    page: 'app/course-lesson-route',
    ...PRODUCT_SCREEN,
    layout: 'fullWidth',
    href: (userProductId: Id, lessonId: string) => ({ userProductId, lessonId }),
  },
  bookSelection: {
    path: '/book',
    title: 'Books',
    guard: 'login',
    selection: { noun: 'books', kinds: ['onlineBookCore'] },
    ...MY_PRODUCTS,
  },
  /**
   * The book reader (decision 1001), full width with no body margin (spec §2): /book/:id opens the
   * section last read, /book/:id/:sectionId one section. The splat holds the section id, so one
   * mounted reader serves both addresses (moving between sections keeps it).
   */
  book: {
    path: '/book/:userProductId/*',
    guard: 'login',
    page: 'app/book-reader-route',
    ...PRODUCT_SCREEN,
    layout: 'fullWidthNoMargin',
    href: (userProductId: Id, sectionId?: string) => ({ userProductId, '*': sectionId }),
  },
  mediaSelection,
  /**
   * A media library (issue 29, decision 1601): its lectures with the learner's place in each, and
   * the lecture to go on with. Under the product header, as every product screen.
   */
  media: {
    path: '/media/:userProductId',
    guard: 'login',
    page: 'app/media-library-route',
    ...PRODUCT_SCREEN,
    href: (userProductId: Id) => ({ userProductId }),
  },
  /** a lecture: the player (its code loads on this screen only), chapters and transcript */
  mediaLecture: {
    path: '/media/:userProductId/:mediaId',
    guard: 'login',
    page: 'app/media-lecture-route',
    ...PRODUCT_SCREEN,
    href: (userProductId: Id, mediaId: Id) => ({ userProductId, mediaId }),
  },
  liveSelection,
  /**
   * A live product's schedule (issue 29, decision 1603): the session on air, those to come (each
   * to add to a calendar) and those past with their replays; full width in the live-stream style.
   */
  live: {
    path: '/live/:userProductId',
    guard: 'login',
    page: 'app/live-schedule-route',
    ...PRODUCT_SCREEN,
    layout: 'liveStream',
    href: (userProductId: Id) => ({ userProductId }),
  },
  /** a session: its stream (hls.js loads on this screen only) or replay, and its live Q&A */
  liveSession: {
    path: '/live/:userProductId/:liveSessionId',
    guard: 'login',
    page: 'app/live-session-route',
    ...PRODUCT_SCREEN,
    layout: 'liveStream',
    href: (userProductId: Id, liveSessionId: Id) => ({ userProductId, liveSessionId }),
  },
  flashCardsSelection,
  /**
   * A flash-card deck (issue 24): /flashcards/:id its overview and settings,
   * /flashcards/:id/study the study player (?topicId= one topic), /flashcards/:id/browse the card
   * browser (?card= opens one card). The splat names the screen, so one route and one page
   * module serve the three, under the product header.
   */
  flashCards: {
    path: '/flashcards/:userProductId/*',
    guard: 'login',
    page: 'app/flash-cards-route',
    ...PRODUCT_SCREEN,
    href: (userProductId: Id, screen?: 'study' | 'browse') => ({ userProductId, '*': screen }),
  },
  /** spec §2 Q&A overview; the player sits beside it */
  qaOverview: {
    path: `${QA}/overview`,
    title: 'Q&A',
    page: 'features/qa-sessions/components/qa-overview-page',
    ...QA_SCREEN,
  },
  /** decision 0903: the spec names no report route; it sits beside the overview (a lazy module: its charts stay off the first load) */
  qaPerformance: {
    path: `${QA}/performance`,
    title: 'Performance',
    page: 'features/qa-reports/components/performance-page',
    ...QA_SCREEN,
  },
  /** decision 0908: the learner's notes and bookmarks on the bank's questions, beside the report */
  qaNotebook: {
    path: `${QA}/notebook`,
    title: 'Notebook',
    page: 'features/notebook/components/notebook-page',
    ...QA_SCREEN,
  },
  /** spec §2: full width, no body margin; the player's own header names the session, so no product header */
  qaSession: {
    path: `${QA}/session/:qaSessionId`,
    title: 'Q&A Session',
    guard: 'login',
    data: 'qaSession',
    page: 'app/qa-session-route',
    ...MY_PRODUCTS,
    layout: 'focus',
    drawnOnServer: true,
    href: (p: QaProductRoute, qaSessionId: Id) => ({ ...p, qaSessionId }),
  },
  /** spec §2: a qa_sa product's overview ends in /sa-overview (ROUTE-57); its exam pages beside it */
  qaSaOverview: {
    path: `${QA}/sa-overview`,
    title: 'Self-Assessment',
    guard: 'login',
    page: 'features/qa-self-assessment/components/sa-overview-page',
    ...PRODUCT_SCREEN,
    href: qaSa,
  },
  /** the exam player: full width like the Q&A player, its own header names the form */
  qaSaAttempt: {
    path: `${QA}/sa/:attemptId`,
    title: 'Self-assessment',
    guard: 'login',
    page: 'app/qa-sa-exam-route',
    ...MY_PRODUCTS,
    layout: 'focus',
    href: (p: QaProductRoute, attemptId: Id) => ({ ...qaSa(p), attemptId }),
  },
  qaSaResults: {
    path: `${QA}/sa/:attemptId/results`,
    title: 'Results',
    guard: 'login',
    page: 'features/qa-self-assessment/components/sa-results-page',
    ...PRODUCT_SCREEN,
    href: (p: QaProductRoute, attemptId: Id) => ({ ...qaSa(p), attemptId }),
  },
  questionsSelection: {
    path: '/questions',
    title: 'Q&A',
    guard: 'login',
    selection: { noun: 'question banks', kinds: ['qa', 'qa_sa'] },
    ...MY_PRODUCTS,
  },
  questions: { path: `${QA}/*`, guard: 'login', page: PRODUCT_PAGE, ...PRODUCT_SCREEN },
  productSelection: {
    path: '/productselection',
    title: 'Choose a Product',
    guard: 'login',
    selection: { noun: 'products' },
    isMyProductsRoute: true,
  },
  kitchenSink: {
    path: '/kitchensink',
    title: 'Kitchen Sink',
    guard: 'nonProduction',
    page: 'app/kitchensink-page',
    nonProduction: true,
  },
  otherwise: { path: '/*', redirect: '/products' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Every route, in table order, typed loosely for code that walks them all. */
export const ROUTE_LIST: readonly (RouteDef & { name: RouteName })[] = Object.entries(ROUTES).map(
  ([name, def]) => ({ ...(def as RouteDef), name: name as RouteName }),
);

/** A pattern filled with values; a trailing splat left empty goes, with its slash. */
export function fillPath(pattern: string, params: Record<string, unknown>): string {
  const filled = pattern.replace(/:(\w+)|\*$/g, (_whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined || value === null) {
      if (!name) return '';
      throw new Error(`${pattern}: no value for :${name}`);
    }
    return String(value);
  });
  return filled.length > 1 ? filled.replace(/\/$/, '') : filled;
}

/** The part of a pattern before its first parameter or splat: what a main tab's prefix rule needs. */
export function staticPrefix(pattern: string): string {
  const cut = pattern.search(/\/(?::|\*)/);
  return cut < 0 ? pattern : pattern.slice(0, cut) || '/';
}
