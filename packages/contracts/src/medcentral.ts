import { z } from 'zod';
import { productInstant } from './admin-accounts';
import { defineEndpoint, idParam, idValue } from './endpoint';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ASSIGNMENT_INSTRUCTIONS_MAX,
  ASSIGNMENT_KINDS,
  ASSIGNMENT_QUESTIONS_MAX,
  ASSIGNMENT_RECIPIENTS_MAX,
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENT_TITLE_MESSAGE,
  PASSING_SCORE_MESSAGE,
  RECIPIENT_STATUSES,
} from './medcentral-rules';
import { organizationRole } from './organizations';
import { productSpecialty } from './products';

/**
 * MedCentral (issue 27, decision 1402): a residency program's area. Its members read the
 * program's announcements and their own assignments (a fixed question set, a book section, a
 * deck) and take them; its program directors and faculty (and staff admins) post announcements
 * and give, edit and close assignments. Every call is checked against the caller's membership;
 * every write is audited. The reads that show where residents stand first record the
 * completions their study has reached (writesOnGet).
 */

const moment = z.iso.datetime({ offset: true });

/** A residency program as the caller sees it. */
export const medCentralProgram = z.object({
  organizationId: z.number().int(),
  name: z.string(),
  /** the caller's role in it; null: a staff admin who is not a member */
  role: organizationRole.nullable(),
  /** posts announcements and manages assignments (program directors, faculty, staff admins) */
  canManage: z.boolean(),
  /** the caller's group in it */
  groupName: z.string().nullable(),
});
export type MedCentralProgram = z.infer<typeof medCentralProgram>;

export const medCentralAnnouncement = z.object({
  announcementId: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** for one group of the program; null: for everyone in it */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: moment,
  archivedAt: moment.nullable(),
});
export type MedCentralAnnouncement = z.infer<typeof medCentralAnnouncement>;

export const assignmentKind = z.enum(ASSIGNMENT_KINDS, {
  error: 'The kind is one of questions, book_section or deck.',
});
export const recipientStatus = z.enum(RECIPIENT_STATUSES);

/** An assignment as everyone it concerns reads it. */
export const assignmentSummary = z.object({
  assignmentId: z.number().int(),
  organizationId: z.number().int(),
  title: z.string(),
  instructions: z.string(),
  kind: assignmentKind,
  productId: z.number().int(),
  productName: z.string(),
  /** what it asks, in words: "20 questions", "Heart failure (Cardiology)", "The IM deck, 120 cards" */
  what: z.string(),
  questionCount: z.number().int().nullable(),
  bookCode: z.string().nullable(),
  sectionId: z.string().nullable(),
  dueAt: moment,
  /** questions: the percent correct that passes */
  passingScore: z.number().int().nullable(),
  createdAt: moment,
  closedAt: moment.nullable(),
  /** grows with each edit: an edit or a close names the one it read (409 when stale) */
  lockVersion: z.number().int(),
  /** a group of the program; null: residents chosen one by one */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  recipientCount: z.number().int(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummary>;

/** Where one resident stands on one assignment. */
export const recipientProgress = z.object({
  status: recipientStatus,
  assignedAt: moment,
  startedAt: moment.nullable(),
  completedAt: moment.nullable(),
  /** questions: percent correct of the set */
  scorePercent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** completed after the due date */
  late: z.boolean(),
});
export type RecipientProgress = z.infer<typeof recipientProgress>;

/** The resident's own standing on an assignment, and where to do it. */
export const myAssignmentProgress = recipientProgress.extend({
  /** the resident's usable copy of the product (their seat's, or their own); null: none */
  userProductId: z.number().int().nullable(),
  specialty: productSpecialty.nullable(),
  /** questions: the Q&A session it is taken in */
  qaSessionId: z.number().int().nullable(),
});
export type MyAssignmentProgress = z.infer<typeof myAssignmentProgress>;

export const myAssignment = z.object({ assignment: assignmentSummary, mine: myAssignmentProgress });
export type MyAssignment = z.infer<typeof myAssignment>;

/** A resident an assignment was given to, as its managers see them. */
export const assignmentRecipient = recipientProgress.extend({
  accountId: z.number().int(),
  name: z.string(),
  groupName: z.string().nullable(),
  pgyYear: z.number().int().nullable(),
});
export type AssignmentRecipient = z.infer<typeof assignmentRecipient>;

/** An assignment in the managers' list, with its residents counted by status. */
export const managedAssignment = z.object({
  assignment: assignmentSummary,
  counts: z.object({
    completed: z.number().int(),
    passed: z.number().int(),
    inProgress: z.number().int(),
    notStarted: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type ManagedAssignment = z.infer<typeof managedAssignment>;

export const medCentralHome = z.object({
  program: medCentralProgram,
  /** newest first: the program's, and those of the caller's group (managers: every group's) */
  announcements: z.array(medCentralAnnouncement),
  /** the caller's own, due soonest first */
  assignments: z.array(myAssignment),
});
export type MedCentralHome = z.infer<typeof medCentralHome>;

export const assignmentList = z.object({
  program: medCentralProgram,
  open: z.array(managedAssignment),
  closed: z.array(managedAssignment),
});
export type AssignmentList = z.infer<typeof assignmentList>;

export const assignmentDetail = z.object({
  program: medCentralProgram,
  assignment: assignmentSummary,
  /** the caller's own standing, when it was given to them */
  mine: myAssignmentProgress.nullable(),
  /** every resident it was given to: its managers only */
  recipients: z.array(assignmentRecipient).nullable(),
});
export type AssignmentDetail = z.infer<typeof assignmentDetail>;

/** What a new assignment may hold: the program's licensed content, groups and residents. */
export const assignableContent = z.object({
  program: medCentralProgram,
  questionBanks: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      questionCount: z.number().int(),
      topics: z.array(
        z.object({ topicId: z.number().int(), name: z.string(), questionCount: z.number().int() }),
      ),
    }),
  ),
  books: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      chapters: z.array(
        z.object({
          title: z.string(),
          sections: z.array(z.object({ sectionId: z.string(), title: z.string() })),
        }),
      ),
    }),
  ),
  decks: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      deckTitle: z.string(),
      cardCount: z.number().int(),
    }),
  ),
  groups: z.array(
    z.object({ groupId: z.number().int(), name: z.string(), residents: z.number().int() }),
  ),
  residents: z.array(
    z.object({
      accountId: z.number().int(),
      name: z.string(),
      groupId: z.number().int().nullable(),
      groupName: z.string().nullable(),
      pgyYear: z.number().int().nullable(),
    }),
  ),
});
export type AssignableContent = z.infer<typeof assignableContent>;

