import { describe, expect, test } from 'vitest';
import { boardIdentifierGaps, MOC_DEADLINE_WARNING_DAYS, mocDeadlinesNear } from './cme-rules';

describe('mocDeadlinesNear: the year-end reporting deadlines staff and learners are warned of', () => {
  test('nothing before the warning days; both boards from 45 days before December 31', () => {
    expect(mocDeadlinesNear(new Date('2026-11-15T12:00:00Z'))).toEqual([]);
    const near = mocDeadlinesNear(new Date('2026-11-16T00:00:00Z'));
    expect(near).toEqual([
      { board: 'ABIM', year: 2026, deadline: '2026-12-31', claimBy: '2026-12-17', daysLeft: 45 },
      { board: 'ABP', year: 2026, deadline: '2026-12-31', claimBy: '2026-12-17', daysLeft: 45 },
    ]);
    expect(near[0]!.daysLeft).toBe(MOC_DEADLINE_WARNING_DAYS);
  });

  test('counted in whole UTC days: the last day is 0 left, the new year starts over', () => {
    expect(mocDeadlinesNear(new Date('2026-12-31T23:59:00Z'))[0]?.daysLeft).toBe(0);
    expect(mocDeadlinesNear(new Date('2026-12-30T00:00:01Z'))[0]?.daysLeft).toBe(1);
    expect(mocDeadlinesNear(new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('boardIdentifierGaps: what reporting to a board still needs', () => {
  const complete = { abimNumber: '204817', abpNumber: null, birthMonth: 3, birthDay: 14 };

  test('complete for the board whose ID is there', () => {
    expect(boardIdentifierGaps('ABIM', complete)).toEqual([]);
    expect(boardIdentifierGaps('ABP', complete)).toEqual(['the ABP ID']);
  });

  test('nothing entered: everything named', () => {
    expect(boardIdentifierGaps('ABIM', null)).toEqual([
      'the ABIM ID',
      'the birth month',
      'the birth day',
    ]);
  });

  test('malformed: an ID not of six digits, a day the month does not have', () => {
    expect(boardIdentifierGaps('ABIM', { ...complete, abimNumber: '20481' })).toEqual([
      'an ABIM ID of 6 digits',
    ]);
    expect(boardIdentifierGaps('ABIM', { ...complete, birthMonth: 4, birthDay: 31 })).toEqual([
      'the birth day',
    ]);
    expect(boardIdentifierGaps('ABIM', { ...complete, birthMonth: 2, birthDay: 29 })).toEqual([]);
    expect(boardIdentifierGaps('ABIM', { ...complete, birthMonth: 13 })).toEqual([
      'the birth month',
    ]);
  });
});
