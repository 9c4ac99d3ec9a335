import { allEndpoints, type Endpoint, getWrites, type StaffRight } from '@boardready/contracts';
import type { LessonKind } from '@boardready/contracts/courses-rules';
import { ErrorCode } from '@boardready/contracts/errors';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  fcCards,
  fcDeckProducts,
  fcDecks,
  ideas,
  products,
  qaBankProducts,
  qaQuestions,
  qaSaAttempts,
  qaSaForms,
  qaSessionItems,
  qaSessions,
  qaTopics,
  studyUnits,
  userProducts,
} from '../../db/schema';
import { findContentDir, loadBooks, shippedBooks } from '../../modules/books/book-content';
import { sectionText, textHash } from '../../modules/books/search-index';
import { bookStudyRepository } from '../../modules/books/study-repository';
import { notebookRepository } from '../../modules/notebook/repository';
import { trainerService } from '../../modules/trainer/service';
import { mocBatchWithReport, rejectedMocReport, submittedMocReport } from './cme-admin-fixtures';
import { activityHeldBy, claimOf } from './cme-fixtures';
import { lessonOfOwnersCourse, ownedCourseProduct } from './courses-fixtures';
import {
  liveSessionOfOwners,
  ownedLiveProduct,
  questionOfOwnersSession,
  replaySessionOfOwners,
} from './live-fixtures';
import {
  announcementOfDirected,
  assignmentGivenTo,
  assignmentOfDirected,
} from './medcentral-fixtures';
import { lectureOfOwnersLibrary, ownedMediaProduct } from './media-fixtures';
import { administeredOrganizationOf, ORGANIZATION_ADMIN_IDS } from './organization-fixtures';
import { residentOfDirected } from './program-fixtures';
import { defOf } from './zod-arbitrary';

/**
 * What the security suite must be told about the API, and nothing else: every endpoint's access
 * comes from its contract. A new endpoint is walked by the suite without a line here, unless it
 * is public, or takes a parameter that names something (then the suite fails until it is
 * classified below, so that nobody adds an id without saying whose it is).
 */

/** Public endpoints, each with why it may be called signed out. Reviewed by hand. */
export const PUBLIC_ENDPOINTS: Record<string, string> = {
  'environment.isProd': 'the SPA reads it before anyone signs in',
  'environment.versions': 'shown on the sign-in screen and in bug reports',
  'environment.config': 'brand strings the signed-out screens show',
  'auth.login': 'signing in',
  'auth.logout': 'signing out is harmless without a session and must work with an expired one',
  'auth.register': 'asking for an account: answers the same for every address, mails the link',
  'auth.registerConfirm': 'the mailed registration link is the credential',
  'auth.resetRequest': 'forgotten password; answers the same for every address',
  'auth.resetConfirm': 'the reset link is the credential',
  'auth.current': 'tells the SPA whether anyone is signed in',
  'termsOfUse.current':
    'the terms text is shown to anyone who is asked to agree, and holds nothing private',
  'contact.send':
    'the contact form is for people who cannot sign in too; it writes only its own message and mail, limited per address per hour',
  'organizations.invitation':
    'the join page shows what an invitation link names before its invitee signs in or registers; the link (256 random bits) is the credential, and it writes nothing',
};

/**
 * Staff rights that guard no endpoint yet, each with why the right exists. The matrix fails when
 * one of these starts guarding an endpoint (take it off the list: the matrix then checks it as it
 * checks every right) and when a right not listed guards none.
 */
export const RIGHTS_GUARDING_NO_ENDPOINT: Partial<Record<StaffRight, string>> = {};

export interface Owner {
  accountId: number;
}

/** Finds a real value owned by `owner` and not by `other`, for the cross-learner checks. */
export type OwnedIdResolver = (db: Database, owner: Owner, other: Owner) => Promise<number>;

async function first(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`the demo data has no ${what} for the cross-learner check`);
  return row.id;
}

