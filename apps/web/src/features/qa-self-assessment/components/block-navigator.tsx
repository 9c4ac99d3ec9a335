import type { SaAttempt } from '@boardready/contracts';
import { WITHDRAWN_LABEL } from './sa-withdrawn-notice';

/** The questions of the running block, numbered within it: answered, marked for review, withdrawn. */
export function BlockNavigator({
  items,
  first,
  position,
  onGo,
}: {
  items: SaAttempt['items'];
  /** the block's first position, numbered 1 */
  first: number;
  position: number;
  onGo(position: number): void;
}) {
  const answered = items.filter((i) => i.answered).length;
  return (
    <nav aria-label="Questions of this block">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1.5">
        {items.map((i) => (
          <li key={i.position}>
            <button
              type="button"
              onClick={() => onGo(i.position)}
              aria-current={i.position === position ? 'step' : undefined}
              aria-label={`Question ${i.position - first + 1}${i.withdrawn ? `, ${WITHDRAWN_LABEL}` : ''}${i.answered ? ', answered' : ''}${i.flagged ? ', marked for review' : ''}`}
              className={`h-10 w-full rounded-md border text-sm font-semibold tabular-nums ${
                i.position === position
                  ? 'border-brand-700 ring-2 ring-brand-700'
                  : 'border-slate-300'
              } ${i.answered ? 'bg-brand-50 text-brand-800' : 'bg-white text-slate-800'} ${
                i.withdrawn ? 'text-slate-500 line-through' : ''
              }`}
            >
              {i.position - first + 1}
              {i.flagged ? <span aria-hidden="true">⚑</span> : null}
            </button>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-600">
        {answered} of {items.length} answered
      </p>
    </nav>
  );
}
