import { describe, expect, test } from 'vitest';
import {
  type BlockTally,
  blockPasses,
  blocksOfAnswers,
  blocksOfResults,
  type CreditRule,
  chaptersRead,
  claimableQuarters,
  coveredQuarters,
  earningOf,
  type FirstAnswer,
  firstAnswerResults,
  isOpen,
  mocPointsQuarters,
  releaseStart,
  ruleInWords,
} from './earning';

/** The credit rules of decision 1501, on hand-made work. */

const questions = (over: Partial<CreditRule> = {}): CreditRule => ({
  kind: 'questions',
  unitsPerCredit: 10,
  passingPercent: 50,
  maxQuarters: 120,
  releasedOn: '2025-01-01',
  ...over,
});
const chapters = (over: Partial<CreditRule> = {}): CreditRule => ({
  kind: 'book_chapters',
  unitsPerCredit: 1,
  passingPercent: null,
  maxQuarters: 40,
  releasedOn: '2025-01-01',
  ...over,
});

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 0, minute));
/** answers given a minute apart, right where `pattern` has a 1 ("1100…") */
function answers(pattern: string, from = 0, firstQuestion = 1): FirstAnswer[] {
  return [...pattern].map((c, i) => ({
    questionId: firstQuestion + i,
    answeredAt: at(from + i),
    correct: c === '1',
  }));
}
const earnedBy = (rule: CreditRule, given: FirstAnswer[]) =>
  earningOf(rule, { kind: 'questions', blocks: blocksOfAnswers(rule, given) });
const sorted = (blocks: BlockTally[]) =>
  [...blocks].sort((a, b) => a.answered - b.answered || a.correct - b.correct);

describe('blocks of first answers', () => {
  test('are cut N at a time in the order given, and tallied by distinct tally', () => {
    const rule = questions({ unitsPerCredit: 4 });
    // blocks: 1111 (4 right), 1100 (2), 1110 (3), 101 (under way: 2 of 3)
    const blocks = blocksOfAnswers(rule, answers('111111001110101'));
    expect(sorted(blocks)).toEqual(
      sorted([
        { answered: 4, correct: 4, blocks: 1 },
        { answered: 4, correct: 2, blocks: 1 },
        { answered: 4, correct: 3, blocks: 1 },
        { answered: 3, correct: 2, blocks: 1 },
      ]),
    );
  });

  test('blocks with the same tally are counted together', () => {
    const blocks = blocksOfAnswers(questions({ unitsPerCredit: 2 }), answers('10101010'));
    expect(blocks).toEqual([{ answered: 2, correct: 1, blocks: 4 }]);
  });

  test('follow the moment of the answer, not the question id; ties by question id', () => {
    const rule = questions({ unitsPerCredit: 2 });
    const given: FirstAnswer[] = [
      { questionId: 9, answeredAt: at(0), correct: true },
      { questionId: 1, answeredAt: at(5), correct: false },
      { questionId: 3, answeredAt: at(1), correct: true },
      // same moment: question 2 before question 4
      { questionId: 4, answeredAt: at(7), correct: false },
      { questionId: 2, answeredAt: at(7), correct: true },
    ];
    // order 9 ✓, 3 ✓ | 1 ✗, 2 ✓ | 4 ✗
    expect(sorted(blocksOfAnswers(rule, given))).toEqual(
      sorted([
        { answered: 2, correct: 2, blocks: 1 },
        { answered: 2, correct: 1, blocks: 1 },
        { answered: 1, correct: 0, blocks: 1 },
      ]),
    );
  });

  test('answers before the release day do not count; those from its midnight (UTC) do', () => {
    const rule = questions({ unitsPerCredit: 2, releasedOn: '2025-06-01' });
    const given: FirstAnswer[] = [
      { questionId: 1, answeredAt: new Date('2025-05-31T23:59:59.999Z'), correct: true },
      { questionId: 2, answeredAt: new Date('2025-06-01T00:00:00.000Z'), correct: true },
      { questionId: 3, answeredAt: new Date('2025-06-02T10:00:00.000Z'), correct: false },
    ];
    expect(blocksOfAnswers(rule, given)).toEqual([{ answered: 2, correct: 1, blocks: 1 }]);
    expect(releaseStart('2025-06-01').toISOString()).toBe('2025-06-01T00:00:00.000Z');
  });

  test('the results string the repository reads is cut the same way', () => {
    expect(firstAnswerResults('2025-01-01', answers('1101'))).toBe('1101');
    expect(blocksOfResults('', 10)).toEqual([]);
    expect(blocksOfResults('110', 10)).toEqual([{ answered: 3, correct: 2, blocks: 1 }]);
    expect(sorted(blocksOfResults('1100110000', 2))).toEqual(
      sorted([
        { answered: 2, correct: 2, blocks: 2 },
        { answered: 2, correct: 0, blocks: 3 },
      ]),
    );
  });

  test('no answers, no blocks', () => {
    expect(blocksOfAnswers(questions(), [])).toEqual([]);
    expect(earnedBy(questions(), [])).toEqual({
      unitsDone: 0,
      blocksPassed: 0,
      blocksFailed: 0,
      earnedQuarters: 0,
      next: { unitsDone: 0, unitsPerCredit: 10, blockPercentCorrect: null, passingPercent: 50 },
    });
  });
});