/** The account's first self-assessment product that has a form, and that form. */
export async function saProductOf(db: Database, accountId: number) {
  const [row] = await db
    .select({ userProductId: userProducts.id, formId: qaSaForms.id })
    .from(userProducts)
    .innerJoin(qaSaForms, eq(qaSaForms.productId, userProducts.productId))
    .where(eq(userProducts.accountId, accountId))
    .orderBy(asc(userProducts.id), asc(qaSaForms.id))
    .limit(1);
  if (!row) throw new Error('the demo data has no self-assessment product for the suite');
  return row;
}

/** A resolver for a table of rows that each belong to one account (an accountId column). */
function rowOwnedIn(
  table: typeof userProducts | typeof studyUnits | typeof ideas,
  what: string,
): OwnedIdResolver {
  return (db, owner) =>
    first(
      db.select({ id: table.id }).from(table).where(eq(table.accountId, owner.accountId)).limit(1),
      what,
    );
}

/**
 * Parameters that name a learner's own rows, by name, wherever they appear (path, query, body).
 * Every path parameter, and every query or body field whose name ends in 'id', must be listed
 * here or in NOT_OWNED. (An organization belongs to its members and license admins, not to one
 * learner: the endpoint that first takes an organizationId decides its rule here.)
 */
export const OWNED_IDS: Record<string, OwnedIdResolver> = {
  userProductId: rowOwnedIn(userProducts, 'user product'),
  // a unit of the owner's plan for today: the owner answers the interview first if need be (an
  // exam of their products' specialty, half an hour a day), and the board plans the day
  studyUnitId: async (db, owner, other) => {
    const trainer = trainerService(db, await shippedBooks());
    const { profile, exams, products } = await trainer.profile(owner.accountId);
    if (!profile) {
      const specialty = products[0]?.specialty;
      const exam = exams.find((e) => e.specialty === specialty);
      if (!exam) throw new Error('the owner has no Personal Trainer product for the suite');
      await trainer.saveProfile(
        { accountId: owner.accountId, requestId: 'suite' },
        owner.accountId,
        {
          examCode: exam.code,
          examDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
          weekdayMinutes: [30, 30, 30, 30, 30, 30, 30],
          userProductIds: products
            .filter((p) => p.specialty === specialty)
            .map((p) => p.userProductId),
        },
      );
    }
    await trainer.board(owner.accountId);
    return rowOwnedIn(studyUnits, 'study unit')(db, owner, other);
  },
  accountId: (db, owner) =>
    first(
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)),
      'account',
    ),
  // The owner's newest Q&A session still in progress (the suite keeps one: suite-state.ts).
  qaSessionId: (db, owner) =>
    first(
      db
        .select({ id: qaSessions.id })
        .from(qaSessions)
        .where(and(eq(qaSessions.accountId, owner.accountId), eq(qaSessions.status, 'active')))
        .orderBy(desc(qaSessions.id))
        .limit(1),
      'Q&A session in progress',
    ),
  // The owner's newest self-assessment attempt (the suite keeps one: suite-state.ts).
  attemptId: (db, owner) =>
    first(
      db
        .select({ id: qaSaAttempts.id })
        .from(qaSaAttempts)
        .where(eq(qaSaAttempts.accountId, owner.accountId))
        .orderBy(desc(qaSaAttempts.id))
        .limit(1),
      'self-assessment attempt',
    ),
  // An organization belongs to its license admins (issue 27): the owner is made one of the
  // organization the calls name (organization-fixtures.ts).
  organizationId: (db, owner) => administeredOrganizationOf(db, owner),
  // MedCentral (issue 27, decision 1402): an announcement or assignment of the program the owner
  // directs (medcentral-fixtures.ts)
  announcementId: announcementOfDirected,
  assignmentId: assignmentOfDirected,
};
// The route table spells it 'accountid' (spec §2); the API follows the same name.
OWNED_IDS.accountid = OWNED_IDS.accountId!;

/**
 * A parameter that names nothing of the learner's, but must name something real for the owner's
 * call in the cross-learner check to reach the ownership rule (a made-up topic would be refused
 * for the owner too, and the learner's refusal would prove nothing).
 */
