import type { QaSession, QaSessionItem, TopicNode } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { sharePercent } from '@/components/question-player/choice-share';
import { ACTIVATION_QUERY, activationRequest, hasSessionId } from './activation';
import { createSessionResolver } from './create-form-resolver';
import {
  buildCreateRequest,
  type CreateSessionForm,
  filterOf,
  suggestedMinutes,
} from './create-request';
import {
  canAnswer,
  itemFromQuestion,
  itemStatus,
  openingPosition,
  reviewPositions,
  sessionScore,
  startPosition,
  withAnswer,
} from './session-rules';
import { checkState, leafIds, selectedQuestionCount, toggleTopic } from './topic-selection';

const form = (overrides: Partial<CreateSessionForm> = {}): CreateSessionForm => ({
  name: '  Cardiology drill ',
  numberOfQuestions: 20,
  timed: false,
  durationMinutes: 30,
  viewMode: 'tutor',
  contentTopicIds: [],
  skippedOnly: false,
  unansweredOnly: false,
  bookmarkedOnly: false,
  incorrectOnly: false,
  curatedReviewQuestionsOnly: false,
  mocaLearningObjectives: [],
  ...overrides,
});

describe('the version 3 create request built from the form (spec §3)', () => {
  test('[QA-06] [QA-07] [QA-08] [QA-10] [QA-20] product, user-defined type, trimmed name, number and view mode', () => {
    const request = buildCreateRequest(12, form({ viewMode: 'test' }));
    expect(request).toMatchObject({
      userProductId: 12,
      sessionType: 'UserDefined',
      name: 'Cardiology drill',
      numberOfQuestions: 20,
      viewMode: 'test',
    });
  });

  test('[QA-09] isMobile is always false', () => {
    expect(buildCreateRequest(1, form()).isMobile).toBe(false);
    expect(buildCreateRequest(1, form({ timed: true, viewMode: 'test' })).isMobile).toBe(false);
  });

  test('[QA-11] durationSeconds is the time limit of a timed session, null when untimed', () => {
    expect(buildCreateRequest(1, form({ timed: true, durationMinutes: 45 })).durationSeconds).toBe(
      2700,
    );
    expect(
      buildCreateRequest(1, form({ timed: false, durationMinutes: 45 })).durationSeconds,
    ).toBeNull();
  });

  test('[QA-12] [QA-13] [QA-14] [QA-15] [QA-16] [QA-17] the filter fields map to their request fields', () => {
    const request = buildCreateRequest(
      1,
      form({
        contentTopicIds: [9, 3],
        skippedOnly: true,
        unansweredOnly: true,
        bookmarkedOnly: true,
        incorrectOnly: true,
        curatedReviewQuestionsOnly: true,
      }),
    );
    expect(request).toMatchObject({
      topicIds: [3, 9],
      includeSkipped: true,
      includeNotViewed: true,
      includeBookmarked: true,
      includeIncorrect: true,
      curatedReviewQuestionsOnly: true,
    });
    const none = buildCreateRequest(1, form());
    expect(none).toMatchObject({
      topicIds: [],
      includeSkipped: false,
      includeNotViewed: false,
      includeBookmarked: false,
      includeIncorrect: false,
      curatedReviewQuestionsOnly: false,
    });
  });

  test('[QA-18] [QA-19] mocaPedsQuestionsOnly is true exactly when MOC learning objectives are chosen', () => {
    const withObjectives = buildCreateRequest(1, form({ mocaLearningObjectives: [7, 2] }));
    expect(withObjectives.mocaLearningObjectives).toEqual([2, 7]);
    expect(withObjectives.mocaPedsQuestionsOnly).toBe(true);
    const without = buildCreateRequest(1, form());
    expect(without.mocaLearningObjectives).toEqual([]);
    expect(without.mocaPedsQuestionsOnly).toBe(false);
  });

  test('the live count asks with the same filter the request carries, in a stable order', () => {
    const f = form({ contentTopicIds: [5, 1], incorrectOnly: true });
    const {
      userProductId,
      sessionType,
      name,
      isMobile,
      numberOfQuestions,
      durationSeconds,
      mocaPedsQuestionsOnly,
      viewMode,
      ...filter
    } = buildCreateRequest(1, f);
    expect(filterOf(f)).toEqual(filter);
  });

  test('a timed session gets the exam pace, 2 minutes a question, by default', () => {
    expect(suggestedMinutes(20)).toBe(40);
    expect(suggestedMinutes(1)).toBe(2);
    expect(suggestedMinutes(0)).toBe(2);
  });
});

