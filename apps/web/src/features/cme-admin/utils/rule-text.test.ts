import { describe, expect, test } from 'vitest';
import { birthText, creditsText, deadlineSentences, mocText, ruleSentence } from './rule-text';

describe('the rule in words', () => {
  test('credits in quarters: whole credits plainly, the rest in decimals', () => {
    expect(creditsText(4)).toBe('1 credit');
    expect(creditsText(7)).toBe('1.75 credits');
    expect(creditsText(120)).toBe('30 credits');
    expect(creditsText(2)).toBe('0.5 credits');
    expect(creditsText(50)).toBe('12.5 credits');
  });

  test('each kind of work, with the passing share of a questions rule', () => {
    expect(ruleSentence({ kind: 'questions', unitsPerCredit: 20, passingPercent: 50 })).toBe(
      '1 credit per 20 questions answered for the first time, 50% correct',
    );
    expect(ruleSentence({ kind: 'book_chapters', unitsPerCredit: 1, passingPercent: null })).toBe(
      '1 credit per 1 chapter read',
    );
    expect(ruleSentence({ kind: 'course_lessons', unitsPerCredit: 3, passingPercent: null })).toBe(
      '1 credit per 3 lessons completed',
    );
  });

  test('MOC points per board, or none', () => {
    expect(mocText({ abimRatioPercent: 100, abpRatioPercent: null })).toBe('ABIM 100%');
    expect(mocText({ abimRatioPercent: 50, abpRatioPercent: 100 })).toBe('ABIM 50% · ABP 100%');
    expect(mocText({ abimRatioPercent: null, abpRatioPercent: null })).toBe('No MOC points');
  });

  test('a birth month and day as PARS takes them', () => {
    expect(birthText(3, 4)).toBe('03/04');
  });

  test('the deadline warning: one sentence for boards sharing a deadline', () => {
    const d = { year: 2026, deadline: '2026-12-31', claimBy: '2026-12-17', daysLeft: 32 };
    expect(
      deadlineSentences([
        { board: 'ABIM', ...d },
        { board: 'ABP', ...d },
      ]),
    ).toEqual([
      'ABIM and ABP take 2026 completions until December 31, 2026 (32 days left). Learners are asked to claim by December 17, 2026: export the queued reports and upload them to PARS before the deadline.',
    ]);
    expect(deadlineSentences([{ board: 'ABIM', ...d, daysLeft: 0 }])[0]).toContain(
      'ABIM takes 2026 completions until December 31, 2026 (today is the last day)',
    );
  });
});
