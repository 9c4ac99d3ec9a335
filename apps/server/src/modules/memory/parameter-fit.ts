import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { fitParameters, fsrsLogLoss } from './optimizer';
import { memoryRepository } from './repository';

/**
 * A learner's own FSRS parameters (decision 1102): fitted from their review log once it holds
 * FIT_MIN_REVIEWS grades and FIT_EVERY_REVIEWS more than at the last fit, after the answer that
 * got it there (app.defer), one fit at a time in the process. The new weights are kept only when
 * they predict the learner's log better (lower log loss) than the ones in use.
 */

export const FIT_MIN_REVIEWS = 1_000;
export const FIT_EVERY_REVIEWS = 500;

/** Whether a log is due a fit: `sinceLastFit` grades since the last one (if there was one). */
export function fitIsDue(sinceLastFit: number, fittedBefore: boolean): boolean {
  return sinceLastFit >= (fittedBefore ? FIT_EVERY_REVIEWS : FIT_MIN_REVIEWS);
}

export function parameterFitter(db: Database) {
  const repo = memoryRepository(db);
  const waiting = new Set<number>();
  let last: Promise<unknown> = Promise.resolve();

  /** Fits now; answers what it did (for tests and the log). */
  async function fit(accountId: number, now = new Date()) {
    const progress = await repo.fitProgress(accountId, FIT_MIN_REVIEWS);
    if (!fitIsDue(progress.sinceLastFit, progress.fittedBefore)) return { fitted: false as const };
    const log = await repo.reviewLog(accountId);
    const options = { timeZone: progress.timeZone };
    let before: number;
    let after: number;
    let fitted: number[];
    try {
      fitted = await fitParameters(log, options);
      before = await fsrsLogLoss(progress.parameters, log, options);
      after = await fsrsLogLoss(fitted, log, options);
    } catch (error) {
      // a log the optimizer cannot use waits for more grades, rather than failing at each one
      await repo.recordFit(accountId, { parameters: null, reviewCount: log.length, at: now });
      throw error;
    }
    const kept = after < before;
    await repo.recordFit(accountId, {
      parameters: kept ? fitted : null,
      reviewCount: log.length,
      at: now,
    });
    return { fitted: true as const, kept, logLoss: { before, after }, reviews: log.length };
  }

  return {
    fit,
    /**
     * After a grade: checks (and fits) behind the answer. A learner already waiting is not queued
     * twice; fits run one after another so that two never share the two cores.
     */
    afterGrade(app: Pick<FastifyInstance, 'defer'>, accountId: number) {
      if (waiting.has(accountId)) return;
      waiting.add(accountId);
      app.defer('memory parameter fit', () => {
        const run = last.then(() => fit(accountId)).finally(() => waiting.delete(accountId));
        last = run.catch(() => {});
        return run;
      });
    },
  };
}

export type ParameterFitter = ReturnType<typeof parameterFitter>;

const fitters = new WeakMap<Database, ParameterFitter>();

/** The app's one fitter (its queue is what keeps fits one at a time), whichever route grades. */
export function parameterFitterFor(db: Database): ParameterFitter {
  let fitter = fitters.get(db);
  if (!fitter) {
    fitter = parameterFitter(db);
    fitters.set(db, fitter);
  }
  return fitter;
}
