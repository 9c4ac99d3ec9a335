import { describe, expect, test } from 'vitest';
import {
  bestForecast,
  type ForecastInput,
  forecastAt,
  phaseOf,
  RETENTION_TARGETS,
  workload,
} from './forecast';
import {
  MAX_SET,
  MAX_UNITS,
  type PlannerInput,
  type PlannerTopic,
  planDay,
  RETRIEVAL_SHARE,
} from './planner';
import { estimateReadiness, normalCdf, type TopicTally, topicEstimate } from './readiness';

/** A bank of three topics of 100 questions each, the first weighing half the exam. */
const TALLIES: TopicTally[] = [
  { topicId: 1, name: 'Cardiology', weight: 0.5, questions: 100, answered: 0, correct: 0 },
  { topicId: 2, name: 'Nephrology', weight: 0.3, questions: 100, answered: 0, correct: 0 },
  { topicId: 3, name: 'Rheumatology', weight: 0.2, questions: 100, answered: 0, correct: 0 },
];
const section = (topicId: number) => ({
  sectionId: `section-${topicId}`,
  title: `Section ${topicId}`,
  minutes: 8,
});

function learner(overrides: Partial<PlannerInput> = {}, tallies = TALLIES): PlannerInput {
  const readiness = estimateReadiness({
    topics: tallies,
    populationAccuracy: 0.6,
    passing: 0.66,
    examQuestions: 240,
  });
  const topics: PlannerTopic[] = readiness.topics.map((t) => ({
    ...t,
    section: section(t.topicId),
  }));
  return {
    phase: 'build',
    minutes: 60,
    questionMinutes: 2,
    reviewMinutes: 1,
    cardMinutes: 1 / 6,
    newCardMinutes: 1 / 2,
    qa: { userProductId: 10, name: 'IM Q&A' },
    book: { userProductId: 11, name: 'IM Study Guide' },
    deck: { userProductId: 12, name: 'IM Flash Cards', newCardsLeft: 20 },
    due: { questions: 0, cards: 0 },
    topics,
    postponedTopicIds: [],
    skippedTopicIds: [],
    retrievalPlanned: { questions: false, cards: false },
    ...overrides,
  };
}
const total = (units: { minutes: number }[]) => units.reduce((sum, u) => sum + u.minutes, 0);

describe('the day’s plan (planner, issue 25)', () => {
  test('[CONST-02] a new learner 200 days out: preview the heaviest topic, then its questions, within the day', () => {
    const units = planDay(learner({ phase: phaseOf(200) }));
    expect(units[0]).toMatchObject({
      kind: 'PreviewStudyUnit',
      topicId: 1,
      sectionId: 'section-1',
      minutes: 8,
    });
    expect(units[1]).toMatchObject({ kind: 'StudyStudyUnit', topicId: 1, itemCount: MAX_SET });
    expect(units[1]!.title).toBe('20 questions on Cardiology');
    expect(total(units)).toBeLessThanOrEqual(60);
    expect(total(units)).toBeGreaterThanOrEqual(50);
  });

  test('no time today: no units', () => {
    expect(planDay(learner({ minutes: 0, due: { questions: 5, cards: 40 } }))).toEqual([]);
  });

  test('a huge backlog takes at most its share of the day before the final days, each kind in proportion, and learning goes on', () => {
    const units = planDay(learner({ due: { questions: 500, cards: 2000 } }));
    const retrieval = units.filter((u) => u.kind === 'SpacedRetrievalStudyUnit');
    expect(retrieval.map((u) => [u.userProductId, u.itemCount])).toEqual([
      [10, 21],
      [12, 86],
    ]);
    expect(total(retrieval)).toBeLessThanOrEqual(Math.ceil(60 * RETRIEVAL_SHARE) + 1);
    expect(units.some((u) => u.kind === 'StudyStudyUnit')).toBe(true);
    expect(total(units)).toBeLessThanOrEqual(60);
  });

  test('exam in 3 days: retrieval takes the whole day when it needs it, and nothing is read', () => {
    const units = planDay(learner({ phase: phaseOf(3), due: { questions: 100, cards: 0 } }));
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({ kind: 'SpacedRetrievalStudyUnit', itemCount: 60 });
    const light = planDay(learner({ phase: phaseOf(3), due: { questions: 5, cards: 30 } }));
    expect(light.map((u) => u.kind)).toEqual([
      'SpacedRetrievalStudyUnit',
      'SpacedRetrievalStudyUnit',
      'StudyStudyUnit',
      'StudyStudyUnit',
    ]);
    expect(light.some((u) => u.kind === 'PreviewStudyUnit')).toBe(false);
  });

  test('close to the exam the weakest heavy topic comes first, seen or not', () => {
    const tallies = TALLIES.map((t) =>
      t.topicId === 2 ? { ...t, answered: 100, correct: 40 } : { ...t, answered: 100, correct: 85 },
    );
    expect(planDay(learner({ phase: 'final' }, tallies))[0]).toMatchObject({ topicId: 2 });
  });

  test('skipped topics are left out, postponed ones come first', () => {
    const skipped = planDay(learner({ skippedTopicIds: [1] }));
    expect(skipped.some((u) => u.topicId === 1)).toBe(false);
    expect(planDay(learner({ postponedTopicIds: [3] }))[0]).toMatchObject({ topicId: 3 });
  });

  test('without a Q&A product new cards are the new material; without a book nothing is read', () => {
    const cards = planDay(
      learner({
        qa: null,
        book: null,
        deck: { userProductId: 12, name: 'IM Flash Cards', newCardsLeft: 20 },
      }),
    );
    expect(cards).toEqual([
      expect.objectContaining({
        kind: 'StudyStudyUnit',
        userProductId: 12,
        itemCount: 20,
        minutes: 10,
      }),
    ]);
  });

  test('retrieval already on today’s plan is not planned twice; the plan has at most MAX_UNITS units', () => {
    const units = planDay(
      learner({
        minutes: 600,
        due: { questions: 5, cards: 5 },
        retrievalPlanned: { questions: true, cards: true },
      }),
    );
    expect(units.some((u) => u.kind === 'SpacedRetrievalStudyUnit')).toBe(false);
    expect(units.length).toBeLessThanOrEqual(MAX_UNITS);
  });
});

