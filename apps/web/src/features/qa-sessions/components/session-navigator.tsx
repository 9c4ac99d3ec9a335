import type { QaSessionItem } from '@boardready/contracts';
import { memo } from 'react';
import { type ReadableStore, useStoreValue } from '@/lib/value-store';
import { type ItemStatus, itemStatus, STATUS_LABEL } from '../utils/session-rules';

const TONES: Record<ItemStatus, string> = {
  unseen: 'border-slate-300 bg-white text-slate-700',
  seen: 'border-slate-400 bg-slate-100 text-slate-800',
  answered: 'border-brand-700 bg-brand-700 text-white',
  correct: 'border-green-700 bg-green-600 text-white',
  incorrect: 'border-red-700 bg-red-600 text-white',
};

/**
 * Every question of the session with its state; the one moved to is marked current at once.
 * Memoized: the player re-renders with every pick, the list only when it changes.
 */
export const SessionNavigator = memo(function SessionNavigator({
  items,
  current: currentStore,
  onGo,
}: {
  items: QaSessionItem[];
  current: ReadableStore<number>;
  onGo(position: number): void;
}) {
  const current = useStoreValue(currentStore);
  return (
    <nav aria-label="Questions" className="flex flex-col gap-3">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1.5">
        {items.map((item) => {
          const status = itemStatus(item);
          const label = `Question ${item.position}, ${STATUS_LABEL[status]}${item.bookmarked ? ', bookmarked' : ''}${item.hasNote ? ', has a note' : ''}`;
          return (
            <li key={item.position}>
              <button
                type="button"
                aria-label={label}
                title={label}
                aria-current={item.position === current ? 'step' : undefined}
                onClick={() => onGo(item.position)}
                className={`relative flex h-10 w-full items-center justify-center rounded-md border text-sm font-semibold tabular-nums ${TONES[status]} ${item.position === current ? 'outline-2 outline-offset-2 outline-slate-900' : ''}`}
              >
                {item.position}
                {item.bookmarked && (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 size-3 rounded-full border-2 border-white bg-amber-500"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600" aria-label="Legend">
        {(['unseen', 'seen', 'answered', 'correct', 'incorrect'] as const).map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-3 rounded-sm border ${TONES[status]}`} />
            {STATUS_LABEL[status]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full bg-amber-500" />
          bookmarked
        </li>
      </ul>
    </nav>
  );
});