// --- what the forms send

export const announcementBody = z.strictObject({
  title: z
    .string({ error: 'Give the announcement a title.' })
    .trim()
    .min(1, 'Give the announcement a title.')
    .max(ANNOUNCEMENT_TITLE_MAX, `A title has ${ANNOUNCEMENT_TITLE_MAX} characters or fewer.`),
  body: z
    .string({ error: 'Write the announcement.' })
    .trim()
    .min(1, 'Write the announcement.')
    .max(
      ANNOUNCEMENT_BODY_MAX,
      `An announcement has ${ANNOUNCEMENT_BODY_MAX} characters or fewer.`,
    ),
  /** a group of the program; null: everyone in it */
  groupId: idValue.nullable(),
});
export type AnnouncementBody = z.infer<typeof announcementBody>;

const title = z
  .string({ error: ASSIGNMENT_TITLE_MESSAGE })
  .trim()
  .min(1, ASSIGNMENT_TITLE_MESSAGE)
  .max(ASSIGNMENT_TITLE_MAX, `A title has ${ASSIGNMENT_TITLE_MAX} characters or fewer.`);
const instructions = z
  .string({ error: 'The instructions are text.' })
  .trim()
  .max(
    ASSIGNMENT_INSTRUCTIONS_MAX,
    `The instructions have ${ASSIGNMENT_INSTRUCTIONS_MAX} characters or fewer.`,
  )
  .default('');
const passingScore = z
  .number({ error: PASSING_SCORE_MESSAGE })
  .int(PASSING_SCORE_MESSAGE)
  .min(0, PASSING_SCORE_MESSAGE)
  .max(100, PASSING_SCORE_MESSAGE)
  .nullable()
  .default(null);
/** the audience: a group of the program, or residents of it chosen one by one */
const audience = {
  groupId: idValue.nullable().default(null),
  accountIds: z
    .array(idValue, { error: 'Choose the residents.' })
    .max(ASSIGNMENT_RECIPIENTS_MAX, `Choose at most ${ASSIGNMENT_RECIPIENTS_MAX} residents.`)
    .default([]),
};

export const assignmentBody = z.strictObject({
  title,
  instructions,
  kind: assignmentKind,
  /** the licensed product its content comes from */
  productId: idValue,
  /** questions: top-level topics of the product's bank to choose from (none: the whole bank) */
  topicIds: z.array(idValue, { error: 'Choose topics by their ids.' }).max(200).default([]),
  numberOfQuestions: z
    .number({
      error: `The number of questions is a whole number from 1 to ${ASSIGNMENT_QUESTIONS_MAX}.`,
    })
    .int()
    .min(1, 'Ask for at least one question.')
    .max(ASSIGNMENT_QUESTIONS_MAX, `Ask for at most ${ASSIGNMENT_QUESTIONS_MAX} questions.`)
    .nullable()
    .default(null),
  /** book_section: the section's id in the product's book */
  sectionId: z
    .string({ error: 'Choose a section of the book.' })
    .trim()
    .min(1, 'Choose a section of the book.')
    .max(100)
    .nullable()
    .default(null),
  dueAt: productInstant('due'),
  passingScore,
  ...audience,
});
export type AssignmentBody = z.input<typeof assignmentBody>;

