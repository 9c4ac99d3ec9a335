import type {
  ItemStatistic,
  ItemStatisticBank,
  ItemStatisticBanks,
  ItemStatisticRun,
  ItemStatisticsPage,
  itemStatisticsQuery,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { DEFAULT_ITEM_STATISTIC_ORDER } from '@boardready/contracts/item-statistics-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { QaChoiceKey } from '../../db/schema';
import { audit } from '../audit/audit';
import { type BankRow, itemStatisticsRepository, type ListedRow, type RunRow } from './repository';
import { type ItemStatisticsRunner, RUN_LEASE_SECONDS } from './runner';

/** Figures go out rounded: three decimals say all a content manager reads. */
const round = (value: number | null, places = 3) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/** A run row marked running whose beat is older than the lease died with its process. */
function runOf(row: RunRow | null, now: Date): ItemStatisticRun {
  const running =
    row?.state === 'running' &&
    row.beatAt !== null &&
    now.getTime() - row.beatAt.getTime() < RUN_LEASE_SECONDS * 1000;
  return {
    computedAt: row?.computedAt?.toISOString() ?? null,
    durationMs: row?.durationMs ?? null,
    questions: row?.questions ?? null,
    needsReview: row?.needsReview ?? null,
    running,
    startedAt: running ? (row?.startedAt?.toISOString() ?? null) : null,
    lastRunFailed: row?.lastError != null,
  };
}

/** Each choice of the question as it is now, and any key answered once but gone since. */
function choicesOf(row: ListedRow): ItemStatistic['choices'] {
  const keys = [
    ...new Set([...row.choiceKeys, ...(Object.keys(row.choiceCounts) as QaChoiceKey[])]),
  ].sort();
  return keys.map((key) => {
    const count = row.choiceCounts[key] ?? 0;
    return {
      key,
      count,
      share: row.answered > 0 ? round(count / row.answered) : null,
      correct: key === row.correctKey,
    };
  });
}

export function itemStatisticsService(
  db: Database,
  options: {
    runner: ItemStatisticsRunner;
    refreshMinutes: number | null;
    /** runs work after the answer (app.defer) */
    defer(name: string, work: () => Promise<unknown>): void;
  },
) {
  const repo = itemStatisticsRepository(db);

  function bankOf(
    row: BankRow,
    topics: { id: number; bankId: number; name: string }[],
    now: Date,
  ): ItemStatisticBank {
    return {
      bankId: row.bankId,
      code: row.code,
      title: row.title,
      specialty: row.specialty,
      publishedQuestions: row.publishedQuestions,
      topics: topics.filter((t) => t.bankId === row.bankId).map(({ id, name }) => ({ id, name })),
      run: runOf(row.run, now),
    };
  }

  async function bank(bankId: number): Promise<ItemStatisticBank> {
    const [[row], topics] = await Promise.all([repo.banks(bankId), repo.topicGroups(bankId)]);
    if (!row) throw errors.bankNotFound();
    return bankOf(row, topics, new Date());
  }

  return {
    async banks(): Promise<ItemStatisticBanks> {
      const [rows, topics] = await Promise.all([repo.banks(), repo.topicGroups()]);
      const now = new Date();
      return {
        refreshMinutes: options.refreshMinutes,
        banks: rows.map((row) => bankOf(row, topics, now)),
      };
    },

    async questions(
      bankId: number,
      query: z.output<typeof itemStatisticsQuery>,
    ): Promise<ItemStatisticsPage> {
      const [[row], topics] = await Promise.all([repo.banks(bankId), repo.topicGroups(bankId)]);
      if (!row) throw errors.bankNotFound();
      if (query.topicId !== undefined && !topics.some((t) => t.id === query.topicId))
        throw errors.unknownTopics('This topic is not a top-level topic of this question bank.', {
          fields: { topicId: 'Choose one of the bank’s top-level topics.' },
        });
      const { total, rows } = await repo.list({
        bankId,
        needsReview: query.needsReview,
        topicId: query.topicId,
        sort: query.sort,
        order: query.order ?? DEFAULT_ITEM_STATISTIC_ORDER[query.sort],
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const topicName = new Map(topics.map((t) => [t.id, t.name]));
      return {
        bankId,
        computedAt: row.run?.computedAt?.toISOString() ?? null,
        total,
        page: query.page,
        pageSize: query.pageSize,
        items: rows.map((r) => ({
          questionId: r.questionId,
          code: r.code,
          stemExcerpt: r.stemExcerpt,
          status: r.status,
          topics: r.topicGroups.flatMap((id) => topicName.get(id) ?? []),
          answered: r.answered,
          correct: r.correct,
          pValue: round(r.pValue),
          discrimination: round(r.discrimination),
          discriminationAnswers: r.discriminationAnswers,
          choices: choicesOf(r),
          medianSeconds: round(r.medianSeconds, 1),
          timedAnswers: r.timedAnswers,
          flags: r.flags,
          openFlags: r.openFlags,
          needsReview: r.reviewRank > 0,
          reasons: r.reasons,
        })),
      };
    },

    /**
     * "Recompute now": takes the bank and computes it after the answer (202 with the bank,
     * running); a bank a run holds already is refused politely (409), nothing written.
     */
    async recompute(
      actor: { accountId: number; requestId: string },
      bankId: number,
    ): Promise<ItemStatisticBank> {
      const claimed = await options.runner.claim(bankId, { requestedBy: actor.accountId });
      if (!claimed) {
        await bank(bankId); // 404 for a bank that does not exist
        throw errors.itemStatisticsRunning();
      }
      await audit(db, {
        action: 'item_statistics.recompute',
        actorAccountId: actor.accountId,
        requestId: actor.requestId,
        details: { bankId },
      });
      options.defer('item statistics', () => options.runner.run(bankId));
      return bank(bankId);
    },
  };
}