describe('the readiness estimate', () => {
  test('a topic answered twice is not 0 % or 100 %: the prior holds it near all learners’', () => {
    const twoRight = topicEstimate({ ...TALLIES[0]!, answered: 2, correct: 2 }, 0.6);
    expect(twoRight.proficiency).toBeCloseTo((0.6 * 8 + 2) / 10, 6);
    expect(twoRight.low).toBeGreaterThan(0.4);
    expect(twoRight.high).toBeLessThan(0.95);
  });

  test('the score is the blueprint-weighted proficiency; many answers narrow the interval', () => {
    const strong = TALLIES.map((t) => ({ ...t, answered: 100, correct: 80 }));
    const estimate = estimateReadiness({
      topics: strong,
      populationAccuracy: 0.6,
      passing: 0.66,
      examQuestions: 240,
    });
    expect(estimate.score).toBeCloseTo((0.6 * 8 + 80) / 108, 6);
    // 100 answers a topic: about ±6 points, most of it the model's own error and the exam's sampling
    expect(estimate.high - estimate.low).toBeLessThan(0.13);
    expect(estimate.passProbability).toBeGreaterThan(0.9);
    const none = estimateReadiness({
      topics: TALLIES,
      populationAccuracy: 0.6,
      passing: 0.66,
      examQuestions: 240,
    });
    expect(none.high - none.low).toBeGreaterThan(estimate.high - estimate.low);
    expect(none.passProbability).toBeLessThan(0.5);
  });

  test('what raises it most: heavy, weak, unseen topics first', () => {
    const tallies = [
      { ...TALLIES[0]!, answered: 100, correct: 90 },
      { ...TALLIES[1]!, answered: 10, correct: 3 },
      TALLIES[2]!,
    ];
    const estimate = estimateReadiness({
      topics: tallies,
      populationAccuracy: 0.6,
      passing: 0.66,
      examQuestions: 240,
    });
    expect(estimate.raiseMost.map((t) => t.name)).toEqual(['Nephrology', 'Rheumatology']);
  });

  test('normalCdf', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.2816)).toBeCloseTo(0.1, 3);
  });
});

describe('the exam-day forecast', () => {
  const input = (daysToExam: number, minutes: number): ForecastInput => ({
    daysToExam,
    dailyMinutes: new Array(daysToExam).fill(minutes),
    questionMinutes: 2,
    reviewMinutes: 1,
    dueQuestions: 0,
    readiness: estimateReadiness({
      topics: TALLIES,
      populationAccuracy: 0.6,
      passing: 0.66,
      examQuestions: 240,
    }),
    passing: 0.66,
    examQuestions: 240,
  });

  test('no time: nothing learned, the score stays today’s', () => {
    const forecast = bestForecast(input(100, 0));
    expect(forecast.learned).toBe(0);
    expect(forecast.score).toBeCloseTo(0.6 * 0.5 + 0.6 * 0.3 + 0.6 * 0.2, 6);
  });

  test('more minutes, a higher score, until the bank is covered', () => {
    const rows = workload(input(120, 0), [15, 30, 60, 120, 240]);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.score).toBeGreaterThanOrEqual(rows[i - 1]!.score);
    expect(rows.at(-1)!.coverage).toBe(1);
  });

  test('the retention target is chosen for exam day: a tight budget far out takes a lower one than a generous budget', () => {
    const tight = bestForecast(input(200, 15));
    const generous = bestForecast(input(200, 240));
    expect(RETENTION_TARGETS).toContain(tight.retention);
    expect(generous.retention).toBeGreaterThanOrEqual(tight.retention);
    // the chosen target is the best of the targets tried
    for (const r of RETENTION_TARGETS)
      expect(forecastAt(input(200, 15), r).score).toBeLessThanOrEqual(tight.score + 1e-9);
  });

  test('recall on exam day of questions learned: high for an exam in 3 days, lower when the reviews cannot keep up', () => {
    expect(bestForecast(input(3, 60)).recall).toBeGreaterThan(0.85);
    expect(bestForecast(input(3, 60)).learned).toBeGreaterThan(0);
  });
});
