import type { StudyBoard, StudyUnit } from '@boardready/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useUnitActions } from '../api/trainer-calls';
import {
  dueText,
  KIND_LABELS,
  longDate,
  minutesText,
  PHASE_TEXT,
  STATUS_LABELS,
} from '../utils/board-wording';

const KIND_TONE: Record<StudyUnit['kind'], string> = {
  PreviewStudyUnit: 'bg-violet-100 text-violet-900',
  StudyStudyUnit: 'bg-brand-100 text-brand-900',
  SpacedRetrievalStudyUnit: 'bg-amber-100 text-amber-900',
};

function UnitCard({
  unit,
  actions,
}: {
  unit: StudyUnit;
  actions: ReturnType<typeof useUnitActions>;
}) {
  const titleId = useId();
  const open = unit.status === 'planned';
  const busy = (call: { isPending: boolean; variables?: number }) =>
    call.isPending && call.variables === unit.id;
  return (
    <li
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between ${open ? 'border-slate-200 bg-white' : 'border-slate-100 bg-slate-50'}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className={`rounded px-2 py-0.5 ${KIND_TONE[unit.kind]}`}>
            {KIND_LABELS[unit.kind]}
          </span>
          <span className="text-slate-600">
            {minutesText(unit.minutes)} · {unit.productName}
          </span>
        </div>
        <h3
          id={titleId}
          className={`text-base font-semibold text-balance ${open ? 'text-slate-900' : 'text-slate-600 line-through decoration-slate-400'}`}
        >
          {unit.title}
        </h3>
        <p className="text-sm text-slate-700">{unit.reason}</p>
      </div>
      {open ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            onClick={() => actions.start.mutate(unit.id)}
            busy={busy(actions.start)}
            aria-label={`Start: ${unit.title}`}
          >
            Start
          </Button>
          <Button
            variant="ghost"
            onClick={() => actions.skip.mutate(unit.id)}
            busy={busy(actions.skip)}
            aria-label={`Skip: ${unit.title}`}
          >
            Skip
          </Button>
          <Button
            variant="ghost"
            onClick={() => actions.postpone.mutate(unit.id)}
            busy={busy(actions.postpone)}
            aria-label={`Move to tomorrow: ${unit.title}`}
          >
            Tomorrow
          </Button>
        </div>
      ) : (
        <p
          className={`shrink-0 text-sm font-semibold ${unit.status === 'done' ? 'text-green-800' : 'text-slate-600'}`}
        >
          {unit.status === 'done' && <span aria-hidden="true">✓ </span>}
          {STATUS_LABELS[unit.status]}
        </p>
      )}
    </li>
  );
}

/** Today's units in order, with the day's minutes and what is due now. */
export function TodayPlan({ board }: { board: StudyBoard }) {
  const progressId = useId();
  const actions = useUnitActions();
  const due = dueText(board.due);
  const left = board.units.filter((u) => u.status === 'planned');
  return (
    <Panel title={`Today, ${longDate(board.today, true)}`} description={PHASE_TEXT[board.phase]}>
      {board.minutesPlanned > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={progressId} className="text-sm font-medium text-slate-800">
            {minutesText(board.minutesDone)} of {minutesText(board.minutesPlanned)} done
          </label>
          <progress
            id={progressId}
            max={board.minutesPlanned}
            value={board.minutesDone}
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          />
        </div>
      )}
      <p className="text-sm text-slate-800">
        {due ? (
          <>
            <strong className="font-semibold">Due now:</strong> {due}.
          </>
        ) : (
          'Nothing is due now.'
        )}
      </p>
      {board.minutesToday === 0 ? (
        <p className="text-slate-700">
          Your plan has no study time today. Rest, or change your plan to study today.
        </p>
      ) : board.units.length === 0 ? (
        <p className="text-slate-700">There is nothing left to plan today.</p>
      ) : (
        <ol aria-label="Today’s plan" className="flex flex-col gap-3">
          {board.units.map((unit) => (
            <UnitCard key={unit.id} unit={unit} actions={actions} />
          ))}
        </ol>
      )}
      {board.units.length > 0 && left.length === 0 && (
        <p role="status" className="font-semibold text-green-800">
          Today’s plan is done. Well done.
        </p>
      )}
    </Panel>
  );
}
