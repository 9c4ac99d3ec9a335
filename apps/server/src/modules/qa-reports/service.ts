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

/** How long a bank's topic totals are reused: they change only when content is imported or retired. */
const TOTALS_TTL_MS = 60_000;

export function qaReportService(db: Database) {
  const repo = qaReportRepository(db);
  // Published questions per topic, the one figure that reads the whole bank: kept per bank for a
  // minute (per app instance), so a report reads only the learner's own rows.
  const totalsCache = new Map<number, { at: number; totals: Promise<Map<number, number>> }>();
  function topicTotals(bankId: number, now: number) {
    const hit = totalsCache.get(bankId);
    if (hit && now - hit.at < TOTALS_TTL_MS) return hit.totals;
    const totals = repo
      .topicTotals(bankId)
      .then((rows) => new Map(rows.map((r) => [r.topicId, r.total])));
    totals.catch(() => totalsCache.delete(bankId));
    totalsCache.set(bankId, { at: now, totals });
    return totals;
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
      const total = repo.publishedCount(product.bankId);
      const tally = Promise.all([report, total]).then(([r, n]) => ({ ...r.overall, total: n }));
      const [tallies, summary, bankTitle, topics, totals] = await Promise.all([
        report,
        summaryOf(accountId, product, tally),
        repo.bankTitle(product.bankId),
        repo.topLevelTopics(product.bankId),
        topicTotals(product.bankId, now.getTime()),
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
            totalQuestions: totals.get(topic.id) ?? 0,
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