describe('[VALID-08] the create form is checked with the contract schema', () => {
  const resolve = (values: CreateSessionForm) =>
    createSessionResolver(4)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  test('[VALID-08] a valid form passes unchanged', async () => {
    const result = await resolve(form());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: '  Cardiology drill ' });
  });

  test('[VALID-08] each refusal shows under its field with the contract’s words', async () => {
    const result = await resolve(
      form({ name: '   ', numberOfQuestions: 201, timed: true, durationMinutes: 0.5 }),
    );
    expect(result.errors.name?.message).toBe('Give the session a name.');
    expect(result.errors.numberOfQuestions?.message).toBe('A session holds at most 200 questions.');
    expect(result.errors.durationMinutes?.message).toBe('A timed session lasts at least 1 minute.');
  });

  test('[VALID-08] zero questions, an empty number and a 13-hour limit are refused', async () => {
    expect((await resolve(form({ numberOfQuestions: 0 }))).errors.numberOfQuestions?.message).toBe(
      'Choose at least 1 question.',
    );
    expect(
      (await resolve(form({ numberOfQuestions: Number.NaN }))).errors.numberOfQuestions?.message,
    ).toBe('Enter how many questions you want.');
    expect(
      (await resolve(form({ timed: true, durationMinutes: 13 * 60 }))).errors.durationMinutes
        ?.message,
    ).toBe('A timed session lasts at most 12 hours.');
    // Untimed: the minutes field is not part of the request, so it cannot fail it.
    expect((await resolve(form({ timed: false, durationMinutes: Number.NaN }))).errors).toEqual({});
  });
});

describe('activating a session (spec §4)', () => {
  test('[QA-28] a present, non-zero qaSessionId is activated by PUT with the session object', () => {
    expect(activationRequest({ qaSessionId: 42 })).toEqual({
      method: 'PUT',
      body: { qaSessionId: 42 },
    });
    expect(activationRequest({ qaSessionId: 42, secondsElapsed: 90, currentPosition: 3 })).toEqual({
      method: 'PUT',
      body: { qaSessionId: 42, secondsElapsed: 90, currentPosition: 3 },
    });
    expect(ACTIVATION_QUERY).toEqual({ activate: 'true', populatequestionids: 'false' });
  });

  test('[QA-29] an absent or zero qaSessionId is created and activated by POST', () => {
    const request = buildCreateRequest(3, form());
    expect(activationRequest({ ...request, qaSessionId: 0 })).toEqual({
      method: 'POST',
      body: request,
    });
    expect(activationRequest(request)).toEqual({ method: 'POST', body: request });
    expect(activationRequest({ ...request, qaSessionId: null })).toEqual({
      method: 'POST',
      body: request,
    });
    expect(hasSessionId({ qaSessionId: 0 })).toBe(false);
    expect(hasSessionId({})).toBe(false);
    expect(hasSessionId({ qaSessionId: 7 })).toBe(true);
  });
});

const tree: TopicNode[] = [
  {
    id: 1,
    name: 'Cardiology',
    questionCount: 9,
    children: [
      { id: 11, name: 'Heart failure', questionCount: 5, children: [] },
      { id: 12, name: 'Arrhythmias', questionCount: 4, children: [] },
    ],
  },
  { id: 2, name: 'Ethics', questionCount: 3, children: [] },
];

describe('the topic tree’s tri-state checkboxes', () => {
  const [cardio, ethics] = tree as [TopicNode, TopicNode];

  test('a parent is unchecked, mixed or checked by its topics', () => {
    expect(checkState(cardio, new Set())).toBe('unchecked');
    expect(checkState(cardio, new Set([11]))).toBe('mixed');
    expect(checkState(cardio, new Set([11, 12]))).toBe('checked');
    expect(checkState(ethics, new Set([2]))).toBe('checked');
  });

  test('toggling a mixed or unchecked parent selects all its topics; a checked one clears them', () => {
    expect([...toggleTopic(cardio, new Set([11, 2]))].sort()).toEqual([11, 12, 2].sort());
    expect([...toggleTopic(cardio, new Set())].sort()).toEqual([11, 12]);
    expect([...toggleTopic(cardio, new Set([11, 12, 2]))]).toEqual([2]);
    expect([...toggleTopic(ethics, new Set())]).toEqual([2]);
  });

  test('leaves and the count of chosen questions', () => {
    expect(tree.flatMap(leafIds)).toEqual([11, 12, 2]);
    expect(selectedQuestionCount(tree, new Set([12, 2]))).toBe(7);
  });
});

