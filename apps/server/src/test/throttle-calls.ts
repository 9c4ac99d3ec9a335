import { authEndpoints } from '@boardready/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { ThrottlePolicy } from '../modules/auth/throttle';
import { JSON_HEADERS, type TestApp } from './test-app';

/** The sign-in throttle tests' fast policy, their sign-in call and what a lock answers. */
export const LOGIN = authEndpoints.login.path;

/** Locks after 3 failures for 1.5 s (the tests move the clock past it rather than wait). */
export const FAST_LOCK: ThrottlePolicy = {
  windowMs: 60_000,
  maxFailures: 3,
  lockMs: 1500,
  slowAfter: 1,
  delayStepMs: 10,
  maxDelayMs: 50,
};

/** Moves the clock the server reads past the lock, instead of waiting it out. */
export function passTheLock() {
  vi.setSystemTime(Date.now() + FAST_LOCK.lockMs + 100);
}

export function login(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: JSON_HEADERS,
    payload: { email, password },
    remoteAddress,
  });
}

export function expectLocked(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(
    /Too many failed sign-in attempts\. Try again in \d+ seconds?/,
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(2);
  expect(response.cookies).toEqual([]);
}

export function expectLockedFor15Minutes(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.message).toBe(
    'Too many failed sign-in attempts. Try again in 15 minutes, or reset your password.',
  );
}