export interface SharedValue {
  why: string;
  /** a value that fits the owner's ids (the same owner and ids the OWNED_IDS resolvers pick) */
  value: (db: Database, owner: Owner, other: Owner) => Promise<number | string>;
}

export type Classification = OwnedIdResolver | string | SharedValue;

/** Parameters that name nothing a learner owns, each with why. */
export const NOT_OWNED: Record<string, string | SharedValue> = {
  key: 'a feature flag name: global, and its route is staff-only',
  productId:
    'a catalogue product, the same for every account (what an account holds is a userProductId)',
  specialty:
    "a reference table or a question bank's Corrections & Updates (im, peds, ms): the same content for every signed-in user",
  secondsElapsed: 'a number of seconds on the clock, not a name',
  draftId:
    "a Q&A draft (issue 26): the content managers' shared work, on staff endpoints only; its author alone discards it",
  version: "a question's version number (issue 26): content, on staff endpoints only",
  bankId:
    "a question bank: content, the same for every learner; staff endpoints name a bank by its id, and the program dashboard one of its program's banks (any other is a 400)",
  requestId: 'a random id the client makes for each Q&A call (spec §7); nothing is looked up by it',
  clientReviewId:
    "a random id the client makes for each flash-card grade: it is looked up among the caller's own reviews only, so a review sent twice is written once",
  position: {
    why: "a question's place in a session (1 to its size): the session's id says whose it is",
    value: async () => 1,
  },
  formId: {
    why: 'a self-assessment form: content, the same for every learner of its product',
    value: async (db, owner) => saProductOf(db, owner.accountId).then((p) => p.formId),
  },
  blockNumber: {
    why: "a block's place in a self-assessment form (1 to its count): the attempt's id says whose",
    value: async () => 1,
  },
  coreContentTopicId: {
    why: 'a core-content topic of a question bank: content, the same for every learner of it',
    // a topic of the bank of the product the userProductId resolver picks
    value: async (db, owner) =>
      first(
        db
          .select({ id: qaTopics.id })
          .from(userProducts)
          .innerJoin(qaBankProducts, eq(qaBankProducts.productId, userProducts.productId))
          .innerJoin(qaTopics, eq(qaTopics.bankId, qaBankProducts.bankId))
          .where(and(eq(userProducts.id, await OWNED_IDS.userProductId!(db, owner, owner))))
          .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id))
          .limit(1),
        "topic of the first product's question bank",
      ),
  },
};

/** The owner's first product of a kind: calls that take one kind refuse the others (404). */
async function productOfKind(db: Database, accountId: number, typeCode: string) {
  const [row] = await db
    .select({ id: userProducts.id, code: products.code, productId: userProducts.productId })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(and(eq(userProducts.accountId, accountId), eq(products.typeCode, typeCode)))
    .orderBy(asc(userProducts.id))
    .limit(1);
  if (!row) throw new Error(`the demo data has no ${typeCode} product for the cross-learner check`);
  return row;
}

const ownedProductOfKind =
  (typeCode: string): OwnedIdResolver =>
  async (db, owner) =>
    (await productOfKind(db, owner.accountId, typeCode)).id;
const ownedBookProduct = ownedProductOfKind('onlineBookCore');
const ownedDeckProduct = ownedProductOfKind('fc');

/** A card of a deck: content, the same for every learner of it; the first of the owner's deck. */
const deckCard: SharedValue = {
  why: 'a card of a flash-card deck: content, the same for every learner of the deck',
  value: async (db, owner) => {
    const { productId } = await productOfKind(db, owner.accountId, 'fc');
    return first(
      db
        .select({ id: fcCards.id })
        .from(fcDeckProducts)
        .innerJoin(fcCards, eq(fcCards.deckId, fcDeckProducts.deckId))
        .where(eq(fcDeckProducts.productId, productId))
        .orderBy(asc(fcCards.sortOrder))
        .limit(1),
      'card of the first flash-card deck',
    );
  },
};

