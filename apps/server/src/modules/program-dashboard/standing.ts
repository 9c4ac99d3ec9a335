import { percentCorrect } from '@boardready/contracts/learner-figures';
import {
  MIN_PEERS_FOR_PERCENTILE,
  MIN_TOPIC_ANSWERS,
} from '@boardready/contracts/program-dashboard-rules';
import { percentileRank } from '../qa-reports/service';

/**
 * A learner's standing among peers (decision 1403), pure: shares are compared exactly
 * (cross-multiplied, never rounded percents), the percentile is decision 0903's midpoint rank,
 * and it is given only when it says something without telling one peer's figure.
 */

export interface Tally {
  answered: number;
  correct: number;
}

export interface Rank {
  /** peers ranked: those with at least MIN_TOPIC_ANSWERS answers */
  peers: number;
  below: number;
  equal: number;
}

/** How `mine` ranks among `peers` (the caller left out of them), peers with too few answers left out. */
export function rankAmong(mine: Tally, peers: readonly Tally[]): Rank {
  const rank: Rank = { peers: 0, below: 0, equal: 0 };
  for (const peer of peers) {
    if (peer.answered < MIN_TOPIC_ANSWERS) continue;
    rank.peers++;
    // peer.correct / peer.answered against mine.correct / mine.answered, without division
    const theirs = peer.correct * mine.answered;
    const ours = mine.correct * peer.answered;
    if (theirs < ours) rank.below++;
    else if (theirs === ours) rank.equal++;
  }
  return rank;
}

/**
 * The midpoint percentile rank (0–100), or null when it would say too little (fewer than
 * MIN_TOPIC_ANSWERS answers of one's own) or too much (fewer than MIN_PEERS_FOR_PERCENTILE peers).
 */
export function standingPercentile(mine: Tally, rank: Rank): number | null {
  if (mine.answered < MIN_TOPIC_ANSWERS || rank.peers < MIN_PEERS_FOR_PERCENTILE) return null;
  return percentileRank(rank.below, rank.equal, rank.peers);
}

/** The pooled share right of a set of learners, in percent with one decimal. */
export function pooledPercent(tallies: readonly Tally[]): number | null {
  let answered = 0;
  let correct = 0;
  for (const t of tallies) {
    answered += t.answered;
    correct += t.correct;
  }
  return percentCorrect(correct, answered);
}
