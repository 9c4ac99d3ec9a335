import type { QaSession } from '@boardready/contracts';
import { PauseIcon, PlayIcon } from '@/components/question-player/player-icons';
import { Button } from '@/components/ui/button';
import { clockSeconds, formatClock } from '@/lib/qa/session-clock';
import { QA_MODES } from '@/lib/qa-modes';
import { type ReadableStore, useStoreValue } from '@/lib/value-store';
import { type SessionClock, useClockSeconds } from '../hooks/use-session-clock';

/** The focus bar's middle: the session and its mode, and the question moved to (at once). */
export function PlayerTitle({
  session,
  position: positionStore,
}: {
  session: QaSession;
  position: ReadableStore<number>;
}) {
  const position = useStoreValue(positionStore);
  return (
    <>
      <p className="truncate text-xs font-medium text-slate-600">
        {session.name} · {QA_MODES[session.viewMode].name} mode
      </p>
      <h1
        className="truncate text-sm font-bold text-slate-900 sm:text-base desk:text-lg"
        aria-live="polite"
      >
        {/* "1 of 40" on a phone, where the bar is narrow; the heading's name stays whole */}
        <span className="sr-only sm:not-sr-only">Question </span>
        {position} of {session.numberOfQuestions}
      </h1>
    </>
  );
}

/** The session's timer: the one part of the player redrawn on every tick of its clock. */
function SessionTimer({
  clock,
  durationSeconds,
}: {
  clock: SessionClock;
  durationSeconds: number | null;
}) {
  const shown = clockSeconds(durationSeconds, useClockSeconds(clock));
  const timed = durationSeconds !== null;
  return (
    <div
      role="timer"
      aria-label={timed ? 'Time remaining' : 'Time elapsed'}
      className={`rounded-md px-2 py-1 font-mono text-base font-semibold tabular-nums desk:px-3 desk:text-lg ${timed && shown <= 60 ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-900'}`}
    >
      {formatClock(shown)}
    </div>
  );
}

/** The focus bar's end: the clock with Pause, and End session while the session runs. */
export function PlayerStatus({
  session,
  clock,
  paused,
  ending,
  on,
}: {
  session: QaSession;
  /** the session's clock, or null when it is hidden */
  clock: SessionClock | null;
  paused: boolean;
  ending: boolean;
  on: { togglePause(): void; requestEnd(): void };
}) {
  return (
    <>
      {clock !== null && (
        <>
          <SessionTimer clock={clock} durationSeconds={session.durationSeconds} />
          <Button variant="ghost" onClick={on.togglePause} aria-pressed={paused} className="px-2">
            {/* an icon on a phone, where the bar has room for the question's number first */}
            <span className="sm:hidden">{paused ? <PlayIcon /> : <PauseIcon />}</span>
            <span className="sr-only sm:not-sr-only">{paused ? 'Resume' : 'Pause'}</span>
          </Button>
        </>
      )}
      {session.status === 'active' && (
        <Button variant="secondary" onClick={on.requestEnd} busy={ending} className="px-2 sm:px-3">
          <span>
            End<span className="sr-only sm:not-sr-only">{' session'}</span>
          </span>
        </Button>
      )}
    </>
  );
}
