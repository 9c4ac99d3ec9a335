import { describe, expect, test } from 'vitest';
import {
  assignmentsText,
  daysAgoText,
  differencePoints,
  ordinal,
  percentileText,
  pointsText,
  readinessText,
  weeksText,
} from './dashboard-figures';
import {
  dashboardQueryOf,
  filtersFrom,
  itemsQueryOf,
  searchFrom,
  withChange,
} from './dashboard-filters';

const NOW = new Date('2025-03-20T12:00:00Z');

describe("the dashboard's address", () => {
  test('reads its filters and ignores what it cannot read', () => {
    const filters = filtersFrom(
      new URLSearchParams('program=4&bank=2&group=7&pgy=3&risk=1&topic=9&page=2'),
    );
    expect(filters).toEqual({
      organizationId: 4,
      bankId: 2,
      groupId: 7,
      pgy: 3,
      atRiskOnly: true,
      topicId: 9,
      page: 2,
    });
    expect(filtersFrom(new URLSearchParams('program=x&pgy=9&group=07&page=0'))).toEqual({
      organizationId: null,
      bankId: null,
      groupId: null,
      pgy: null,
      atRiskOnly: false,
      topicId: null,
      page: 1,
    });
  });

  test('writes only what differs from the defaults, and reads back the same', () => {
    const filters = filtersFrom(new URLSearchParams('group=7&risk=1'));
    expect(searchFrom(filters).toString()).toBe('group=7&risk=1');
    expect(filtersFrom(searchFrom(filters))).toEqual(filters);
  });

  test('another program clears its groups, bank and topic; any change but the page goes to page one', () => {
    const filters = filtersFrom(new URLSearchParams('program=4&bank=2&group=7&topic=9&page=3'));
    expect(withChange(filters, { organizationId: 5 })).toMatchObject({
      organizationId: 5,
      bankId: null,
      groupId: null,
      topicId: null,
      page: 1,
    });
    expect(withChange(filters, { bankId: 3 })).toMatchObject({ groupId: 7, topicId: null });
    expect(withChange(filters, { page: 4 }).page).toBe(4);
  });

  test("the calls' queries carry the server's filters only", () => {
    const filters = filtersFrom(new URLSearchParams('program=4&pgy=2&risk=1&topic=9&page=2'));
    expect(dashboardQueryOf(filters)).toEqual({ organizationId: 4, pgy: 2 });
    expect(itemsQueryOf(filters)).toEqual({ organizationId: 4, pgy: 2, topicId: 9, page: 2 });
  });
});

describe("the dashboard's wording", () => {
  test('days since the last study', () => {
    expect(daysAgoText(null, NOW)).toBe('never');
    expect(daysAgoText('2025-03-20T08:00:00Z', NOW)).toBe('today');
    expect(daysAgoText('2025-03-19T08:00:00Z', NOW)).toBe('yesterday');
    expect(daysAgoText('2025-03-01T12:00:00Z', NOW)).toBe('19 days ago');
  });

  test('assignments done, late and overdue', () => {
    const tally = { assigned: 3, completed: 2, completedLate: 1, overdue: 1, open: 0, dueSoFar: 3 };
    expect(assignmentsText(tally)).toEqual({ done: '2 of 3 done', detail: '1 late, 1 overdue' });
    expect(
      assignmentsText({ ...tally, assigned: 0, completed: 0, completedLate: 0, overdue: 0 }),
    ).toEqual({
      done: 'none given',
      detail: '',
    });
  });

  test('readiness beside its pass mark', () => {
    expect(readinessText(null)).toBe('no plan');
    const readiness = {
      day: '2025-03-19',
      scorePercent: 71.6,
      lowPercent: 65,
      highPercent: 78,
      passingPercent: 66,
      examName: 'ABIM',
    };
    expect(readinessText(readiness)).toBe('72% (pass 66%)');
    expect(readinessText({ ...readiness, passingPercent: null })).toBe('72%');
  });

  test('percentiles, points and weeks', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 80, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '80th',
      '100th',
    ]);
    expect(percentileText(null)).toBe('—');
    expect(percentileText(80)).toBe('80th percentile');
    expect(pointsText(-45)).toBe('−45 points');
    expect(pointsText(4.2)).toBe('+4.2 points');
    expect(pointsText(1)).toBe('+1 point');
    expect(pointsText(0)).toBe('0 points');
    expect(pointsText(null)).toBe('—');
    expect(differencePoints(71.3, 64.8)).toBe(6.5);
    expect(differencePoints(null, 64.8)).toBeNull();
    expect(weeksText([0, 2, 0, 3])).toBe('3 this week, 5 in 4 weeks');
  });
});