describe('questions: a credit per passed block of N first answers', () => {
  test('a block passes when its share correct reaches the passing percent, exactly included', () => {
    expect(blockPasses(5, 10, 50)).toBe(true);
    expect(blockPasses(4, 10, 50)).toBe(false);
    expect(blockPasses(7, 10, 70)).toBe(true);
    expect(blockPasses(2, 3, 67)).toBe(false); // 66.7 % < 67 %
    expect(blockPasses(2, 3, 66)).toBe(true);
    expect(blockPasses(0, 10, 0)).toBe(true);
    expect(blockPasses(9, 10, 100)).toBe(false);
  });

  test('each passed block earns a credit (4 quarters); a failed block earns nothing', () => {
    // 1111100000 passes (5/10), 1111000000 fails (4/10), 1111111111 passes
    const earning = earnedBy(questions(), answers('111110000011110000001111111111'));
    expect(earning).toMatchObject({
      unitsDone: 30,
      blocksPassed: 2,
      blocksFailed: 1,
      earnedQuarters: 8,
    });
    expect(earning.next).toEqual({
      unitsDone: 0,
      unitsPerCredit: 10,
      blockPercentCorrect: null,
      passingPercent: 50,
    });
  });

  test('the block under way shows its answers and share correct so far, and earns nothing yet', () => {
    const earning = earnedBy(questions(), answers('1111111111' + '1100000'));
    expect(earning.earnedQuarters).toBe(4);
    expect(earning.unitsDone).toBe(17);
    expect(earning.next).toEqual({
      unitsDone: 7,
      unitsPerCredit: 10,
      blockPercentCorrect: 29, // 2 of 7
      passingPercent: 50,
    });
  });

  test('a complete block is settled: later answers never undo it, they start the next block', () => {
    const rule = questions({ unitsPerCredit: 4 });
    const first = answers('1100');
    expect(earnedBy(rule, first).earnedQuarters).toBe(4);
    const later = [...first, ...answers('0000', 10, 100)];
    expect(earnedBy(rule, later)).toMatchObject({
      earnedQuarters: 4,
      blocksPassed: 1,
      blocksFailed: 1,
    });
  });

  test('earned credit stops at the maximum, even one that is not whole credits', () => {
    const perfect = answers('1'.repeat(50));
    expect(earnedBy(questions({ maxQuarters: 8 }), perfect)).toMatchObject({
      blocksPassed: 5,
      earnedQuarters: 8,
      next: null,
    });
    expect(earnedBy(questions({ maxQuarters: 7 }), perfect)).toMatchObject({
      earnedQuarters: 7,
      next: null,
    });
    // under the maximum the next credit is shown
    expect(earnedBy(questions({ maxQuarters: 24 }), perfect).next).not.toBeNull();
  });

  test('a 0 % rule passes every complete block; a 100 % rule only perfect ones', () => {
    const mixed = answers('0000000000' + '1111111111' + '1111111110');
    expect(earnedBy(questions({ passingPercent: 0 }), mixed).earnedQuarters).toBe(12);
    expect(earnedBy(questions({ passingPercent: 100 }), mixed)).toMatchObject({
      earnedQuarters: 4,
      blocksFailed: 2,
    });
  });

  test('one question per credit: every right first answer is a credit', () => {
    const earning = earnedBy(questions({ unitsPerCredit: 1 }), answers('1101'));
    expect(earning).toMatchObject({ earnedQuarters: 12, blocksFailed: 1 });
    expect(earning.next?.unitsDone).toBe(0);
  });

  test('the tallies may come in any order (the database groups them)', () => {
    const rule = questions();
    const blocks: BlockTally[] = [
      { answered: 3, correct: 3, blocks: 1 },
      { answered: 10, correct: 2, blocks: 2 },
      { answered: 10, correct: 9, blocks: 3 },
    ];
    expect(earningOf(rule, { kind: 'questions', blocks })).toEqual({
      unitsDone: 53,
      blocksPassed: 3,
      blocksFailed: 2,
      earnedQuarters: 12,
      next: { unitsDone: 3, unitsPerCredit: 10, blockPercentCorrect: 100, passingPercent: 50 },
    });
  });
});