const item = (position: number, extra: Partial<QaSessionItem> = {}): QaSessionItem => ({
  position,
  questionId: 100 + position,
  state: 'unseen',
  isCorrect: null,
  bookmarked: false,
  hasNote: false,
  ...extra,
});

describe('session rules', () => {
  const items = [
    item(1, { state: 'answered', isCorrect: true }),
    item(2, { state: 'answered', isCorrect: false, bookmarked: true }),
    item(3, { state: 'seen' }),
    item(4, { state: 'answered', isCorrect: false }),
  ];

  test('review walks all, the incorrect or the bookmarked questions', () => {
    expect(reviewPositions(items, 'all')).toEqual([1, 2, 3, 4]);
    expect(reviewPositions(items, 'incorrect')).toEqual([2, 4]);
    expect(reviewPositions(items, 'bookmarked')).toEqual([2]);
  });

  test('a navigator cell shows correctness only once revealed', () => {
    expect(items.map(itemStatus)).toEqual(['correct', 'incorrect', 'seen', 'incorrect']);
    expect(itemStatus(item(5, { state: 'answered' }))).toBe('answered');
  });

  test('the score is correct of answered; progress is answered of all', () => {
    expect(sessionScore({ answeredCount: 4, correctCount: 3, numberOfQuestions: 10 })).toEqual({
      answered: 4,
      correct: 3,
      total: 10,
      percent: 75,
      progress: 0.4,
    });
    expect(
      sessionScore({ answeredCount: 0, correctCount: 0, numberOfQuestions: 10 }).percent,
    ).toBeNull();
  });

  test('tutor answers are final; test answers change until the end; nothing changes after it', () => {
    expect(canAnswer({ status: 'active', viewMode: 'tutor' }, { selectedKey: null })).toBe(true);
    expect(canAnswer({ status: 'active', viewMode: 'tutor' }, { selectedKey: 'A' })).toBe(false);
    expect(canAnswer({ status: 'active', viewMode: 'test' }, { selectedKey: 'A' })).toBe(true);
    expect(canAnswer({ status: 'ended', viewMode: 'test' }, { selectedKey: null })).toBe(false);
  });

  test('an optimistic answer marks the item answered and counts it once', () => {
    const session = { answeredCount: 3, items } as QaSession;
    const next = withAnswer(session, 3, false);
    expect(next.items[2]?.state).toBe('answered');
    expect(next.answeredCount).toBe(4);
    expect(withAnswer(session, 2, true).answeredCount).toBe(3);
  });

  test('a question from the server updates its navigator item', () => {
    const updated = itemFromQuestion(item(3, { state: 'seen' }), {
      position: 3,
      question: { questionId: 103, stemHtml: '', leadIn: '', choices: [], topics: [] },
      selectedKey: 'C',
      isCorrect: false,
      confidence: null,
      bookmarked: true,
      struckKeys: [],
      highlights: [],
      note: ' remember ',
      reveal: null,
    });
    expect(updated).toMatchObject({
      state: 'answered',
      isCorrect: false,
      bookmarked: true,
      hasNote: true,
    });
  });

  test('a session opens where the learner left it, within its bounds', () => {
    expect(startPosition({ currentPosition: 7, numberOfQuestions: 10 })).toBe(7);
    expect(startPosition({ currentPosition: 0, numberOfQuestions: 10 })).toBe(1);
    expect(startPosition({ currentPosition: 12, numberOfQuestions: 10 })).toBe(10);
    expect(sharePercent(0.344)).toBe(34);
    expect(sharePercent(undefined)).toBe(0);
  });

  test('?q=n opens question n when the player walks it; a review opens on its first question', () => {
    const items = [1, 2, 3, 4].map((position) => ({
      position,
      isCorrect: position === 2 ? false : position === 4 ? true : null,
      bookmarked: position === 3,
    })) as unknown as QaSessionItem[];
    const session = { currentPosition: 2, numberOfQuestions: 4, items };
    expect(openingPosition(session, null, 4)).toBe(4);
    expect(openingPosition(session, null, 9)).toBe(2);
    expect(openingPosition(session, null, 0)).toBe(2);
    expect(openingPosition(session, 'bookmarked', 0)).toBe(3);
    expect(openingPosition(session, 'incorrect', 4)).toBe(2);
    expect(openingPosition(session, 'incorrect', 2)).toBe(2);
    expect(openingPosition({ ...session, items: [] }, 'all', 0)).toBe(1);
  });
});
