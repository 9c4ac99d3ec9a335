import type { StudyCounts } from '@boardready/contracts';
import { Fragment } from 'react';
import { QUEUE_TONE, QUEUES, type Queue } from '../utils/queues';

const LABEL: Record<Queue, string> = { new: 'New', learning: 'Learning', review: 'Review' };

/**
 * What is left of today, Anki's "New · Learning · Review" in its colours with their names; the
 * queue of the card on screen is underlined and named so to a screen reader.
 */
export function QueueCounts({ counts, current }: { counts: StudyCounts; current: Queue | null }) {
  return (
    <p className="flex flex-wrap items-baseline justify-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span className="sr-only">Left today:</span>
      {QUEUES.map((queue, index) => (
        <Fragment key={queue}>
          {index > 0 && (
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
          )}
          <span
            className={
              queue === current
                ? 'rounded-md bg-slate-100 px-1.5 font-semibold text-slate-900 underline decoration-2 underline-offset-4'
                : 'px-1.5'
            }
          >
            {LABEL[queue]}{' '}
            <span className={`font-bold tabular-nums ${QUEUE_TONE[queue]}`}>{counts[queue]}</span>
            {queue === current && <span className="sr-only"> (this card)</span>}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
