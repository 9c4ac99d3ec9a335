import { describe, expect, test } from 'vitest';
import {
  ACCURACY_GAP_POINTS,
  type AssignmentMoments,
  assignmentStatus,
  atRiskFlags,
  cohortMedianScore,
  INACTIVE_DAYS,
  MIN_ANSWERS_FOR_ACCURACY,
  type RiskFacts,
  tallyAssignments,
} from './program-dashboard-rules';

const NOW = new Date('2025-03-20T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const NO_ASSIGNMENTS = tallyAssignments([], NOW);

/** A resident doing well: enough answers at the median, ready, on time, active yesterday. */
const FINE: RiskFacts = {
  answered: 200,
  correct: 130,
  readiness: { score: 0.7, passing: 0.6, day: '2025-03-19' },
  assignments: NO_ASSIGNMENTS,
  lastActiveAt: daysAgo(1),
  joinedAt: daysAgo(200),
};
const flagsOf = (change: Partial<RiskFacts>, median: number | null = 0.65) =>
  atRiskFlags({ ...FINE, ...change }, median, NOW);
const codesOf = (change: Partial<RiskFacts>, median: number | null = 0.65) =>
  flagsOf(change, median).map((f) => f.code);

describe("an assignment's status for one resident (decision 1403)", () => {
  const due = daysAgo(2);
  const of = (a: Partial<AssignmentMoments>) =>
    assignmentStatus({ dueAt: due, closedAt: null, completedAt: null, ...a }, NOW);

  test('completed on or before its due moment is completed; after it, completed late', () => {
    expect(of({ completedAt: daysAgo(3) })).toBe('completed');
    expect(of({ completedAt: due })).toBe('completed');
    expect(of({ completedAt: daysAgo(1) })).toBe('completedLate');
  });

  test('not completed: overdue once due, not due yet before; a completion counts even if closed', () => {
    expect(of({})).toBe('overdue');
    expect(of({ dueAt: new Date(NOW.getTime() + DAY) })).toBe('open');
    expect(of({ dueAt: NOW })).toBe('overdue');
    expect(of({ closedAt: daysAgo(1), completedAt: daysAgo(3) })).toBe('completed');
  });

  test('closed by the program before it was due: neither overdue nor counted; closed after: overdue', () => {
    expect(of({ closedAt: daysAgo(5) })).toBe('closed');
    expect(of({ closedAt: daysAgo(1) })).toBe('overdue');
    expect(
      tallyAssignments([{ dueAt: due, closedAt: daysAgo(5), completedAt: null }], NOW),
    ).toEqual(NO_ASSIGNMENTS);
  });

  test('the tally counts each status, and what was due so far', () => {
    const tally = tallyAssignments(
      [
        { dueAt: due, closedAt: null, completedAt: daysAgo(3) },
        { dueAt: due, closedAt: null, completedAt: daysAgo(1) },
        { dueAt: due, closedAt: null, completedAt: null },
        { dueAt: new Date(NOW.getTime() + DAY), closedAt: null, completedAt: null },
        { dueAt: new Date(NOW.getTime() + DAY), closedAt: null, completedAt: daysAgo(1) },
      ],
      NOW,
    );
    expect(tally).toEqual({
      assigned: 5,
      completed: 3,
      completedLate: 1,
      overdue: 1,
      open: 1,
      dueSoFar: 3,
    });
  });
});

describe("the program's median First-time score", () => {
  test('only residents with enough answers count, and it takes three of them', () => {
    const enough = MIN_ANSWERS_FOR_ACCURACY;
    expect(
      cohortMedianScore([
        { answered: enough, correct: enough / 2 },
        { answered: enough, correct: enough },
      ]),
    ).toBeNull();
    expect(
      cohortMedianScore([
        { answered: 100, correct: 50 },
        { answered: 100, correct: 70 },
        { answered: 100, correct: 60 },
        { answered: enough - 1, correct: 0 },
      ]),
    ).toBe(0.6);
    expect(
      cohortMedianScore([
        { answered: 100, correct: 50 },
        { answered: 100, correct: 70 },
        { answered: 100, correct: 60 },
        { answered: 100, correct: 80 },
      ]),
    ).toBeCloseTo(0.65);
  });
});

describe('when a resident is at risk (decision 1403)', () => {
  test('a resident doing well is not flagged', () => {
    expect(flagsOf({})).toEqual([]);
  });

  test('readiness under the pass mark flags low readiness; at the mark it does not', () => {
    expect(flagsOf({ readiness: { score: 0.54, passing: 0.6, day: '2025-03-19' } })).toEqual([
      { code: 'lowReadiness', text: 'Readiness 54% is under the pass mark of 60%' },
    ]);
    expect(codesOf({ readiness: { score: 0.6, passing: 0.6, day: '2025-03-19' } })).toEqual([]);
    expect(codesOf({ readiness: null })).toEqual([]);
  });

  test(`more than ${ACCURACY_GAP_POINTS} points under the median with enough answers flags low accuracy`, () => {
    expect(flagsOf({ answered: 100, correct: 50 })).toEqual([
      {
        code: 'lowAccuracy',
        text: "First-time score 50% is 15 points under the program's median of 65%",
      },
    ]);
    // exactly 10 points under is not "more than"
    expect(codesOf({ answered: 100, correct: 55 })).toEqual([]);
    // too few answers to judge, or no median to judge by
    expect(codesOf({ answered: MIN_ANSWERS_FOR_ACCURACY - 1, correct: 0 })).toEqual([]);
    expect(codesOf({ answered: 100, correct: 10 }, null)).toEqual([]);
  });

  test('two overdue assignments, or half of those due overdue or late, flag falling behind', () => {
    const tally = (overdue: number, completedLate: number, dueSoFar: number) => ({
      ...NO_ASSIGNMENTS,
      assigned: dueSoFar,
      overdue,
      completedLate,
      completed: dueSoFar - overdue,
      dueSoFar,
    });
    expect(flagsOf({ assignments: tally(2, 0, 10) })).toEqual([
      {
        code: 'behindOnAssignments',
        text: '2 assignments overdue, 0 completed late, of 10 due so far',
      },
    ]);
    expect(codesOf({ assignments: tally(1, 1, 4) })).toEqual(['behindOnAssignments']);
    expect(codesOf({ assignments: tally(0, 2, 3) })).toEqual(['behindOnAssignments']);
    expect(codesOf({ assignments: tally(1, 0, 4) })).toEqual([]);
    // too few due for a share to mean a pattern: one missed of one, one late of two
    expect(codesOf({ assignments: tally(1, 0, 1) })).toEqual([]);
    expect(codesOf({ assignments: tally(0, 1, 2) })).toEqual([]);
  });

  test(`${INACTIVE_DAYS} days without study flag inactivity, counted from joining when never active`, () => {
    expect(flagsOf({ lastActiveAt: daysAgo(INACTIVE_DAYS) })).toEqual([
      { code: 'inactive', text: `No study for ${INACTIVE_DAYS} days` },
    ]);
    expect(codesOf({ lastActiveAt: daysAgo(INACTIVE_DAYS - 1) })).toEqual([]);
    expect(flagsOf({ lastActiveAt: null, joinedAt: daysAgo(30) })).toEqual([
      { code: 'inactive', text: 'No study since joining 30 days ago' },
    ]);
    expect(codesOf({ lastActiveAt: null, joinedAt: daysAgo(3) })).toEqual([]);
  });

  test('several reasons come in their fixed order', () => {
    expect(
      codesOf({
        lastActiveAt: daysAgo(40),
        answered: 100,
        correct: 30,
        readiness: { score: 0.4, passing: 0.6, day: '2025-02-01' },
      }),
    ).toEqual(['lowReadiness', 'lowAccuracy', 'inactive']);
  });
});
