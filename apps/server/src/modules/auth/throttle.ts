/** A throttle's limits (the counters themselves: throttle-repository.ts). */
export interface ThrottlePolicy {
  /** attempts counted within this window */
  windowMs: number;
  /** failed attempts after which the key is locked */
  maxFailures: number;
  lockMs: number;
  /** failures before answers start to slow down */
  slowAfter: number;
  /** extra delay per failure beyond slowAfter, capped at maxDelayMs */
  delayStepMs: number;
  maxDelayMs: number;
}

export interface Attempt {
  /** > 0: the key is locked, and this attempt must not be judged */
  lockedForMs: number;
  /** this attempt's number in the window (1 = the first) */
  number: number;
}

export function delayFor(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.slowAfter) return 0;
  return Math.min(policy.maxDelayMs, (failures - policy.slowAfter) * policy.delayStepMs);
}