/** A topic of a deck's bank: content, the same for every learner of it. */
const deckTopic: SharedValue = {
  why: 'a core-content topic of the bank a deck belongs to: content, the same for every learner',
  value: async (db, owner) => {
    const { productId } = await productOfKind(db, owner.accountId, 'fc');
    return first(
      db
        .select({ id: qaTopics.id })
        .from(fcDeckProducts)
        .innerJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
        .innerJoin(qaTopics, eq(qaTopics.bankId, fcDecks.bankId))
        .where(eq(fcDeckProducts.productId, productId))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id))
        .limit(1),
      "topic of the first deck's bank",
    );
  },
};

/** The owner's first book and its first section. */
async function firstSectionOfOwnersBook(db: Database, owner: Owner) {
  const { code } = await productOfKind(db, owner.accountId, 'onlineBookCore');
  const book = (await loadBooks(findContentDir(import.meta.dirname))).find((b) =>
    b.productCodes.includes(code),
  );
  const section = book?.chapters[0]?.sections[0];
  if (!book || !section) throw new Error(`the book of ${code} has no section for the suite`);
  return { book, section };
}

/** A section of a book: content, the same for every learner of it; the first of the owner's book. */
const bookSection: SharedValue = {
  why: 'a section of a book: content, the same for every learner of the book',
  value: async (db, owner) => (await firstSectionOfOwnersBook(db, owner)).section.id,
};

/**
 * A highlight of the owner's, in the book of the product the userProductId resolver picks. The
 * demo data has none, and the owner's own call may remove it: one is made each time, over the
 * first words of the first section.
 */
const ownedHighlight: OwnedIdResolver = async (db, owner) => {
  const { book, section } = await firstSectionOfOwnersBook(db, owner);
  const text = sectionText(section.body);
  const row = await bookStudyRepository(db).addHighlight({
    accountId: owner.accountId,
    bookCode: book.code,
    sectionId: section.id,
    startOffset: 0,
    endOffset: 12,
    quote: text.slice(0, 12),
    sectionHash: textHash(text),
  });
  return row.id;
};

/** A question of a Q&A product's bank: content; the first of the owner's first Q&A product. */
const qaBankQuestion: SharedValue = {
  why: 'a question of a question bank: content, the same for every learner of its products',
  value: async (db, owner) => {
    const { productId } = await productOfKind(db, owner.accountId, 'qa');
    return first(
      db
        .select({ id: qaQuestions.id })
        .from(qaBankProducts)
        .innerJoin(qaQuestions, eq(qaQuestions.bankId, qaBankProducts.bankId))
        .where(and(eq(qaBankProducts.productId, productId), eq(qaQuestions.status, 'published')))
        .orderBy(asc(qaQuestions.id))
        .limit(1),
      "question of the first Q&A product's bank",
    );
  },
};

/**
 * A name that is shared on some endpoints and owned on others is classified per endpoint, so
 * that each new endpoint taking it must say which it is. Bright Ideas: every learner sees and
 * votes on every idea, staff set any idea's status, but only its author may withdraw one.
 */
