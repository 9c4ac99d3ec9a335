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

/** A completed attempt's score: right answers of the questions scored (decision 0905). */
export interface TakerScore {
  correct: number;
  scored: number;
}

/** −1, 0 or 1 as a's score is below, equal to or above b's, compared as exact fractions. */
function compareScores(a: TakerScore, b: TakerScore): number {
  return Math.sign(a.correct * Math.max(b.scored, 1) - b.correct * Math.max(a.scored, 1));
}

/**
 * The percentile rank among takers of the form: 100 × (lower + ½ × equal) / N, where the group is
 * every other taker's first completed attempt plus this one (so equal counts this one), rounded.
 * Scores are compared as fractions: attempts scored before and after a question was withdrawn
 * have different numbers of scored questions.
 */
export function percentileRank(mine: TakerScore, otherTakers: TakerScore[]): number {
  const lower = otherTakers.filter((other) => compareScores(other, mine) < 0).length;
  const equal = otherTakers.filter((other) => compareScores(other, mine) === 0).length + 1;
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
