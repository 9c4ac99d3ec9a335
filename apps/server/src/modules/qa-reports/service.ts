import {
  EXAM_PACE_SECONDS,
  MAX_TREND_WEEKS,
  type QaPerformanceReport,
  type QaProgressSummary,
} from '@boardready/contracts';
import { percentCorrect } from '@boardready/contracts/learner-figures';
import type { Database } from '../../db/client';
import { qaProductFor } from '../qa/session-access';
import { type Overall, qaReportRepository } from './repository';

/** Midpoint percentile rank: peers below, plus half of those tied, over all peers (0–100). */
export function percentileRank(below: number, equal: number, peers: number): number | null {
  return peers > 0 ? Math.round(((below + equal / 2) / peers) * 100) : null;
}

/** How long a bank's counts are reused: they change only when content is imported or retired. */
const BANK_COUNTS_TTL_MS = 60_000;

interface BankCounts {
  /** published questions of the bank */
  published: number;
  /** published questions per top-level topic */
  byTopic: Map<number, number>;
}

export function qaReportService(db: Database) {
  const repo = qaReportRepository(db);
  // The bank's published questions, in all and per topic: the figures that read the whole bank,
  // kept per bank for a minute (per app instance), so a report reads only the learner's own rows.
  const bankCountsCache = new Map<number, { at: number; counts: Promise<BankCounts> }>();
  function bankCounts(bankId: number, now: number) {
    const hit = bankCountsCache.get(bankId);
    if (hit && now - hit.at < BANK_COUNTS_TTL_MS) return hit.counts;
    const counts = Promise.all([repo.publishedCount(bankId), repo.topicTotals(bankId)]).then(
      ([published, rows]) => ({
        published,
        byTopic: new Map(rows.map((r) => [r.topicId, r.total])),
      }),
    );
    counts.catch(() => bankCountsCache.delete(bankId));
    bankCountsCache.set(bankId, { at: now, counts });
    return counts;
  }

  async function summaryOf(
    accountId: number,
    product: { userProductId: number; bankId: number },
    /** the tally when the report's statement already made it */
    tally?: Promise<Overall>,
  ): Promise<QaProgressSummary> {
    const [overall, standing, pace] = await Promise.all([
      tally ?? repo.overall(accountId, product.bankId),
      repo.standing(accountId, product.bankId),
      repo.pace(accountId, product.userProductId),
    ]);
    // Without answers of one's own there is no rank, but the peers still exist.
    const peerCount =
      standing.ranked > 0 ? standing.peers : await repo.peerCount(accountId, product.bankId);
    const last = overall.lastAnsweredAt;
    return {
      userProductId: product.userProductId,
      totalQuestions: overall.total,
      answeredQuestions: overall.answered,
      correctQuestions: overall.correct,
      scorePercent: percentCorrect(overall.correct, overall.answered),
      peerScorePercent: percentCorrect(overall.peerCorrect, overall.peerAnswered),
      percentile: percentileRank(standing.below, standing.equal, standing.peers),
      peerCount,
      averageSecondsPerQuestion:
        pace.answered > 0 ? Math.round((pace.seconds / pace.answered) * 10) / 10 : null,
      examPaceSeconds: EXAM_PACE_SECONDS,
      lastAnsweredAt: last === null ? null : new Date(last).toISOString(),
    };
  }

  return {
    async progressSummary(accountId: number, userProductId: number, now = new Date()) {
      // Spec §7 watches this call: sessions holding a retired question are pruned first (422).
      return summaryOf(accountId, await qaProductFor(db, accountId, userProductId, now, true));
    },

    async performanceReport(
      accountId: number,
      userProductId: number,
      now = new Date(),
    ): Promise<QaPerformanceReport> {
      const product = await qaProductFor(db, accountId, userProductId, now);
      // One statement for the tallies (the summary's among them); rank and pace run beside it.
      const report = repo.report(accountId, product.bankId, MAX_TREND_WEEKS);
      const counts = bankCounts(product.bankId, now.getTime());
      const tally = Promise.all([report, counts]).then(([r, c]) => ({
        ...r.overall,
        total: c.published,
      }));
      const [tallies, summary, bankTitle, topics, { byTopic }] = await Promise.all([
        report,
        summaryOf(accountId, product, tally),
        repo.bankTitle(product.bankId),
        repo.topLevelTopics(product.bankId),
        counts,
      ]);
      const trend = tallies.trend;
      const byId = new Map(tallies.topics.map((t) => [t.topicId, t]));
      return {
        summary,
        bankTitle,
        topics: topics.map((topic) => {
          const t = byId.get(topic.id);
          return {
            topicId: topic.id,
            name: topic.name,
            totalQuestions: byTopic.get(topic.id) ?? 0,
            answeredQuestions: t?.answered ?? 0,
            correctQuestions: t?.correct ?? 0,
            scorePercent: percentCorrect(t?.correct ?? 0, t?.answered ?? 0),
            peerScorePercent: percentCorrect(t?.peerCorrect ?? 0, t?.peerAnswered ?? 0),
          };
        }),
        trend: trend.map((w) => ({
          weekStart: w.weekStart,
          answeredQuestions: w.answered,
          correctQuestions: w.correct,
          scorePercent: percentCorrect(w.correct, w.answered) ?? 0,
        })),
      };
    },

    async reset(accountId: number, userProductId: number, now = new Date()) {
      const product = await qaProductFor(db, accountId, userProductId, now);
      await repo.reset(accountId, product.bankId, now);
      return summaryOf(accountId, product);
    },
  };
}
