import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { ANSWER_TIME_CAP_SECONDS, itemStatisticsOf, nextSliceSize } from './item-analysis';
import { itemStatisticsRepository } from './repository';

/**
 * The background computation of a bank's item statistics (decision 1302). The database does
 * the counting, a slice of the bank's questions per statement; between slices the event loop
 * is free (on the embedded database a statement runs on it). A run holds its bank in the run
 * row, beating after each slice, so that one app instance computes a bank at a time.
 */

/** A run that has not beaten for this long died with its process: another may take the bank. */
export const RUN_LEASE_SECONDS = 300;

/**
 * Slices are sized so that one statement takes about this long (see nextSliceSize); at most 2 000
 * questions, whose upsert's 30 000 parameters stay well under PostgreSQL's 65 535.
 */
const SLICE = { first: 100, targetMs: 50, min: 25, max: 2000 };

export interface RunOutcome {
  bankId: number;
  state: 'finished' | 'stopped';
  durationMs: number;
  questions: number;
  needsReview: number;
  slices: number;
  /** the run's longest statement: what a request waited at most on the embedded database */
  longestStatementMs: number;
}

export interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type ItemStatisticsRunner = ReturnType<typeof itemStatisticsRunner>;

export function itemStatisticsRunner(db: Database, log: Logger) {
  const repo = itemStatisticsRepository(db);
  let stopping = false;

  /** Computes a bank the caller has claimed. */
  async function run(bankId: number): Promise<RunOutcome> {
    const began = performance.now();
    const outcome: RunOutcome = {
      bankId,
      state: 'finished',
      durationMs: 0,
      questions: 0,
      needsReview: 0,
      slices: 0,
      longestStatementMs: 0,
    };
    /**
     * One statement, timed into the outcome; then requests waiting on the event loop go first
     * (the embedded database answers within the same turn, so statements awaited one after the
     * other would otherwise hold the loop together).
     */
    const timed = async <T>(statement: Promise<T>): Promise<[T, number]> => {
      const start = performance.now();
      const result = await statement;
      const took = performance.now() - start;
      outcome.longestStatementMs = Math.max(outcome.longestStatementMs, took);
      await nextTurn();
      return [result, took];
    };
    try {
      const ids = await repo.publishedQuestionIds(bankId);
      let size = SLICE.first;
      for (let at = 0; at < ids.length; ) {
        if (stopping) {
          await repo.release(bankId, null);
          outcome.state = 'stopped';
          break;
        }
        const slice = ids.slice(at, at + size);
        const [aggregates, took] = await timed(
          repo.aggregates(bankId, slice[0]!, slice[slice.length - 1]!, ANSWER_TIME_CAP_SECONDS),
        );
        const rows = aggregates.map(itemStatisticsOf);
        await timed(repo.save(bankId, rows));
        await timed(repo.beat(bankId));
        outcome.questions += rows.length;
        outcome.needsReview += rows.filter((row) => row.reviewRank > 0).length;
        outcome.slices += 1;
        at += slice.length;
        size = nextSliceSize(size, took, SLICE);
      }
      outcome.durationMs = Math.round(performance.now() - began);
      if (outcome.state === 'finished') {
        await timed(
          repo.finish(bankId, {
            durationMs: outcome.durationMs,
            questions: outcome.questions,
            needsReview: outcome.needsReview,
          }),
        );
        await timed(repo.tidy());
        log.info({ itemStatistics: outcome }, 'item statistics computed');
      }
      return outcome;
    } catch (error) {
      await repo
        .release(bankId, error instanceof Error ? error.message : String(error))
        .catch(() => {});
      throw error;
    }
  }

  return {
    run,

    /** Takes the bank if no run holds it (and, with staleMinutes, if its figures are that old). */
    claim(bankId: number, options: { requestedBy: number | null; staleMinutes?: number }) {
      return repo.claim(bankId, { ...options, leaseSeconds: RUN_LEASE_SECONDS });
    },

    /**
     * Every bank whose figures are older than `staleMinutes` (or were never computed), one after
     * the other: the schedule's work. Banks another instance is computing are left to it.
     */
    async refreshStale(staleMinutes: number): Promise<RunOutcome[]> {
      const outcomes: RunOutcome[] = [];
      for (const bankId of await repo.bankIds()) {
        if (stopping) break;
        const claimed = await repo.claim(bankId, {
          requestedBy: null,
          leaseSeconds: RUN_LEASE_SECONDS,
          staleMinutes,
        });
        if (claimed) outcomes.push(await run(bankId));
      }
      return outcomes;
    },

    /** The app is closing: a run stops after its slice, leaving its bank free and the last figures. */
    stop() {
      stopping = true;
    },
  };
}