export const PER_ENDPOINT: Record<string, Record<string, Classification>> = {
  'ideas.vote': { ideaId: 'every learner may vote for any idea' },
  'ideas.unvote': { ideaId: 'a vote is taken back on any idea (only the caller’s own vote goes)' },
  'ideas.setStatus': { ideaId: 'staff (admin) set the status of any idea' },
  'ideas.withdraw': { ideaId: rowOwnedIn(ideas, 'idea') },
  'qa.retireQuestion': {
    questionId: 'content: staff (content manager) retire any question of any bank',
  },
  // Favorite admin links (issue 26): an admin's own; another admin's answers 404
  // (admin-settings/favorite-links.test.ts), and the routes are admin-only
  'adminSettings.updateFavoriteLink': {
    linkId: "an admin's own favorite admin link, on admin-only routes; another admin's is 404",
  },
  'adminSettings.deleteFavoriteLink': {
    linkId: "an admin's own favorite admin link, on admin-only routes; another admin's is 404",
  },
  // Content management (issue 26): staff read, change and preview any question of any bank
  'contentManager.getQuestion': {
    questionId: 'content: staff (content manager) read any question',
  },
  'contentManager.getQuestionVersion': {
    questionId: "content: staff (content manager) read any question's versions",
  },
  'contentManager.preview': {
    questionId: 'content: staff (Preview Q&A) preview any question of any bank',
  },
  // Admin → Accounts (issue 26): a customer number in NetSuite, the accounting system
  'adminAccounts.setNetSuiteCustomerId': {
    netSuiteCustomerId: 'a customer number in NetSuite (accounting), not a row of this database',
  },
  // Admin → Question feedback (issue 26): staff (admin) triage the reports on any question
  'adminRecords.questionFeedbackDetail': {
    questionId: "content: staff (admin) read any question's reports",
  },
  'adminRecords.triageQuestionFeedback': {
    questionId: "content: staff (admin) triage any question's reports",
  },
  // The notebook (decision 0908): a topic is content; an entry is the learner's. The demo data
  // has none, so the owner bookmarks the first question of the session the suite keeps in
  // progress (as the player would) each time, since the owner's own call may remove it.
  'qaNotebook.listNotebook': { topicId: NOT_OWNED.coreContentTopicId! },
  'itemStatistics.questions': {
    topicId: 'a top-level topic of the bank: content; staff (content manager) read any bank',
  },
  'qaNotebook.updateNotebookEntry': {
    questionId: async (db, owner, other) => {
      const sessionId = await OWNED_IDS.qaSessionId!(db, owner, other);
      const [item] = await db
        .select({ questionId: qaSessionItems.questionId })
        .from(qaSessionItems)
        .where(eq(qaSessionItems.sessionId, sessionId))
        .orderBy(asc(qaSessionItems.position))
        .limit(1);
      if (!item) throw new Error('the session in progress holds no question');
      await notebookRepository(db).save(
        owner.accountId,
        item.questionId,
        { bookmarked: true },
        new Date(),
      );
      return item.questionId;
    },
  },
  // The book calls take only book products (any other kind is a 404 for its owner too).
  'books.contents': { userProductId: ownedBookProduct },
  'books.section': { userProductId: ownedBookProduct, sectionId: bookSection },
  'books.sectionInterlinks': { userProductId: ownedBookProduct, id: bookSection },
  // A question's or a card's interlinks (decision 1103): checked here with a Q&A product's question.
  'books.questionInterlinks': { userProductId: ownedProductOfKind('qa'), id: qaBankQuestion },
  // Book study (issue 24): the book calls' rule; a highlight is the learner's own.
  'bookStudy.readingProgress': { userProductId: ownedBookProduct },
  'bookStudy.updateReadingProgress': { userProductId: ownedBookProduct, sectionId: bookSection },
  'bookStudy.searchBook': { userProductId: ownedBookProduct },
  'bookStudy.highlights': { userProductId: ownedBookProduct },
  'bookStudy.createHighlight': { userProductId: ownedBookProduct, sectionId: bookSection },
  'bookStudy.updateHighlight': { userProductId: ownedBookProduct, highlightId: ownedHighlight },
  'bookStudy.deleteHighlight': { userProductId: ownedBookProduct, highlightId: ownedHighlight },
  // The flash-card calls take only flash-card products; cards and topics are the deck's content.
  'flashCards.deckOverview': { userProductId: ownedDeckProduct },
  'flashCards.study': { userProductId: ownedDeckProduct, topicId: deckTopic },
  'flashCards.offlineCards': { userProductId: ownedDeckProduct, topicId: deckTopic },
  'flashCards.review': { userProductId: ownedDeckProduct, topicId: deckTopic, cardId: deckCard },
  'flashCards.undoReview': { userProductId: ownedDeckProduct, topicId: deckTopic },
  'flashCards.cardInfo': { userProductId: ownedDeckProduct, cardId: deckCard },
  'flashCards.updateCard': {
    userProductId: ownedDeckProduct,
    topicId: deckTopic,
    cardId: deckCard,
  },
  // The card browser: the deck's cards with the caller's own memory of each; the caller's log.
  'flashCards.browseCards': {
    userProductId: ownedDeckProduct,
    topicId: deckTopic,
    cardId: deckCard,
  },
  'flashCards.updateBrowsedCard': { userProductId: ownedDeckProduct, cardId: deckCard },
  'flashCards.reviewLogCsv': { userProductId: ownedDeckProduct },
  // The organization admin (issue 27): a member, group, license or invitation of an organization
  // the owner administers, in a path or a body.
  ...organizationAdminIds({
    'organizations.resendInvitation': ['invitationId'],
    'organizations.revokeInvitation': ['invitationId'],
    'organizations.invite': ['groupId', 'licenseId'],
    'organizations.updateMember': ['memberAccountId', 'groupId'],
    'organizations.removeMember': ['memberAccountId'],
    'organizations.moveMembers': ['groupId'],
    'organizations.grantSeat': ['memberAccountId', 'licenseId'],
    'organizations.freeSeat': ['memberAccountId', 'licenseId'],
    'organizations.renameGroup': ['groupId'],
    'organizations.deleteGroup': ['groupId'],
    'organizations.updateLicense': ['licenseId'],
  }),
  // The program dashboard (issue 27, decision 1403): a group of the program the owner directs; a
  // resident of it; a top-level topic of its bank (content: anything else is a 400)
  'programDashboard.programDashboard': { groupId: ORGANIZATION_ADMIN_IDS.groupId },
  'programDashboard.programResidentsCsv': { groupId: ORGANIZATION_ADMIN_IDS.groupId },
  'programDashboard.programResident': { accountId: residentOfDirected },
  'programDashboard.cohortItems': {
    groupId: ORGANIZATION_ADMIN_IDS.groupId,
    topicId:
      "a top-level topic of the program's question bank: content, the same for every learner",
  },
  // MedCentral (issue 27, decision 1402): a group of the program the owner directs; a section of
  // the owner's book (content); a question assignment given to the owner, to take
  'medCentral.createAnnouncement': { groupId: ORGANIZATION_ADMIN_IDS.groupId },
  'medCentral.updateAnnouncement': { groupId: ORGANIZATION_ADMIN_IDS.groupId },
  'medCentral.createAssignment': {
    groupId: ORGANIZATION_ADMIN_IDS.groupId,
    sectionId: bookSection,
  },
  'medCentral.updateAssignment': { groupId: ORGANIZATION_ADMIN_IDS.groupId },
  'medCentral.startAssignment': { assignmentId: assignmentGivenTo },
  // CME/MOC for the learner (issue 28, decision 1501): an activity of a product the owner holds
  // (another's is a 404), and a claim of the owner's (cme-fixtures.ts)
  'cme.claim': { activityId: activityHeldBy },
  'cme.certificate': { claimId: claimOf },
  // Media libraries (issue 29, decision 1601): the calls take only media products; a lecture is
  // the library's content, the same for every learner of it (media-fixtures.ts)
  ...mediaIds(
    ['media.library'],
    ['media.lecture', 'media.file', 'media.captions', 'media.savePosition'],
  ),
  // Courses (issue 29, decision 1602): the calls take only course products; a lesson is the
  // course's content, the same for every learner of it, of the kind each call takes
  // (courses-fixtures.ts)
  'courses.course': { userProductId: ownedCourseProduct },
  ...courseLessonIds({
    'courses.lesson': undefined,
    'courses.file': 'video',
    'courses.captions': 'video',
    'courses.savePosition': 'video',
    'courses.markDone': 'reading',
    'courses.submitQuiz': 'quiz',
  }),
  // Live streams (issue 29, decision 1603): the calls take only live products; a session and its
  // questions are the product's, the same for every learner of it (live-fixtures.ts); staff
  // moderate any session
  ...liveIds(),
  // CME/MOC for staff (issue 28, decision 1501): admins work any learner's MOC report and batch;
  // a real one in the state the call takes (cme-admin-fixtures.ts)
  'cme.adminBatchFile': {
    batchId: {
      why: "an exported batch of MOC reports: staff (admin) download any batch's file",
      value: mocBatchWithReport,
    },
  },
  'cme.adminRecordResult': {
    reportId: {
      why: "a MOC report: staff (admin) record the board's answer to any learner's report",
      value: submittedMocReport,
    },
  },
  'cme.adminResubmit': {
    reportId: {
      why: "a MOC report: staff (admin) send any learner's rejected report again",
      value: rejectedMocReport,
    },
  },
};

