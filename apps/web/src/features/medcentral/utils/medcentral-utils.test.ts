import type { AssignmentDetail } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import {
  createBody,
  editValues,
  missingChoices,
  newAssignmentValues,
  updateBody,
} from './assignment-form';
import { defaultDue, fromLocalInput, toLocalInput } from './due-input';
import { standingText, tally, tallyText, whatText } from './wording';

describe('the assignment form', () => {
  test('a new question set sends its questions fields only, the due moment as an ISO moment', () => {
    const values = {
      ...newAssignmentValues(new Date(2030, 0, 1, 9, 0)),
      title: 'Renal review',
      productId: { questions: '3', book_section: '8', deck: '' },
      topicIds: [5],
      numberOfQuestions: '12',
      passingScore: '65',
      sectionId: 'heart-failure',
      audience: 'residents' as const,
      accountIds: [21, 22],
    };
    expect(values.due).toBe('2030-01-08T23:59');
    expect(createBody(values)).toEqual({
      title: 'Renal review',
      instructions: '',
      kind: 'questions',
      productId: 3,
      topicIds: [5],
      numberOfQuestions: 12,
      passingScore: 65,
      sectionId: null,
      dueAt: new Date(2030, 0, 8, 23, 59).toISOString(),
      groupId: null,
      accountIds: [21, 22],
    });
    const book = createBody({ ...values, kind: 'book_section', audience: 'group', groupId: '4' });
    expect(book).toMatchObject({
      productId: 8,
      sectionId: 'heart-failure',
      topicIds: [],
      numberOfQuestions: null,
      passingScore: null,
      groupId: 4,
      accountIds: [],
    });
  });

  test('what is still to choose is named by field', () => {
    const blank = newAssignmentValues();
    expect(missingChoices(blank, true)).toEqual({
      productId: 'Choose a question bank.',
      groupId: 'Choose a group.',
    });
    expect(missingChoices({ ...blank, kind: 'book_section' }, true)).toMatchObject({
      productId: 'Choose a book.',
      sectionId: 'Choose a section of the book.',
    });
    // an edit: the content stays, the audience must still be someone
    expect(missingChoices({ ...blank, audience: 'residents' }, false)).toEqual({
      accountIds: 'Choose at least one resident.',
    });
  });

  test('an edit starts from the assignment as read and sends over its version', () => {
    const detail = {
      assignment: {
        title: 'Week 1',
        instructions: 'Go',
        kind: 'questions',
        passingScore: 70,
        dueAt: new Date(2030, 5, 1, 18, 30).toISOString(),
        groupId: null,
      },
      recipients: [{ accountId: 9 }],
    } as unknown as AssignmentDetail;
    const values = editValues(detail);
    expect(values).toMatchObject({
      title: 'Week 1',
      passingScore: '70',
      due: '2030-06-01T18:30',
      audience: 'residents',
      accountIds: [9],
    });
    expect(updateBody({ ...values, passingScore: '' }, 3)).toEqual({
      lockVersion: 3,
      title: 'Week 1',
      instructions: 'Go',
      dueAt: new Date(2030, 5, 1, 18, 30).toISOString(),
      passingScore: null,
      groupId: null,
      accountIds: [9],
    });
  });

  test('a due field that holds no date sends an empty moment (the server names the field)', () => {
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput(new Date(2031, 11, 31, 7, 5))).toBe('2031-12-31T07:05');
    expect(defaultDue(new Date(2031, 11, 30, 10, 0))).toBe('2032-01-06T23:59');
  });
});

describe('the words of a standing', () => {
  test('done and overdue are said plainly', () => {
    const counts = tally(['notStarted', 'inProgress', 'overdue', 'completed', 'closed']);
    expect(counts).toEqual({ toDo: 2, overdue: 1, done: 1 });
    expect(tallyText(counts)).toBe('2 to do · 1 overdue · 1 done');
    expect(tallyText(tally([]))).toBe('Nothing to do right now.');
  });

  test('a completed set: status, score, pass, lateness; what it asks by kind', () => {
    const progress = {
      status: 'completed' as const,
      assignedAt: '2030-01-01T00:00:00.000Z',
      startedAt: null,
      completedAt: '2030-01-09T00:00:00.000Z',
      scorePercent: 67,
      passed: true,
      late: true,
    };
    expect(standingText(progress)).toBe('Completed · 67% · passed · late');
    expect(whatText({ kind: 'questions', what: '3 questions' })).toBe('3 questions');
    expect(whatText({ kind: 'deck', what: 'IM deck, 240 cards' })).toBe(
      'Flash-card deck: IM deck, 240 cards',
    );
  });
});
