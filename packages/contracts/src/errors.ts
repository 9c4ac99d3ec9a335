/**
 * Every error the API answers with on purpose, declared once: its stable code (the wire's
 * `error.code`), its status and its default message. The server throws the factories
 * (`throw errors.sessionNotFound()`), the SPA compares an error's code with `ErrorCode`.
 *
 * Zod-free on purpose: the SPA imports it (`@boardready/contracts/errors`) without loading zod.
 * A message that names something (a position, a topic) is given where the error is thrown; the
 * default is then the general sentence.
 */

interface Declaration {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

const declarations = {
  // The request itself (plugins: error handler, security, framework errors)
  validationFailed: {
    status: 400,
    code: 'validation_failed',
    message: 'The request is not valid.',
  },
  badRequest: { status: 400, code: 'bad_request', message: 'The request is not valid.' },
  invalidJson: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  invalidContentLength: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The Content-Length header does not match the body.',
  },
  invalidCharacters: {
    status: 400,
    code: 'invalid_characters',
    message: 'Text may not contain characters the database cannot store.',
  },
  badUrl: {
    status: 400,
    code: 'bad_url',
    message: 'The address is not valid (a broken %-escape).',
  },
  crossOrigin: {
    status: 403,
    code: 'cross_origin',
    message: 'Cross-site requests are not allowed.',
  },
  routeNotFound: { status: 404, code: 'route_not_found', message: 'No such endpoint.' },
  bodyTooLarge: { status: 413, code: 'body_too_large', message: 'The request body is too large.' },
  uriTooLong: { status: 414, code: 'uri_too_long', message: 'A part of the address is too long.' },
  unsupportedMediaType: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    message: 'Too many requests. Try again shortly.',
  },
  internalError: {
    status: 500,
    code: 'internal_error',
    message: 'Something went wrong on our side. Please try again.',
  },

  // Who may call (plugins: endpoints)
  notSignedIn: { status: 401, code: 'not_signed_in', message: 'Sign in to continue.' },
  api3NotAuthenticated: {
    status: 401,
    code: 'api3_not_authenticated',
    message: 'Authenticate against the 3.0 API first.',
  },
  forbidden: { status: 403, code: 'forbidden', message: 'You are not allowed to do that.' },
  termsNotAccepted: {
    status: 403,
    code: 'terms_not_accepted',
    message: 'Agree to the updated Terms & Conditions and Privacy Policy to continue.',
  },
  notFound: { status: 404, code: 'not_found', message: 'Not found.' },
  assumedSession: {
    status: 409,
    code: 'assumed_session',
    message: 'While you act as this user, only they can do that.',
  },

  // Sign-in, registration, account
  invalidCredentials: {
    status: 401,
    code: 'invalid_credentials',
    message: 'The e-mail address or password is incorrect.',
  },
  invalidRegistrationToken: {
    status: 400,
    code: 'invalid_registration_token',
    message: 'This link is invalid, used or expired. Create your account again to get a new one.',
  },
  invalidResetToken: {
    status: 400,
    code: 'invalid_reset_token',
    message: 'This reset link is invalid, used or expired. Ask for a new one.',
  },
  emailTaken: {
    status: 409,
    code: 'email_taken',
    message: 'An account with this e-mail address already exists. Sign in, or reset your password.',
  },
  wrongPassword: {
    status: 400,
    code: 'wrong_password',
    message: 'Your current password is not correct.',
  },
  sameEmail: { status: 400, code: 'same_email', message: 'This is already your e-mail address.' },
  samePassword: {
    status: 400,
    code: 'same_password',
    message: 'Choose a password different from your current one.',
  },
  notYourAccount: {
    status: 403,
    code: 'not_your_account',
    message: 'You can only check your own account.',
  },
  accountNotFound: { status: 404, code: 'account_not_found', message: 'There is no such account.' },
  assumeSelf: {
    status: 400,
    code: 'assume_self',
    message: 'You cannot assume your own account.',
  },
  assumeSuperior: {
    status: 409,
    code: 'assume_superior',
    message: 'You cannot assume an account that holds staff rights you do not have.',
  },

  // Navigation flags, terms of use, startup dialogs
  invalidFlagValue: {
    status: 400,
    code: 'invalid_flag_value',
    message: 'This flag does not take that value.',
  },
  termsPublishConflict: {
    status: 409,
    code: 'terms_publish_conflict',
    message:
      'Someone published a terms version at the same moment. Reload and check before publishing again.',
  },

  // Products, free trials, books
  productNotFound: { status: 404, code: 'product_not_found', message: 'There is no such product.' },
  productNotUsable: {
    status: 403,
    code: 'product_not_usable',
    message: 'This product cannot be used now.',
  },
  trialNotOffered: {
    status: 404,
    code: 'trial_not_offered',
    message: 'This product is not offered as a free trial.',
  },
  productOwned: {
    status: 409,
    code: 'product_owned',
    message: 'You already own this product, so it needs no free trial.',
  },
  trialAlreadyStarted: {
    status: 409,
    code: 'trial_already_started',
    message: 'Your free trial of this product has already started.',
  },
  trialAlreadyUsed: {
    status: 409,
    code: 'trial_already_used',
    message: 'Your free trial of this product has ended. A free trial cannot be started again.',
  },
  notABook: { status: 404, code: 'not_a_book', message: 'This product is not a book.' },
  bookNotFound: {
    status: 404,
    code: 'book_not_found',
    message: 'The text of this book is not available yet.',
  },
  sectionNotFound: {
    status: 404,
    code: 'section_not_found',
    message: 'There is no such section in this book.',
  },

  // Bright Ideas
  ideasUnavailable: {
    status: 404,
    code: 'ideas_unavailable',
    message: 'Bright Ideas is not available right now.',
  },
  ideaNotFound: {
    status: 404,
    code: 'idea_not_found',
    message: 'This idea does not exist (it may have been withdrawn).',
  },
  duplicateIdea: {
    status: 409,
    code: 'duplicate_idea',
    message: 'You have already shared an idea with this title.',
  },
  ideaNotNew: {
    status: 409,
    code: 'idea_not_new',
    message: 'This idea is already planned or done, so it can no longer be withdrawn.',
  },
  tooManyIdeas: {
    status: 429,
    code: 'too_many_ideas',
    message: 'You have shared too many ideas in the last 24 hours. Please come back tomorrow.',
  },

  // Q&A sessions
  noQuestionBank: {
    status: 404,
    code: 'no_question_bank',
    message: 'This product has no question bank.',
  },
  userProductMismatch: {
    status: 400,
    code: 'user_product_mismatch',
    message: 'The userProductId of the body differs from the one in the path.',
  },
  unknownTopics: {
    status: 400,
    code: 'unknown_topics',
    message: 'These topics are not in this question bank.',
  },
  unknownObjectives: {
    status: 400,
    code: 'unknown_objectives',
    message: 'These MOC learning objectives are not in this question bank.',
  },
  noMatchingQuestions: {
    status: 400,
    code: 'no_matching_questions',
    message: 'No questions match these filters.',
  },
  noIncorrectQuestions: {
    status: 400,
    code: 'no_incorrect_questions',
    message: 'No question of this session was answered wrong.',
  },
  invalidChoice: {
    status: 400,
    code: 'invalid_choice',
    message: "This choice is not one of this question's choices.",
  },
  nothingToChange: {
    status: 400,
    code: 'nothing_to_change',
    message: 'There is nothing to change.',
  },
  sessionNotFound: { status: 404, code: 'session_not_found', message: 'There is no such session.' },
  questionNotInSession: {
    status: 404,
    code: 'question_not_in_session',
    message: 'This session has no such question.',
  },
  topicNotFound: {
    status: 404,
    code: 'topic_not_found',
    message: 'This topic is not in the question bank of this product.',
  },
  questionNotFound: {
    status: 404,
    code: 'question_not_found',
    message: 'There is no such question.',
  },
  sessionEnded: {
    status: 409,
    code: 'session_ended',
    message: 'This session has ended; its answers are final.',
  },
  sessionNotEnded: {
    status: 409,
    code: 'session_not_ended',
    message: 'End this test-mode session before repeating the questions answered wrong.',
  },
  answerConflict: {
    status: 409,
    code: 'answer_conflict',
    message: 'This question was answered from elsewhere at the same moment. Please try again.',
  },
  alreadyAnswered: {
    status: 409,
    code: 'already_answered',
    message: 'This question is already answered; in tutor mode an answer cannot be changed.',
  },
  /** Spec §7/§8: a watched call's answer once the retired questions are out (decision 0902). */
  qaQuestionsRemoved: {
    status: 422,
    code: 'qa_questions_removed',
    message:
      'Some questions of this session have been removed from the question bank. The session has been updated: open it again.',
  },

  // Q&A self-assessment
  attemptNotFound: { status: 404, code: 'attempt_not_found', message: 'There is no such attempt.' },
  formNotFound: { status: 404, code: 'form_not_found', message: 'There is no such form.' },
  questionNotInForm: {
    status: 404,
    code: 'question_not_in_form',
    message: 'This form has no such question.',
  },
  blockNotFound: { status: 404, code: 'block_not_found', message: 'This form has no such block.' },
  attemptOpen: {
    status: 409,
    code: 'attempt_open',
    message: 'You have an attempt in progress. Finish it before starting another.',
  },
  attemptCompleted: {
    status: 409,
    code: 'attempt_completed',
    message: 'This attempt is completed; its answers are final.',
  },
  attemptNotCompleted: {
    status: 409,
    code: 'attempt_not_completed',
    message: 'The results come when the last block ends.',
  },
  blockNotOpen: { status: 409, code: 'block_not_open', message: 'This block is not open.' },
  blockNotNext: { status: 409, code: 'block_not_next', message: 'This block is not the next one.' },
  blockNotStarted: {
    status: 409,
    code: 'block_not_started',
    message: 'This block has not started.',
  },
  questionWithdrawn: {
    status: 409,
    code: 'question_withdrawn',
    message:
      'This question was removed after review (it was found wrong or out of date); it is not scored.',
  },
} as const satisfies Record<string, Declaration>;

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
