import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { checkEveryMs } from './schedule';

describe('the item statistics schedule (decision 1302)', () => {
  test('ITEM_STATISTICS_REFRESH_MINUTES: hourly by default, 0 = only on request, bad values stop', () => {
    expect(loadConfig({}).itemStatisticsRefreshMinutes).toBe(60);
    expect(loadConfig({ ITEM_STATISTICS_REFRESH_MINUTES: '15' }).itemStatisticsRefreshMinutes).toBe(
      15,
    );
    expect(
      loadConfig({ ITEM_STATISTICS_REFRESH_MINUTES: '0' }).itemStatisticsRefreshMinutes,
    ).toBeNull();
    for (const bad of ['-1', '1.5', 'hourly', '20000'])
      expect(() => loadConfig({ ITEM_STATISTICS_REFRESH_MINUTES: bad })).toThrow(
        /ITEM_STATISTICS_REFRESH_MINUTES/,
      );
  });

  test('banks come due are looked for every quarter of the period, from a minute to an hour', () => {
    expect(checkEveryMs(60)).toBe(15 * 60_000);
    expect(checkEveryMs(2)).toBe(60_000);
    expect(checkEveryMs(24 * 60)).toBe(60 * 60_000);
  });
});
