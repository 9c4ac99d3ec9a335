import type { ChoiceKey } from '@boardready/contracts';
import { PlayerFooterBar } from '@/components/question-player/player-frame';
import { Button } from '@/components/ui/button';
import { type ReadableStore, useStoreValue } from '@/lib/value-store';

/** Submit, enabled once a choice other than the saved one is picked; redrawn with each pick. */
function SubmitButton({
  picked,
  savedKey,
  onSubmit,
}: {
  picked: ReadableStore<ChoiceKey | null>;
  savedKey: ChoiceKey | null;
  onSubmit(): void;
}) {
  const key = useStoreValue(picked);
  return (
    <Button onClick={onSubmit} disabled={key === null || key === savedKey}>
      Submit
    </Button>
  );
}

/**
 * Previous, Submit while a tutor-mode question can be answered (test mode saves a pick as it is
 * made), and Next (or Finish at the end).
 */
export function PlayerFooter({
  previous,
  next,
  submitting,
  picked,
  savedKey,
  active,
  ending,
  on,
}: {
  previous: number | undefined;
  next: number | undefined;
  /** the question waits for Submit */
  submitting: boolean;
  /** the choice picked, and the answer saved: Submit sends a new pick */
  picked: ReadableStore<ChoiceKey | null>;
  savedKey: ChoiceKey | null;
  /** the session still runs, so the last question finishes it */
  active: boolean;
  ending: boolean;
  on: { go(position: number): void; submit(): void; requestEnd(): void };
}) {
  return (
    <PlayerFooterBar
      previous={
        <Button
          variant="secondary"
          disabled={previous === undefined}
          onClick={() => previous !== undefined && on.go(previous)}
        >
          ← Previous
        </Button>
      }
      middle={
        submitting ? (
          <SubmitButton picked={picked} savedKey={savedKey} onSubmit={on.submit} />
        ) : undefined
      }
      next={
        next !== undefined ? (
          <Button variant={submitting ? 'secondary' : 'primary'} onClick={() => on.go(next)}>
            Next →
          </Button>
        ) : active ? (
          <Button onClick={on.requestEnd} busy={ending}>
            Finish
          </Button>
        ) : (
          <Button variant="secondary" disabled>
            Next →
          </Button>
        )
      }
    />
  );
}
