import { describe, expect, test } from 'vitest';
import {
  clockSeconds,
  formatClock,
  formatDuration,
  isTimeUp,
  pausedClockText,
  secondsLeft,
} from './session-clock';

describe('the session clock', () => {
  test('counts down when timed, up otherwise, and never below zero', () => {
    expect(clockSeconds(600, 75)).toBe(525);
    expect(clockSeconds(600, 900)).toBe(0);
    expect(clockSeconds(null, 75)).toBe(75);
    expect(isTimeUp(600, 600)).toBe(true);
    expect(isTimeUp(600, 599)).toBe(false);
    expect(isTimeUp(null, 10_000)).toBe(false);
  });

  test('reads as m:ss or h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(1800)).toBe('30 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });

  test('the paused screen says the figure the clock shows (issue 22)', () => {
    expect(pausedClockText(660, 46)).toBe('The clock is stopped with 10:14 left.');
    expect(pausedClockText(null, 62)).toBe('The clock is stopped at 1:02.');
  });

  test('a countdown the server stated never reads more than stated, nor below zero', () => {
    const statedAt = 1_000_000;
    // read before the statement arrived: a 15-minute block showed 15:01
    expect(secondsLeft(900, statedAt, statedAt - 600)).toBe(900);
    expect(formatClock(secondsLeft(900, statedAt, statedAt - 600))).toBe('15:00');
    expect(secondsLeft(900, statedAt, statedAt + 1_500)).toBe(899);
    expect(secondsLeft(900, statedAt, statedAt + 1_000_000)).toBe(0);
  });
});
