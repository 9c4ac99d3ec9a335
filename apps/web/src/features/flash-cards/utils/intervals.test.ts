import { describe, expect, test } from 'vitest';
import { formatInterval, spokenInterval } from './intervals';

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('formatInterval (Anki answer-button style)', () => {
  test.each([
    [0, '0s'],
    [-5, '0s'],
    [30, '30s'],
    [59.6, '1m'],
    [MIN, '1m'],
    [10 * MIN, '10m'],
    [59 * MIN, '59m'],
    [HOUR, '1h'],
    [1.5 * HOUR, '1.5h'],
    [23.97 * HOUR, '1d'],
    [DAY, '1d'],
    [3.5 * DAY, '4d'],
    [12 * DAY, '12d'],
    [30 * DAY, '30d'],
    [31 * DAY, '1mo'],
    [45 * DAY, '1.5mo'],
    [200 * DAY, '6.6mo'],
    [365 * DAY, '1y'],
    [500 * DAY, '1.4y'],
    [3650 * DAY, '10y'],
  ])('%s seconds read %s', (seconds, shown) => {
    expect(formatInterval(seconds)).toBe(shown);
  });
});

describe('spokenInterval', () => {
  test('says the unit in words, singular for one', () => {
    expect(spokenInterval(MIN)).toBe('in 1 minute');
    expect(spokenInterval(10 * MIN)).toBe('in 10 minutes');
    expect(spokenInterval(1.5 * HOUR)).toBe('in 1.5 hours');
    expect(spokenInterval(45 * DAY)).toBe('in 1.5 months');
  });
});