/** PER_ENDPOINT entries of the media endpoints: the owner's media product, and a lecture of it. */
function mediaIds(
  libraryCalls: string[],
  lectureCalls: string[],
): Record<string, Record<string, Classification>> {
  const mediaId: SharedValue = {
    why: "a lecture of a media library: content, the same for every learner of the library's products",
    value: lectureOfOwnersLibrary,
  };
  return Object.fromEntries([
    ...libraryCalls.map((name) => [name, { userProductId: ownedMediaProduct }]),
    ...lectureCalls.map((name) => [name, { userProductId: ownedMediaProduct, mediaId }]),
  ]);
}

/** PER_ENDPOINT entries of the course lesson endpoints: the owner's course, a lesson of a kind. */
function courseLessonIds(
  byEndpoint: Record<string, LessonKind | undefined>,
): Record<string, Record<string, Classification>> {
  return Object.fromEntries(
    Object.entries(byEndpoint).map(([name, kind]) => [
      name,
      {
        userProductId: ownedCourseProduct,
        lessonId: {
          why: "a lesson of a course: content, the same for every learner of the course's products",
          value: lessonOfOwnersCourse(kind),
        },
      },
    ]),
  );
}

/** PER_ENDPOINT entries of the live endpoints: the owner's live product, its sessions, a question. */
function liveIds(): Record<string, Record<string, Classification>> {
  const userProductId = ownedLiveProduct;
  const liveSessionId: SharedValue = {
    why: "a live session: the product's schedule, the same for every learner of the product",
    value: liveSessionOfOwners,
  };
  const replayed: SharedValue = { ...liveSessionId, value: replaySessionOfOwners };
  const questionId: SharedValue = {
    why: 'a question of a live session: every learner of the product sees it and may upvote it',
    value: questionOfOwnersSession,
  };
  const moderated = 'staff (admin) moderate any live session of any product';
  return {
    'live.schedule': { userProductId },
    'live.session': { userProductId, liveSessionId },
    'live.calendar': { userProductId, liveSessionId },
    'live.events': { userProductId, liveSessionId },
    'live.replay': { userProductId, liveSessionId: replayed },
    'live.ask': { userProductId, liveSessionId },
    'live.upvote': { userProductId, liveSessionId, questionId },
    'live.withdrawVote': { userProductId, liveSessionId, questionId },
    'live.demoSegment': {
      segment: "a segment of the demo stream: the same for every signed-in user, a file's name",
    },
    'live.staffSession': { liveSessionId: moderated },
    'live.staffEvents': { liveSessionId: moderated },
    'live.uploadRecording': {
      liveSessionId: 'staff (admin) store the recording of any live session',
    },
    'live.answer': { questionId: 'staff (admin) answer any question of any live session' },
    'live.hide': { questionId: 'staff (admin) hide any question of any live session' },
  };
}