describe('book chapters and course lessons', () => {
  const book = {
    chapters: [
      { sections: [{ id: 'a1' }, { id: 'a2' }] },
      { sections: [{ id: 'b1' }] },
      { sections: [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }] },
      { sections: [] },
    ],
  };

  test('a chapter counts when every one of its sections was read', () => {
    expect(chaptersRead(book, new Set())).toBe(0);
    expect(chaptersRead(book, new Set(['a1', 'b1', 'c1', 'c2']))).toBe(1);
    expect(chaptersRead(book, new Set(['a1', 'a2', 'b1', 'c1', 'c2', 'c3']))).toBe(3);
    // sections of other books, or removed ones, change nothing
    expect(chaptersRead(book, new Set(['a1', 'a2', 'zz']))).toBe(1);
  });

  test('a credit per N chapters, the next credit counting the chapters since', () => {
    expect(earningOf(chapters(), { kind: 'book_chapters', chaptersRead: 3 })).toEqual({
      unitsDone: 3,
      blocksPassed: 0,
      blocksFailed: 0,
      earnedQuarters: 12,
      next: { unitsDone: 0, unitsPerCredit: 1, blockPercentCorrect: null, passingPercent: null },
    });
    expect(
      earningOf(chapters({ unitsPerCredit: 2 }), { kind: 'book_chapters', chaptersRead: 5 }),
    ).toMatchObject({ earnedQuarters: 8, next: { unitsDone: 1, unitsPerCredit: 2 } });
    expect(
      earningOf(chapters({ maxQuarters: 6 }), { kind: 'book_chapters', chaptersRead: 5 }),
    ).toMatchObject({ earnedQuarters: 6, next: null });
  });

  test('lessons count one by one; until courses come (issue 29) there are none', () => {
    const lessons = chapters({ kind: 'course_lessons', unitsPerCredit: 2 });
    expect(earningOf(lessons, { kind: 'course_lessons', lessonsCompleted: 0 })).toMatchObject({
      earnedQuarters: 0,
      next: { unitsDone: 0, unitsPerCredit: 2 },
    });
    expect(earningOf(lessons, { kind: 'course_lessons', lessonsCompleted: 5 }).earnedQuarters).toBe(
      8,
    );
  });

  test('work of another kind than the rule counts for nothing', () => {
    expect(earningOf(chapters(), { kind: 'course_lessons', lessonsCompleted: 9 })).toMatchObject({
      unitsDone: 0,
      earnedQuarters: 0,
    });
    expect(earningOf(questions(), { kind: 'book_chapters', chaptersRead: 9 }).earnedQuarters).toBe(
      0,
    );
  });
});

describe('claims', () => {
  const claim = (from: number, to: number) => ({
    coveredFromQuarters: from,
    coveredToQuarters: to,
  });

  test('claimable credit is the earned credit claims have not covered', () => {
    expect(claimableQuarters(12, [])).toBe(12);
    expect(coveredQuarters([claim(0, 8), claim(8, 10)])).toBe(10);
    expect(claimableQuarters(12, [claim(0, 8), claim(8, 10)])).toBe(2);
    expect(claimableQuarters(10, [claim(0, 8), claim(8, 10)])).toBe(0);
  });

  test('never below nothing: a history reset that lowered earned credit leaves claims as they were', () => {
    expect(claimableQuarters(4, [claim(0, 8)])).toBe(0);
    expect(claimableQuarters(12, [claim(0, 8)])).toBe(4);
  });

  test('MOC points are the claimed credit at the ratio, in whole quarters, rounded down', () => {
    expect(mocPointsQuarters(8, 100)).toBe(8);
    expect(mocPointsQuarters(7, 50)).toBe(3);
    expect(mocPointsQuarters(1, 50)).toBe(0);
    expect(mocPointsQuarters(3, 150)).toBe(4);
  });
});

describe('the rule in words and when claims are taken', () => {
  test('reads like a sentence', () => {
    expect(ruleInWords(questions())).toBe(
      '1 credit per 10 questions answered for the first time, 50% correct',
    );
    expect(ruleInWords(questions({ unitsPerCredit: 1, passingPercent: 0 }))).toBe(
      '1 credit per question answered for the first time',
    );
    expect(ruleInWords(chapters())).toBe('1 credit per chapter read');
    expect(ruleInWords(chapters({ kind: 'course_lessons', unitsPerCredit: 3 }))).toBe(
      '1 credit per 3 lessons completed',
    );
  });

  test('an activity takes claims while active, from its release to its expiry day (UTC)', () => {
    const activity = { active: true, releasedOn: '2025-01-01', expiresOn: '2026-12-31' };
    expect(isOpen(activity, new Date('2025-06-01T12:00:00Z'))).toBe(true);
    expect(isOpen(activity, new Date('2026-12-31T23:59:59Z'))).toBe(true);
    expect(isOpen(activity, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isOpen(activity, new Date('2024-12-31T23:59:59Z'))).toBe(false);
    expect(isOpen({ ...activity, active: false }, new Date('2025-06-01T12:00:00Z'))).toBe(false);
  });
});
