import type { FreeTrial, UserProduct } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { daysLeft, describeAccess, formatDate } from './access';
import { groupTrials, trialBadges } from './trials';

// Noon UTC keeps each date on the same calendar day in every time zone the tests may run in.
const now = new Date('2026-06-01T12:00:00Z');
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString();

const product = (overrides: Partial<UserProduct>): UserProduct => ({
  userProductId: 1,
  code: 'IM-QA',
  shortName: 'IM Q&A',
  fullName: 'Internal Medicine Board Review Q&A',
  specialty: 'IM',
  applicationType: 'qa',
  isUsable: true,
  availability: 'usable',
  startsAt: day(-60),
  endsAt: day(300),
  isTrial: false,
  hasPersonalTrainer: true,
  route: '/questions/IM/qa/1/overview',
  ...overrides,
});

describe('what the overview says about a product (decision 0501)', () => {
  test('[ROUTE-11] a usable full product: its dates, no badge, no reason', () => {
    expect(describeAccess(product({}), now, 'boardready.example')).toEqual({
      badges: [],
      period: `${formatDate(day(-60))} – ${formatDate(day(300))}`,
      reason: null,
    });
    expect(formatDate(day(0))).toBe('Jun 1, 2026');
  });

  test('a running trial: the trial badge and the days it has left', () => {
    const trial = product({ isTrial: true, startsAt: day(-2), endsAt: day(5) });
    expect(describeAccess(trial, now, 'x').badges).toEqual([
      { label: 'Free trial', tone: 'trial' },
      { label: '5 days left', tone: 'ending' },
    ]);
  });

  test('a full product shows its days left only in its last 30 days', () => {
    expect(describeAccess(product({ endsAt: day(30) }), now, 'x').badges).toEqual([
      { label: '30 days left', tone: 'ending' },
    ]);
    expect(describeAccess(product({ endsAt: day(31) }), now, 'x').badges).toEqual([]);
  });

  test('an expired product says when it ended and where to renew', () => {
    const expired = product({
      isUsable: false,
      availability: 'expired',
      startsAt: day(-400),
      endsAt: day(-35),
    });
    expect(describeAccess(expired, now, 'boardready.example')).toMatchObject({
      badges: [{ label: 'Expired', tone: 'expired' }],
      reason: 'Your access ended on Apr 27, 2026. Visit boardready.example to renew it.',
    });
  });

  test('an expired trial says so and where to buy the full product', () => {
    const trial = product({
      isTrial: true,
      isUsable: false,
      availability: 'expired',
      startsAt: day(-30),
      endsAt: day(-23),
    });
    expect(describeAccess(trial, now, 'boardready.example')).toMatchObject({
      badges: [
        { label: 'Free trial', tone: 'trial' },
        { label: 'Expired', tone: 'expired' },
      ],
      reason:
        'Your free trial ended on May 9, 2026. Visit boardready.example to buy the full product.',
    });
  });

  test('a product that has not started says when it starts', () => {
    const upcoming = product({
      isUsable: false,
      availability: 'notStarted',
      startsAt: day(21),
      endsAt: day(386),
    });
    expect(describeAccess(upcoming, now, 'x')).toMatchObject({
      badges: [{ label: 'Not started', tone: 'upcoming' }],
      reason: 'Your access starts on Jun 22, 2026.',
    });
  });

  test('days left count a started day as a day and never go below zero', () => {
    expect(daysLeft(day(1), now)).toBe(1);
    expect(daysLeft(new Date(now.getTime() + 3_600_000).toISOString(), now)).toBe(1);
    expect(daysLeft(day(-3), now)).toBe(0);
  });
});

describe('the free-trial catalogue per specialty', () => {
  const trial = (code: string, specialty: FreeTrial['specialty']): FreeTrial => ({
    productId: code.length,
    code,
    shortName: code,
    fullName: code,
    description: '',
    specialty,
    applicationType: 'qa',
    trialDays: 7,
    status: 'available',
    userProductId: null,
    endsAt: null,
    route: null,
  });

  test('[ROUTE-13] grouped IM, PEDS, MS with their names; a specialty without offers is left out', () => {
    const groups = groupTrials([
      trial('MS-QA', 'MS'),
      trial('IM-QA', 'IM'),
      trial('IM-BOOK', 'IM'),
    ]);
    expect(groups.map((g) => [g.title, g.trials.map((t) => t.code)])).toEqual([
      ['Internal Medicine', ['IM-QA', 'IM-BOOK']],
      ['Medical Students', ['MS-QA']],
    ]);
    expect(groupTrials([])).toEqual([]);
  });
});

describe('the badges of an offer', () => {
  const offer = (status: FreeTrial['status'], endsAt: string | null): FreeTrial => ({
    productId: 1,
    code: 'IM-QA',
    shortName: 'IM Q&A',
    fullName: 'IM Q&A',
    description: '',
    specialty: 'IM',
    applicationType: 'qa',
    trialDays: 7,
    status,
    userProductId: status === 'available' ? null : 5,
    endsAt,
    route: null,
  });

  test('running, used up, owned, available', () => {
    expect(trialBadges(offer('active', day(3)), now)).toEqual([
      { label: 'Free trial', tone: 'trial' },
      { label: '3 days left', tone: 'ending' },
    ]);
    expect(trialBadges(offer('expired', day(-3)), now)).toEqual([
      { label: 'Trial ended', tone: 'expired' },
    ]);
    expect(trialBadges(offer('owned', day(300)), now)).toEqual([
      { label: 'Owned', tone: 'ending' },
    ]);
    expect(trialBadges(offer('available', null), now)).toEqual([]);
  });
});