/** PER_ENDPOINT entries of the organization admin's endpoints, from the names each takes. */
function organizationAdminIds(
  byEndpoint: Record<string, (keyof typeof ORGANIZATION_ADMIN_IDS)[]>,
): Record<string, Record<string, Classification>> {
  return Object.fromEntries(
    Object.entries(byEndpoint).map(([endpoint, names]) => [
      endpoint,
      Object.fromEntries(names.map((name) => [name, ORGANIZATION_ADMIN_IDS[name]])),
    ]),
  );
}

/** How a parameter of an endpoint is classified: its owner's resolver, why it is not owned, or nothing. */
export function classificationOf(
  endpointName: string,
  parameter: string,
): Classification | undefined {
  return PER_ENDPOINT[endpointName]?.[parameter] ?? OWNED_IDS[parameter] ?? NOT_OWNED[parameter];
}

/**
 * What a request refused after validation (a 4xx for valid input) may still write, by endpoint
 * and by the error code it answers: a credential check that fails must be counted by the
 * throttle (or guessing would be free) and audited. Anything else written by a refusal, or these
 * tables under another code, fails the suite.
 */
export interface RefusalWrites {
  codes: readonly string[];
  tables: readonly string[];
  why: string;
}

const CREDENTIAL_CHECK_TABLES = ['auth_throttle', 'audit_log'] as const;

