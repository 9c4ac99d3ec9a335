import type { CardInfo } from '@boardready/contracts';
import { RATING_NAMES, type Rating } from '@boardready/contracts/flash-card-rules';
import { Dialog } from '@/components/ui/dialog';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { useCardInfo } from '../api/card-info';
import { formatInterval } from '../utils/intervals';
import { reviewDurationText } from '../utils/review-duration';

export const STATE_NAMES = {
  new: 'New',
  learning: 'Learning',
  review: 'Review',
  relearning: 'Relearning',
} as const;

const DAY_SECONDS = 86_400;
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The card's FSRS memory state as Anki's Card Info shows it, each figure with what it means. */
function MemoryFigures({ info }: { info: CardInfo }) {
  const figures: [string, string, string][] = [
    ['State', STATE_NAMES[info.state], info.suspended ? 'suspended' : ''],
    ['Due', info.due ? when(info.due) : 'not yet studied', ''],
    [
      'Difficulty',
      info.difficulty === null ? '—' : info.difficulty.toFixed(1),
      'from 1 (easy) to 10 (hard)',
    ],
    [
      'Stability',
      info.stability === null ? '—' : formatInterval(info.stability * DAY_SECONDS),
      'until recall falls to 90 %',
    ],
    [
      'Retrievability',
      info.retrievability === null ? '—' : `${Math.round(info.retrievability * 100)} %`,
      'the chance you recall it now',
    ],
    ['Reviews; lapses', `${info.reps}; ${info.lapses}`, ''],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {figures.map(([name, value, meaning]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-slate-700">{name}</dt>
          <dd className="text-slate-900">
            {value}
            {meaning && <span className="ml-2 text-slate-600">({meaning})</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function History({ history }: { history: CardInfo['history'] }) {
  if (history.length === 0) return <p className="text-sm text-slate-700">No grades yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Grades of this card, oldest first</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Date
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Grade
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Was
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Next in
            </th>
            <th scope="col" className="py-1 font-semibold">
              Time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900 tabular-nums">
          {history.map((review) => (
            <tr key={review.reviewedAt}>
              <td className="py-1 pr-3">{when(review.reviewedAt)}</td>
              <td className="py-1 pr-3">{RATING_NAMES[review.rating as Rating]}</td>
              <td className="py-1 pr-3">{STATE_NAMES[review.state]}</td>
              <td className="py-1 pr-3">{formatInterval(review.intervalDays * DAY_SECONDS)}</td>
              <td className="py-1">{reviewDurationText(review.durationMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Anki's Card Info (I): the card's memory state and its grades so far. */
export function CardInfoDialog({
  userProductId,
  cardId,
  onClose,
}: {
  userProductId: number;
  /** the card shown; null: closed */
  cardId: number | null;
  onClose(): void;
}) {
  const info = useCardInfo(userProductId, cardId);
  return (
    <Dialog
      open={cardId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={info.data ? `Card info: ${info.data.code}` : 'Card info'}
      size="md"
    >
      {info.data ? (
        <div className="flex flex-col gap-4">
          <MemoryFigures info={info.data} />
          <section className="flex flex-col gap-1.5">
            <h3 className="text-sm font-bold text-slate-900">Grades</h3>
            <History history={info.data.history} />
          </section>
        </div>
      ) : info.isError ? (
        <LoadError
          message="The card's details could not be loaded. Check your connection and try again."
          onRetry={() => void info.refetch()}
        />
      ) : (
        <LoadingState label="Loading the card's details…" />
      )}
    </Dialog>
  );
}