/** An edit: its content stays (residents may be taking it); the rest may change. */
export const assignmentUpdateBody = z.strictObject({
  lockVersion: z
    .number({ error: 'Send the lockVersion the assignment was read with.' })
    .int()
    .min(1)
    .max(2_147_483_647),
  title,
  instructions,
  dueAt: productInstant('due'),
  passingScore,
  ...audience,
});
export type AssignmentUpdateBody = z.input<typeof assignmentUpdateBody>;

export const closeAssignmentBody = z.strictObject({
  lockVersion: z
    .number({ error: 'Send the lockVersion the assignment was read with.' })
    .int()
    .min(1)
    .max(2_147_483_647),
});

export const startedAssignment = z.object({
  qaSessionId: z.number().int(),
  userProductId: z.number().int(),
  specialty: productSpecialty,
});
export type StartedAssignment = z.infer<typeof startedAssignment>;

const programParams = z.object({ organizationId: idParam }).strict();
const assignmentParams = z.object({ assignmentId: idParam }).strict();
const announcementParams = z.object({ announcementId: idParam }).strict();

export const medCentralEndpoints = {
  programs: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/programs',
    summary:
      "The caller's residency programs by name (staff admins: every residency program), with their role and whether they manage it.",
    access: 'signedIn',
    response: z.object({ programs: z.array(medCentralProgram) }),
  }),
  programHome: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/programs/:organizationId',
    summary:
      "A program's MedCentral: its announcements (newest first) and the caller's own assignments with where they stand; records the completions reached first.",
    access: 'signedIn',
    writesOnGet: true,
    params: programParams,
    response: medCentralHome,
  }),
  createAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/medcentral/programs/:organizationId/announcements',
    summary:
      'Program directors and faculty: post an announcement to the program or one of its groups; audited.',
    access: 'signedIn',
    params: programParams,
    body: announcementBody,
    status: 201,
    response: medCentralAnnouncement,
  }),
  updateAnnouncement: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/medcentral/announcements/:announcementId',
    summary: 'Program directors and faculty: edit an announcement of their program; audited.',
    access: 'signedIn',
    params: announcementParams,
    body: announcementBody,
    response: medCentralAnnouncement,
  }),
  archiveAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/medcentral/announcements/:announcementId/archive',
    summary:
      'Program directors and faculty: archive an announcement (residents no longer see it); audited.',
    access: 'signedIn',
    params: announcementParams,
    response: medCentralAnnouncement,
  }),
  assignments: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/programs/:organizationId/assignments',
    summary:
      "Program directors and faculty: the program's assignments, open and closed, with their residents counted by status; records the completions reached first.",
    access: 'signedIn',
    writesOnGet: true,
    params: programParams,
    response: assignmentList,
  }),
  assignableContent: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/programs/:organizationId/assignable',
    summary:
      "Program directors and faculty: what an assignment may hold: the program's licensed question banks (with topics), books (with sections) and decks, its groups and residents.",
    access: 'signedIn',
    params: programParams,
    response: assignableContent,
  }),
  createAssignment: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/medcentral/programs/:organizationId/assignments',
    summary:
      'Program directors and faculty: give an assignment (questions chosen now by topic and kept, a book section or a deck of a licensed product) to a group or chosen residents; audited.',
    access: 'signedIn',
    params: programParams,
    body: assignmentBody,
    status: 201,
    response: assignmentDetail,
  }),
  assignment: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/assignments/:assignmentId',
    summary:
      "One assignment: for its managers with every resident's standing, for a resident given it with their own; records the completions reached first.",
    access: 'signedIn',
    writesOnGet: true,
    params: assignmentParams,
    response: assignmentDetail,
  }),
  updateAssignment: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/medcentral/assignments/:assignmentId',
    summary:
      'Program directors and faculty: edit an open assignment (title, instructions, due date, passing score, audience); 409 when it changed since the lockVersion read; audited.',
    access: 'signedIn',
    params: assignmentParams,
    body: assignmentUpdateBody,
    response: assignmentDetail,
  }),
  closeAssignment: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/medcentral/assignments/:assignmentId/close',
    summary:
      'Program directors and faculty: close an assignment (no more starts; standings stay); 409 when stale; audited.',
    access: 'signedIn',
    params: assignmentParams,
    body: closeAssignmentBody,
    response: assignmentDetail,
  }),
  startAssignment: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/medcentral/assignments/:assignmentId/start',
    summary:
      'A resident given a question assignment: its Q&A session (exactly its questions, test mode) on their copy of the product, made on the first start and resumed after; audited.',
    access: 'signedIn',
    params: assignmentParams,
    response: startedAssignment,
  }),
};
