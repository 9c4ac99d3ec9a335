import { describe, expect, test } from 'vitest';
import { withoutSupersededTrials } from '../products/service';
import { trialStanding, trialWindow } from './service';

const DAY = 86_400_000;

describe('free-trial rules', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const holding = (isTrial: boolean, startsAt: Date, endsAt: Date, userProductId = 1) => ({
    productId: 9,
    userProductId,
    isTrial,
    startsAt,
    endsAt,
  });

  test('no user product: the trial is available', () => {
    expect(trialStanding([], now)).toEqual({ status: 'available', holding: null });
  });

  test('a trial that ends after now is active; one that has ended is expired for good', () => {
    expect(trialStanding([holding(true, at(-2), at(5))], now).status).toBe('active');
    expect(trialStanding([holding(true, at(-7), now)], now).status).toBe('expired');
    expect(trialStanding([holding(true, at(-30), at(-23))], now).status).toBe('expired');
  });

  test('owning the full product, current, coming or past, means no trial', () => {
    expect(trialStanding([holding(false, at(-60), at(300))], now).status).toBe('owned');
    expect(trialStanding([holding(false, at(10), at(300))], now).status).toBe('owned');
    expect(trialStanding([holding(false, at(-400), at(-35))], now).status).toBe('owned');
    const both = [holding(true, at(-30), at(-23), 1), holding(false, at(-20), at(300), 2)];
    expect(trialStanding(both, now)).toMatchObject({
      status: 'owned',
      holding: { userProductId: 2 },
    });
  });

  test('a trial runs from now for the configured number of days', () => {
    expect(trialWindow(now, 7)).toEqual({ startsAt: now, endsAt: at(7) });
    expect(trialWindow(now, 30).endsAt).toEqual(at(30));
  });

  test('a trial is superseded by the full product once that is usable or the trial has ended', () => {
    const row = (isTrial: boolean, startsAt: Date, endsAt: Date, code = 'IM-QA') => ({
      userProductId: isTrial ? 1 : 2,
      code,
      shortName: code,
      fullName: code,
      specialty: 'IM' as const,
      typeCode: 'qa',
      hasPersonalTrainer: true,
      startsAt,
      endsAt,
      isTrial,
    });
    const ids = (rows: ReturnType<typeof row>[]) =>
      withoutSupersededTrials(rows, now).map((r) => r.userProductId);
    // bought during the trial: only the full product
    expect(ids([row(true, at(-2), at(5)), row(false, at(-1), at(365))])).toEqual([2]);
    // bought after the trial ended
    expect(ids([row(true, at(-30), at(-23)), row(false, at(-1), at(365))])).toEqual([2]);
    // the full product starts later: the running trial stays usable meanwhile
    expect(ids([row(true, at(-2), at(5)), row(false, at(10), at(375))])).toEqual([1, 2]);
    // another product's full ownership does not hide this trial
    expect(ids([row(true, at(-2), at(5)), row(false, at(-1), at(365), 'IM-BOOK')])).toEqual([1, 2]);
  });
});