/**
 * Spec §7's watched Q&A calls (contract `watched`) take retired questions out of the caller's
 * sessions before their 422 (decision 0902): that refusal may have written the sessions.
 */
const PRUNED_BEFORE_422: Record<string, RefusalWrites> = Object.fromEntries(
  Object.entries(allEndpoints)
    .filter(([, endpoint]) => endpoint.watched)
    .map(([name]) => [
      name,
      {
        codes: [ErrorCode.qaQuestionsRemoved],
        tables: ['qa_sessions', 'qa_session_items'],
        why: 'a watched call prunes the sessions holding retired questions, then answers 422',
      },
    ]),
);

export const REFUSAL_WRITES: Record<string, RefusalWrites> = {
  ...PRUNED_BEFORE_422,
  'auth.login': {
    codes: [ErrorCode.invalidCredentials],
    tables: CREDENTIAL_CHECK_TABLES,
    why: 'a failed sign-in counts towards the lock and is audited',
  },
  'account.changeEmail': {
    codes: [ErrorCode.wrongPassword],
    tables: CREDENTIAL_CHECK_TABLES,
    why: 'a wrong current password counts towards the password-check lock and is audited',
  },
  'account.changePassword': {
    codes: [ErrorCode.wrongPassword],
    tables: CREDENTIAL_CHECK_TABLES,
    why: 'a wrong current password counts towards the password-check lock and is audited',
  },
};

/** The tables a refused request of `endpointName`, answered with `code`, may have written. */
export function refusalWrites(endpointName: string, code: string | undefined): readonly string[] {
  const allowance = REFUSAL_WRITES[endpointName];
  return allowance && code !== undefined && allowance.codes.includes(code) ? allowance.tables : [];
}

/**
 * GET endpoints that write, because the spec makes them GETs: read from the contracts
 * (`writesOnGet`, or `watched`: see getWrites). The fuzzer brackets their accepted requests
 * like a POST's (a refused one may write only what REFUSAL_WRITES allows); every other GET must
 * leave the database as it was.
 */
export const WRITING_GETS: Record<string, string> = Object.fromEntries(
  Object.entries(allEndpoints)
    .filter(([, endpoint]) => getWrites(endpoint))
    .map(([name, endpoint]) => [name, `${endpoint.method} ${endpoint.path}`]),
);

/** Names of the fields of an object schema (path params, query, body), one level deep. */
export function fieldNames(schema: Endpoint['body']): string[] {
  if (!schema) return [];
  let def = defOf(schema);
  while (def.type === 'pipe' || def.type === 'optional' || def.type === 'default')
    def = defOf((def.in ?? def.innerType)!);
  return Object.keys(def.shape ?? {});
}

/** The id-like fields of an endpoint that must be classified, with where they are. */
export function namedParameters(
  endpoint: Endpoint,
): { name: string; part: 'params' | 'query' | 'body' }[] {
  const pathNames = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return [
    ...pathNames.map((name) => ({ name, part: 'params' as const })),
    ...fieldNames(endpoint.query)
      .filter((name) => /id$/i.test(name))
      .map((name) => ({ name, part: 'query' as const })),
    ...fieldNames(endpoint.body)
      .filter((name) => /id$/i.test(name))
      .map((name) => ({ name, part: 'body' as const })),
  ];
}

/** The demo learners of the cross-learner checks: an IM learner and a PEDS learner. */
export const LEARNER = 'learner@demo.test';
export const OTHER_LEARNER = 'peds@demo.test';
export const ADMIN = 'admin@demo.test';

export async function accountIdOf(db: Database, email: string): Promise<number> {
  return first(
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)),
    email,
  );
}
