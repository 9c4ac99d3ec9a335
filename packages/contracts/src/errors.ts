/**
 * Every error the API answers with on purpose, declared once: its name, its status and its
 * default message; its stable code (the wire's `error.code`) is the name in snake case. The
 * server throws the factories (`throw errors.sessionNotFound()`), the SPA compares an error's
 * code with `ErrorCode`.
 *
 * Zod-free on purpose: the SPA imports it (`@boardready/contracts/errors`) without loading zod.
 * A message that names something (a position, a topic) is given where the error is thrown; the
 * default is then the general sentence.
 */

import {
  LIVE_QUESTIONS_PER_MINUTE,
  LIVE_RECORDING_MAX_BYTES,
  LIVE_RECORDING_TYPES,
} from './live-rules';
import {
  INVITATION_MAILS_PER_ADDRESS_PER_HOUR,
  INVITATION_MAILS_PER_HOUR,
} from './organization-rules';
import { EXAM_DATE_MESSAGE } from './trainer-rules';

interface Declaration {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** `validationFailed` → `validation_failed`: the wire code is the name in snake case. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Declares errors of one status, by name with their default messages. */
function withStatus<const S extends number, const M extends Record<string, string>>(
  status: S,
  messages: M,
): { [N in keyof M & string]: { status: S; code: SnakeCase<N>; message: M[N] } } {
  const out: Record<string, Declaration> = {};
  for (const [name, message] of Object.entries(messages)) {
    out[name] = { status, code: snakeCase(name), message };
  }
  return out as { [N in keyof M & string]: { status: S; code: SnakeCase<N>; message: M[N] } };
}

const declarations = {
  // The request itself (plugins: error handler, security, framework errors)
  ...withStatus(400, {
    validationFailed: 'The request is not valid.',
    badRequest: 'The request is not valid.',
    invalidJson: 'The request body is not valid JSON.',
    invalidContentLength: 'The Content-Length header does not match the body.',
    invalidCharacters: 'Text may not contain characters the database cannot store.',
    badUrl: 'The address is not valid (a broken %-escape).',
  }),
  ...withStatus(403, {
    crossOrigin: 'Cross-site requests are not allowed.',
  }),
  ...withStatus(404, {
    routeNotFound: 'No such endpoint.',
  }),
  ...withStatus(413, {
    bodyTooLarge: 'The request body is too large.',
  }),
  ...withStatus(414, {
    uriTooLong: 'A part of the address is too long.',
  }),
  ...withStatus(415, {
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  }),
  ...withStatus(429, {
    rateLimited: 'Too many requests. Try again shortly.',
  }),
  ...withStatus(500, {
    internalError: 'Something went wrong on our side. Please try again.',
  }),

  // Idempotency keys of the players' writes (modules/idempotency, decision 1704)
  ...withStatus(400, {
    invalidIdempotencyKey: 'The Idempotency-Key header must be a UUID.',
  }),
  ...withStatus(409, {
    idempotencyKeyInFlight:
      'A request with this Idempotency-Key is still being answered. Try again in a moment.',
  }),
  ...withStatus(422, {
    idempotencyKeyReused: 'This Idempotency-Key was used for a different request.',
  }),

  // Who may call (plugins: endpoints)
  ...withStatus(401, {
    notSignedIn: 'Sign in to continue.',
    api3NotAuthenticated: 'Authenticate against the 3.0 API first.',
  }),
  ...withStatus(403, {
    forbidden: 'You are not allowed to do that.',
    termsNotAccepted: 'Agree to the updated Terms & Conditions and Privacy Policy to continue.',
  }),
  ...withStatus(404, {
    notFound: 'Not found.',
  }),
  ...withStatus(409, {
    assumedSession: 'While you act as this user, only they can do that.',
  }),

  // Sign-in, registration, account
  ...withStatus(401, {
    invalidCredentials: 'The e-mail address or password is incorrect.',
  }),
  ...withStatus(400, {
    invalidRegistrationToken:
      'This link is invalid, used or expired. Create your account again to get a new one.',
    invalidResetToken: 'This reset link is invalid, used or expired. Ask for a new one.',
    wrongPassword: 'Your current password is not correct.',
    sameEmail: 'This is already your e-mail address.',
    samePassword: 'Choose a password different from your current one.',
    assumeSelf: 'You cannot assume your own account.',
  }),
  ...withStatus(409, {
    emailTaken:
      'An account with this e-mail address already exists. Sign in, or reset your password.',
    assumeSuperior: 'You cannot assume an account that holds staff rights you do not have.',
  }),
  ...withStatus(403, {
    notYourAccount: 'You can only check your own account.',
  }),
  ...withStatus(404, {
    accountNotFound: 'There is no such account.',
  }),

  // Navigation flags, terms of use, startup dialogs
  ...withStatus(400, {
    invalidFlagValue: 'This flag does not take that value.',
    /** a favorite admin link whose route or url breaks the link rules (admin-settings-rules.ts) */
    invalidAdminLink: 'This link cannot go in the menu.',
  }),
  ...withStatus(409, {
    termsPublishConflict:
      'Someone published a terms version at the same moment. Reload and check before publishing again.',
  }),

  // Products, free trials, books
  ...withStatus(404, {
    productNotFound: 'There is no such product.',
    trialNotOffered: 'This product is not offered as a free trial.',
    notABook: 'This product is not a book.',
    bookNotFound: 'The text of this book is not available yet.',
    sectionNotFound: 'There is no such section in this book.',
    /** the question-or-card interlink call (QA-31) takes only qa and fc products */
    notAQuestionOrCardProduct: 'This product has no questions or flash cards to link from.',
  }),
  ...withStatus(403, {
    productNotUsable: 'This product cannot be used now.',
  }),
  ...withStatus(409, {
    productOwned: 'You already own this product, so it needs no free trial.',
    trialAlreadyStarted: 'Your free trial of this product has already started.',
    trialAlreadyUsed:
      'Your free trial of this product has ended. A free trial cannot be started again.',
  }),

  // Bright Ideas
  ...withStatus(404, {
    ideasUnavailable: 'Bright Ideas is not available right now.',
    ideaNotFound: 'This idea does not exist (it may have been withdrawn).',
  }),
  ...withStatus(409, {
    duplicateIdea: 'You have already shared an idea with this title.',
    ideaNotNew: 'This idea is already planned or done, so it can no longer be withdrawn.',
  }),
  ...withStatus(429, {
    tooManyIdeas: 'You have shared too many ideas in the last 24 hours. Please come back tomorrow.',
  }),

  // Q&A sessions
  ...withStatus(404, {
    noQuestionBank: 'This product has no question bank.',
    sessionNotFound: 'There is no such session.',
    questionNotInSession: 'This session has no such question.',
    topicNotFound: 'This topic is not in the question bank of this product.',
    questionNotFound: 'There is no such question.',
  }),
  ...withStatus(400, {
    userProductMismatch: 'The userProductId of the body differs from the one in the path.',
    unknownTopics: 'These topics are not in this question bank.',
    unknownObjectives: 'These MOC learning objectives are not in this question bank.',
    noMatchingQuestions: 'No questions match these filters.',
    noIncorrectQuestions: 'No question of this session was answered wrong.',
    invalidChoice: "This choice is not one of this question's choices.",
    nothingToChange: 'There is nothing to change.',
  }),
  ...withStatus(409, {
    sessionEnded: 'This session has ended; its answers are final.',
    noQuestionsDue:
      'No question is due for retrieval now. Questions you miss, or answer unsure or guessed, come back here when they are due.',
    sessionNotEnded: 'End this test-mode session before repeating the questions answered wrong.',
    answerConflict:
      'This question was answered from elsewhere at the same moment. Please try again.',
    alreadyAnswered:
      'This question is already answered; in tutor mode an answer cannot be changed.',
  }),
  ...withStatus(422, {
    /** Spec §7/§8: a watched call's answer once the retired questions are out (decision 0902). */
    qaQuestionsRemoved:
      'Some questions of this session have been removed from the question bank. The session has been updated: open it again.',
  }),

  // Q&A self-assessment
  ...withStatus(404, {
    attemptNotFound: 'There is no such attempt.',
    formNotFound: 'There is no such form.',
    questionNotInForm: 'This form has no such question.',
    blockNotFound: 'This form has no such block.',
  }),
  ...withStatus(409, {
    attemptOpen: 'You have an attempt in progress. Finish it before starting another.',
    attemptCompleted: 'This attempt is completed; its answers are final.',
    attemptNotCompleted: 'The results come when the last block ends.',
    blockNotOpen: 'This block is not open.',
    blockNotNext: 'This block is not the next one.',
    blockNotStarted: 'This block has not started.',
    questionWithdrawn:
      'This question was removed after review (it was found wrong or out of date); it is not scored.',
  }),

  // The learner's notebook (decision 0908)
  ...withStatus(404, {
    notebookEntryNotFound:
      'You have no note or bookmark on this question. Notes and bookmarks start in a session or an exam.',
  }),

  // Flash cards and the memory model (issue 24)
  ...withStatus(404, {
    notAFlashCardProduct: 'This product is not a flash-card deck.',
    deckNotFound: 'The cards of this deck are not available yet.',
    cardNotFound: 'This deck has no such card.',
  }),
  ...withStatus(400, {
    /** a grade given offline (decision 1705): a minute ahead of the server at most, a week old */
    reviewedAtOutOfRange:
      "reviewedAt must lie within the last 7 days and at most a minute ahead of the server's clock.",
  }),
  ...withStatus(409, {
    cardNotDue: 'This card is not due yet.',
    nothingToUndo: 'There is no grade to undo.',
    reviewConflict: 'This card was graded from elsewhere at the same moment. Please try again.',
    /** an offline grade older than the card's last one (decision 1705): the later grade stands */
    cardReviewedSince: 'This card was graded on another device since; that grade stands.',
  }),

  // Studying a book: highlights and notes (issue 24)
  ...withStatus(404, {
    highlightNotFound: 'You have no such highlight in this book.',
  }),
  ...withStatus(400, {
    highlightNotInText: "A highlight must cover words of its section's text.",
  }),
  ...withStatus(409, {
    tooManyHighlights: 'This book holds as many highlights as it can. Remove some to add more.',
  }),

  // The Personal Trainer (issue 25)
  ...withStatus(400, {
    unknownExam: 'Choose one of the exams offered.',
    examDateOutOfRange: EXAM_DATE_MESSAGE,
    unknownPlanProducts:
      'These products cannot be in your plan: choose among your own usable study products.',
  }),
  ...withStatus(404, {
    studyUnitNotFound: 'There is no such study unit in your plan.',
  }),
  ...withStatus(409, {
    studyUnitClosed: 'This study unit is already done, skipped or moved to tomorrow.',
    studyUnitNotToday: "This study unit is not on today's plan.",
  }),

  // Admin: question feedback triage (issue 26)
  ...withStatus(404, {
    questionFeedbackNotFound: 'No learner has reported a problem with this question.',
  }),
  ...withStatus(409, {
    feedbackTriageConflict:
      'This item changed after you opened it (another admin set its status, or a learner reported it again): nothing was saved. Check where it stands now and save again.',
  }),

  // Admin: accounts (issue 26)
  ...withStatus(400, {
    unknownProduct: 'There is no such product in the catalogue.',
    endInPast: 'The end date must be in the future. To end a product now, revoke it.',
    endBeforeStart: 'The end date must be after the start date.',
    ownAdminRight: 'You cannot remove your own Admin right. Ask another admin to do it.',
  }),
  ...withStatus(404, {
    userProductNotFound: 'This account has no such product.',
  }),
  ...withStatus(409, {
    productAlreadyHeld:
      'This account already has this product in that form (paid or trial). Extend it instead.',
    productAlreadyEnded: 'This product has already ended.',
  }),

  // Content packages: banks and decks imported and exported in the content format (issue 26)
  ...withStatus(400, {
    contentPackageInvalid:
      'The archive has problems: nothing was imported. Fix the files named and upload it again.',
  }),
  ...withStatus(404, {
    contentPackageNotFound: 'There is no such question bank or flash-card deck.',
  }),
  ...withStatus(409, {
    contentPackageRefused:
      'The archive does not fit the database (a version rule or another bank or deck): nothing was imported.',
    contentPackageChanged:
      'The bank or deck changed since your check, so the import would do something else: nothing was imported. Check the archive again.',
  }),
  ...withStatus(413, {
    contentPackageTooLarge: 'The archive is too large.',
  }),

  // Admin: products catalogue, favorite admin links (issue 26)
  ...withStatus(404, {
    favoriteLinkNotFound: 'You have no such favorite admin link.',
  }),
  ...withStatus(409, {
    productCodeTaken: 'Another product already has this code. Codes are unique.',
    favoriteLinkTextTaken: 'You already have a favorite admin link with this text.',
    tooManyFavoriteLinks:
      'You have as many favorite admin links as the menu holds. Remove one first.',
    favoriteLinksChanged:
      'Your favorite admin links changed meanwhile (another tab?). Reload them and try again.',
  }),

  // Content management of questions (issue 26)
  ...withStatus(404, {
    draftNotFound: 'There is no such draft (it may have been discarded).',
    bankNotFound: 'There is no such question bank.',
    questionVersionNotFound: 'This question has no such version.',
  }),
  ...withStatus(400, {
    previewNeedsSubject: 'Name a question (its id or code) or a draft to preview.',
    /** the content rules of a question (content-manager-rules.ts, the HTML subset, the bank's topics) */
    invalidQuestionContent:
      'The question is not complete or not valid: each field says what to change.',
  }),
  ...withStatus(403, {
    ownSubmission:
      'You submitted this draft, so another content manager reviews it. Nobody reviews their own submission.',
    notDraftAuthor: 'Only the author of this draft can discard it.',
  }),
  ...withStatus(409, {
    draftConflict:
      'Someone else saved this draft after you opened it. Your text is still here: compare it with theirs before saving again.',
    draftWrongStatus: 'This draft cannot do that in its present state.',
    openDraftExists: 'This question already has an open draft: continue that one.',
    questionChangedSinceDraft:
      'The question has a newer version than the one this draft started from. Start a new change from the current version.',
    questionRetired: 'This question is retired: a change to it cannot be published.',
  }),

  // Item statistics (issue 26, decision 1302)
  ...withStatus(409, {
    itemStatisticsRunning:
      'The statistics of this bank are being computed right now. They will be ready in a moment: the page shows them when they are.',
  }),

  // Organization admin (issue 27, decision 1401): a license admin's organizations, their members,
  // groups, seats and invitations. Another organization's rows are 404 (the SPA sends a 403 to
  // /login); so is another account's list of organizations.
  ...withStatus(404, {
    organizationNotFound: 'There is no such organization among those you administer.',
    otherAccountsOrganizations: 'You can only open your own organizations.',
    memberNotFound: 'This person is not a member of this organization.',
    invitationNotFound: 'This organization has no such invitation.',
    groupNotFound: 'This organization has no such group.',
    licenseNotFound: 'This organization has no such license.',
    invalidInvitation: 'This invitation link is not valid. Ask your program to send you a new one.',
  }),
  ...withStatus(400, {
    unknownGroup: 'There is no such group in this organization.',
    unknownLicense: 'There is no such license in this organization.',
    unknownMembers: 'Some of these people are not members of this organization.',
    licenseEnded: 'This license has ended: its seats can no longer be given.',
    ownLicenseAdminFlag:
      'You cannot remove your own license admin flag. Ask another license admin to do it.',
    removeSelf: 'You cannot remove yourself from the organization. Ask another license admin.',
  }),
  ...withStatus(409, {
    alreadyMember: 'This person is already a member of the organization.',
    invitationAlreadyOpen:
      'An invitation to this address is already open. Resend it, or revoke it first.',
    invitationClosed: 'This invitation was already accepted or revoked.',
    noFreeSeat: 'Every seat of this license is taken. Free a seat first, or choose no seat.',
    seatAlreadyHeld: 'This member already holds a seat of this license.',
    noSeatHeld: 'This member holds no seat of this license.',
    productAlreadyOwned: 'This member already has this product: no seat is needed.',
    seatsBelowHeld: 'A license cannot have fewer seats than members hold.',
    licenseProductInUse:
      'Members hold seats of this license: its product cannot change. Free the seats first.',
    groupNameTaken: 'The organization already has a group of this name.',
    invitationExpired: 'This invitation has expired. Ask your program to send it again.',
    invitationRevoked:
      'Your program withdrew this invitation. Ask them if you think it is a mistake.',
    invitationUsed: 'This invitation has already been used.',
    invitationForAnotherEmail:
      'This invitation is for another e-mail address. Sign in with the account of the address it was sent to.',
  }),
  ...withStatus(429, {
    tooManyInvitationMails: `An organization may send ${INVITATION_MAILS_PER_HOUR} invitation mails an hour, and ${INVITATION_MAILS_PER_ADDRESS_PER_HOUR} to one address. Try again within the hour.`,
  }),

  // MedCentral (issue 27, decision 1402): a residency program's announcements and assignments.
  // Another program's rows are 404; a member who does not manage the program is 403.
  ...withStatus(404, {
    programNotFound: 'There is no such residency program among yours.',
    assignmentNotFound: 'There is no such assignment among yours.',
    announcementNotFound: 'There is no such announcement in your programs.',
  }),
  ...withStatus(403, {
    noMedCentralAccess: 'MedCentral is for members of a residency program.',
    notProgramManager: "Only the program's directors and faculty can do that.",
  }),
  ...withStatus(400, {
    dueDateInPast: 'The due date must be in the future.',
    contentNotLicensed:
      'Your program does not license this content: choose among its licensed products.',
    notProgramResidents: 'Some of these people are not residents of this program.',
    assignmentIncomplete: 'The assignment is not complete: each field says what is missing.',
    noRecipients: 'Choose a group that has residents, or at least one resident.',
    notEnoughQuestions: 'The chosen topics do not hold that many questions.',
  }),
  ...withStatus(409, {
    assignmentChanged:
      'Someone changed this assignment after you opened it: nothing was saved. Look at it as it is now and try again.',
    assignmentClosed: 'This assignment is closed.',
    /** a 409, not a 403: the SPA takes any 403 for a lost session (spec §8) */
    noCopyOfAssignedProduct:
      'You have no usable copy of the product this assignment comes from. Ask your program for a seat.',
    notAQuestionAssignment:
      'Only a question assignment has a session to start: open its book section or deck.',
  }),

  // CME/MOC (issue 28, decision 1501): claims of earned credit, certificates, MOC reporting.
  ...withStatus(404, {
    cmeActivityNotFound: 'There is no such CME activity among your products.',
    cmeClaimNotFound: 'There is no such claim among yours.',
    mocReportNotFound: 'There is no such MOC report.',
    mocBatchNotFound: 'There is no such batch.',
  }),
  ...withStatus(400, {
    claimExceedsEarned: 'You can claim at most the credit you have earned and not yet claimed.',
    boardIdentifiersIncomplete:
      'Your board ID, birth month and birth day are needed to report MOC points: add them in your account.',
    boardTakesNoPoints: 'This activity gives no MOC points of that board.',
  }),
  ...withStatus(409, {
    claimableCreditChanged:
      'Your claimable credit changed while you were claiming: nothing was claimed. Look at it as it is now and try again.',
    cmeActivityClosed: 'This activity no longer takes claims.',
    cmeRuleKindLocked:
      'Learners have claimed credit under this rule: its kind of work cannot change.',
    cmeActivityCodeTaken: 'Another product already uses this activity ID.',
    nothingQueued: 'No reports of this board are waiting.',
    mocReportNotSubmitted: "Only a report sent to the board can take the board's answer.",
    mocReportNotRejected: 'Only a rejected report can be sent again.',
  }),

  // The program dashboard (issue 27, decision 1403); its rights share MedCentral's errors.
  ...withStatus(404, {
    residentNotFound: 'There is no such resident in this program.',
  }),
  ...withStatus(400, {
    unknownProgramBank: "This question bank is not one of this program's.",
  }),

  // Media libraries (issue 29, decision 1601).
  ...withStatus(404, {
    notAMediaProduct: 'This product is not a media library.',
    lectureNotFound: 'There is no such lecture in this product.',
    captionsNotFound: 'This lecture has no captions.',
  }),
  ...withStatus(400, {
    positionBeyondLength: 'The position is beyond the end of the lecture.',
  }),
  ...withStatus(416, {
    rangeNotSatisfiable: 'The range asked for is beyond the end of the file.',
  }),

  // Courses (issue 29, decision 1602): a course product's lessons and the learner's progress;
  // a video lesson's place reuses positionBeyondLength, its file lectureNotFound.
  ...withStatus(404, {
    notACourse: 'This product is not a course.',
    courseNotFound: 'This course has no lessons yet.',
    lessonNotFound: 'There is no such lesson in this course.',
  }),
  ...withStatus(400, {
    wrongLessonKind: 'This lesson is of another kind: it is not done this way.',
    quizAnswersMismatch: 'Answer each question of the quiz once, with one of its choices.',
  }),

  // Live streams (issue 29, decision 1603): a live product's sessions and their live Q&A.
  ...withStatus(404, {
    notALiveProduct: 'This product is not a live stream.',
    liveSessionNotFound: 'There is no such live session in this product.',
    liveQuestionNotFound: 'There is no such question in this live session.',
    replayNotFound: 'This session has no replay yet.',
    liveStreamNotFound: 'There is no such live stream.',
  }),
  ...withStatus(409, {
    liveSessionEnded: 'This live session has ended: its questions are closed.',
    recordingBeforeStart: "A session's recording can be added once the session has started.",
  }),
  ...withStatus(415, {
    recordingTypeNotAccepted: `Send the recording as ${Object.values(LIVE_RECORDING_TYPES).join(', ')} (Content-Type ${Object.keys(LIVE_RECORDING_TYPES).join(', ')}).`,
    recordingNotOfItsType: 'The file is not the kind of recording its Content-Type says.',
  }),
  ...withStatus(413, {
    recordingTooLarge: `A recording is at most ${LIVE_RECORDING_MAX_BYTES / 1024 ** 3} GB.`,
  }),
  ...withStatus(400, {
    liveSessionEndsBeforeStart: 'A live session ends after it starts.',
    unknownLiveProduct: 'There is no live product with this code in the catalogue.',
    recordingEmpty: 'The recording is empty: send the file as the request body.',
    recordingIncomplete: 'The recording did not arrive whole. Send it again.',
  }),
  ...withStatus(429, {
    tooManyLiveQuestions: `You can ask ${LIVE_QUESTIONS_PER_MINUTE} questions a minute. Wait a moment and ask again.`,
  }),
} satisfies Record<string, Declaration>;

export type ErrorName = keyof typeof declarations;
/** A stable code of the API's error envelope. */
export type ErrorCode = (typeof declarations)[ErrorName]['code'];

function byName<T>(make: (declaration: Declaration) => T): { [K in ErrorName]: T } {
  const out = {} as { [K in ErrorName]: T };
  for (const name of Object.keys(declarations) as ErrorName[]) {
    out[name] = make(declarations[name]);
  }
  return out;
}

/** The stable codes by name: what the SPA compares an API error's code with. */
export const ErrorCode = /* @__PURE__ */ byName((d) => d.code) as {
  readonly [K in ErrorName]: (typeof declarations)[K]['code'];
};

/** An error the API answers with on purpose: a stable code, a human message, the right status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface ErrorDetails {
  /** the failing fields of the request, by path */
  fields?: Record<string, string>;
  /** sent as Retry-After (whole seconds, at least 1) */
  retryAfterSeconds?: number;
}

/** Builds the error: the declared message unless the call site names the particulars. */
export type ErrorFactory = (message?: string, details?: ErrorDetails) => AppError;

const retryAfter = (seconds: number) => ({
  'retry-after': String(Math.max(1, Math.ceil(seconds))),
});

/** One factory per declared error, by name: `throw errors.sessionNotFound()`. */
export const errors = /* @__PURE__ */ byName<ErrorFactory>(
  (d) =>
    (message = d.message, details = {}) =>
      new AppError(
        d.status,
        d.code as ErrorCode,
        message,
        details.fields,
        details.retryAfterSeconds === undefined ? undefined : retryAfter(details.retryAfterSeconds),
      ),
);

/** The declared status and default message of an error (for handlers that answer directly). */
export const errorDeclaration = (name: ErrorName): Declaration => declarations[name];
