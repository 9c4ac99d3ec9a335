import type { LearnerLiveQuestion, LiveQuestion, StaffLiveQuestion } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import {
  mergeOwnQuestion,
  mergeQuestionEvent,
  mergeStaffQuestion,
  mergeVote,
  newAnswer,
  openCount,
} from './question-list';

const question = (id: number, over: Partial<LiveQuestion> = {}): LiveQuestion => ({
  questionId: id,
  text: `Question ${id}`,
  status: 'open',
  upvotes: 0,
  askedAt: `2026-12-01T18:0${id}:00Z`,
  answer: null,
  answeredAt: null,
  ...over,
});
const learners = (id: number, over: Partial<LearnerLiveQuestion> = {}): LearnerLiveQuestion => ({
  ...question(id),
  mine: false,
  votedByMe: false,
  ...over,
});
const ids = (list: readonly { questionId: number }[]) => list.map((q) => q.questionId);

describe('a learner’s live questions after the session’s events', () => {
  test('a new question joins the list in compareLiveQuestions order: most upvoted first', () => {
    const list = [learners(1, { upvotes: 2 }), learners(2)];
    const after = mergeQuestionEvent(list, {
      type: 'question',
      question: question(3, { upvotes: 1 }),
    });
    expect(ids(after)).toEqual([1, 3, 2]);
    expect(after[1]).toMatchObject({ mine: false, votedByMe: false });
  });

  test('an upvote from someone else moves the question up and keeps the learner’s own flags', () => {
    const list = [learners(1, { upvotes: 1 }), learners(2, { mine: true, votedByMe: true })];
    const after = mergeQuestionEvent(list, {
      type: 'question',
      question: question(2, { upvotes: 3 }),
    });
    expect(ids(after)).toEqual([2, 1]);
    expect(after[0]).toMatchObject({ upvotes: 3, mine: true, votedByMe: true });
  });

  test('an answer moves the question after the open ones, the latest answer first', () => {
    const list = [
      learners(1),
      learners(2, { status: 'answered', answer: 'Earlier', answeredAt: '2026-12-01T18:20:00Z' }),
      learners(3),
    ];
    const answered = question(3, {
      status: 'answered',
      answer: 'Yes.',
      answeredAt: '2026-12-01T18:30:00Z',
    });
    const after = mergeQuestionEvent(list, { type: 'question', question: answered });
    expect(ids(after)).toEqual([1, 3, 2]);
    expect(after[1]?.answer).toBe('Yes.');
  });

  test('a hidden question goes away, whichever way the event says it', () => {
    const list = [learners(1), learners(2)];
    expect(ids(mergeQuestionEvent(list, { type: 'hidden', questionId: 1 }))).toEqual([2]);
    expect(
      ids(
        mergeQuestionEvent(list, { type: 'question', question: question(2, { status: 'hidden' }) }),
      ),
    ).toEqual([1]);
    expect(ids(mergeQuestionEvent(list, { type: 'hidden', questionId: 9 }))).toEqual([1, 2]);
  });

  test('the learner’s own question is marked theirs, whether its event came first or not', () => {
    const mine = learners(3, { mine: true });
    expect(mergeOwnQuestion([learners(1)], mine).find((q) => q.questionId === 3)?.mine).toBe(true);
    const eventFirst = mergeQuestionEvent([learners(1)], {
      type: 'question',
      question: question(3, { upvotes: 2 }),
    });
    const after = mergeOwnQuestion(eventFirst, mine);
    expect(after.find((q) => q.questionId === 3)).toMatchObject({ mine: true, upvotes: 2 });
  });

  test('a vote sets the count and the learner’s flag, and reorders', () => {
    const list = [learners(1, { upvotes: 1 }), learners(2)];
    const after = mergeVote(list, { questionId: 2, upvotes: 2, votedByMe: true });
    expect(ids(after)).toEqual([2, 1]);
    expect(after[0]).toMatchObject({ upvotes: 2, votedByMe: true });
    expect(mergeVote(list, { questionId: 9, upvotes: 1, votedByMe: true })).toEqual(list);
  });

  test('a new answer is found to be announced; the same answer again is not', () => {
    const answered = question(1, { status: 'answered', answer: 'Yes.', answeredAt: 'x' });
    expect(newAnswer([question(1)], { type: 'question', question: answered })).toEqual(answered);
    expect(newAnswer([answered], { type: 'question', question: answered })).toBeNull();
    expect(
      newAnswer([answered], { type: 'question', question: { ...answered, answer: 'No.' } }),
    ).not.toBeNull();
    expect(
      newAnswer([question(1)], { type: 'question', question: question(1, { upvotes: 1 }) }),
    ).toBeNull();
    expect(newAnswer([question(1)], { type: 'hidden', questionId: 1 })).toBeNull();
  });
});

describe('a staff member’s live questions', () => {
  const staff = (id: number, over: Partial<StaffLiveQuestion> = {}): StaffLiveQuestion => ({
    ...question(id),
    askedBy: { accountId: id, name: `Learner ${id}`, email: `l${id}@demo.test` },
    ...over,
  });

  test('hidden ones stay, with their status; an answer moves one after the open ones', () => {
    const list = [staff(1), staff(2)];
    const hidden = mergeStaffQuestion(list, staff(1, { status: 'hidden' }));
    expect(hidden.map((q) => [q.questionId, q.status])).toEqual([
      [1, 'hidden'],
      [2, 'open'],
    ]);
    const answered = mergeStaffQuestion(
      hidden,
      staff(1, { status: 'answered', answer: 'A', answeredAt: '2026-12-01T18:40:00Z' }),
    );
    expect(ids(answered)).toEqual([2, 1]);
    expect(openCount(answered)).toBe(1);
  });
});
