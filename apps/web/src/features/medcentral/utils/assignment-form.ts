import type { AssignmentBody, AssignmentDetail, AssignmentUpdateBody } from '@boardready/contracts';
import { type AssignmentKind, DEFAULT_PASSING_SCORE } from '@boardready/contracts/medcentral-rules';
import { defaultDue, fromLocalInput, toLocalInput } from './due-input';

/** What the assignment form holds, as its fields do (text for numbers and the due moment). */
export interface AssignmentFormValues {
  title: string;
  instructions: string;
  kind: AssignmentKind;
  /** the chosen product, per kind: switching kinds keeps each choice */
  productId: Record<AssignmentKind, string>;
  topicIds: number[];
  numberOfQuestions: string;
  passingScore: string;
  sectionId: string;
  due: string;
  audience: 'group' | 'residents';
  groupId: string;
  accountIds: number[];
}

export function newAssignmentValues(now = new Date()): AssignmentFormValues {
  return {
    title: '',
    instructions: '',
    kind: 'questions',
    productId: { questions: '', book_section: '', deck: '' },
    topicIds: [],
    numberOfQuestions: '10',
    passingScore: String(DEFAULT_PASSING_SCORE),
    sectionId: '',
    due: defaultDue(now),
    audience: 'group',
    groupId: '',
    accountIds: [],
  };
}

/** The form over an assignment as read: its editable fields. */
export function editValues({ assignment, recipients }: AssignmentDetail): AssignmentFormValues {
  const values = newAssignmentValues();
  return {
    ...values,
    title: assignment.title,
    instructions: assignment.instructions,
    kind: assignment.kind,
    passingScore: assignment.passingScore === null ? '' : String(assignment.passingScore),
    due: toLocalInput(new Date(assignment.dueAt)),
    audience: assignment.groupId === null ? 'residents' : 'group',
    groupId: assignment.groupId === null ? '' : String(assignment.groupId),
    accountIds: assignment.groupId === null ? (recipients ?? []).map((r) => r.accountId) : [],
  };
}

/** A number field's text as a number; NaN (which the server refuses, naming the field) when not one. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

function audienceOf(v: AssignmentFormValues) {
  return v.audience === 'group'
    ? { groupId: v.groupId === '' ? null : Number(v.groupId), accountIds: [] }
    : { groupId: null, accountIds: v.accountIds };
}

export function createBody(v: AssignmentFormValues): AssignmentBody {
  const questions = v.kind === 'questions';
  return {
    title: v.title,
    instructions: v.instructions,
    kind: v.kind,
    productId: Number(v.productId[v.kind]),
    topicIds: questions ? v.topicIds : [],
    numberOfQuestions: questions ? numberOf(v.numberOfQuestions) : null,
    passingScore: questions ? numberOf(v.passingScore) : null,
    sectionId: v.kind === 'book_section' && v.sectionId !== '' ? v.sectionId : null,
    dueAt: fromLocalInput(v.due),
    ...audienceOf(v),
  };
}

export function updateBody(v: AssignmentFormValues, lockVersion: number): AssignmentUpdateBody {
  return {
    lockVersion,
    title: v.title,
    instructions: v.instructions,
    dueAt: fromLocalInput(v.due),
    passingScore: v.kind === 'questions' ? numberOf(v.passingScore) : null,
    ...audienceOf(v),
  };
}

const PRODUCT_MISSING: Record<AssignmentKind, string> = {
  questions: 'Choose a question bank.',
  book_section: 'Choose a book.',
  deck: 'Choose a deck.',
};

/**
 * The choices an assignment still lacks, by field (the server checks the rest); `content`: a new
 * one, whose content is chosen too.
 */
export function missingChoices(v: AssignmentFormValues, content: boolean): Record<string, string> {
  const missing: Record<string, string> = {};
  if (content && v.productId[v.kind] === '') missing.productId = PRODUCT_MISSING[v.kind];
  if (content && v.kind === 'book_section' && v.sectionId === '')
    missing.sectionId = 'Choose a section of the book.';
  if (v.audience === 'group' && v.groupId === '') missing.groupId = 'Choose a group.';
  if (v.audience === 'residents' && v.accountIds.length === 0)
    missing.accountIds = 'Choose at least one resident.';
  return missing;
}
