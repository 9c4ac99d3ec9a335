/**
 * The pure rules of a self-assessment (decision 0904): block clocks, the score, the percentile
 * and the pass-likelihood estimate. No database, so each is unit-tested by hand-computed values.
 */

/** Log-odds of passing per percentage point above the passing standard (decision 0904). */
export const PASS_LOGISTIC_SLOPE = 0.2;

/**
 * The estimated probability of passing: a logistic curve on the percent score, centred on the
 * form's passing standard (50% there), 0.2 log-odds per point: +5 points ≈ 73%, +10 ≈ 88%,
 * −10 ≈ 12%. An estimate from one short form, not a prediction of a board result.
 */
export function passLikelihood(scorePercent: number, passingPercent: number): number {
  return 1 / (1 + Math.exp(-PASS_LOGISTIC_SLOPE * (scorePercent - passingPercent)));
}

/** The percent score to one decimal. */
export function scorePercent(correctCount: number, questionCount: number): number {
  return questionCount === 0 ? 0 : Math.round((1000 * correctCount) / questionCount) / 10;
}

/**
 * The percentile rank among takers of the form: 100 × (lower + ½ × equal) / N, where the group is
 * every other taker's first completed attempt plus this one (so equal counts this one), rounded.
 */
export function percentileRank(correctCount: number, otherTakers: number[]): number {
  const lower = otherTakers.filter((c) => c < correctCount).length;
  const equal = otherTakers.filter((c) => c === correctCount).length + 1;
  return Math.round((100 * (lower + 0.5 * equal)) / (otherTakers.length + 1));
}

export interface BlockTiming {
  timeLimitSeconds: number;
}
export interface AttemptTiming {
  status: 'inProgress' | 'completed';
  currentBlock: number;
  blockStartedAt: Date | null;
  blockSeconds: number[];
}
export interface BlockClock {
  state: 'notStarted' | 'running' | 'ended';
  secondsUsed: number;
  /** the current block ran out of time but nothing has recorded that yet */
  expired: boolean;
}

/**
 * Each block's state now. The clock of the current block runs on the server from its start, so a
 * reload or a closed tab does not stop it; once its limit is reached the block counts as ended.
 */
export function blockClocks(
  attempt: AttemptTiming,
  blocks: BlockTiming[],
  now: Date,
): BlockClock[] {
  return blocks.map((block, i) => {
    const n = i + 1;
    const recorded = attempt.blockSeconds[i] ?? 0;
    if (attempt.status === 'completed' || n < attempt.currentBlock) {
      return { state: 'ended', secondsUsed: recorded, expired: false };
    }
    if (n > attempt.currentBlock || attempt.blockStartedAt === null) {
      return { state: 'notStarted', secondsUsed: 0, expired: false };
    }
    const used = Math.max(0, Math.floor((now.getTime() - attempt.blockStartedAt.getTime()) / 1000));
    if (used >= block.timeLimitSeconds) {
      return { state: 'ended', secondsUsed: block.timeLimitSeconds, expired: true };
    }
    return { state: 'running', secondsUsed: used, expired: false };
  });
}
