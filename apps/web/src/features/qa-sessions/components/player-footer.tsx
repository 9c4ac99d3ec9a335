import { PlayerFooterBar } from '@/components/question-player/player-frame';
import { Button } from '@/components/ui/button';

/**
 * Previous, Submit while a tutor-mode question can be answered (test mode saves a pick as it is
 * made), and Next (or Finish at the end).
 */
export function PlayerFooter({
  previous,
  next,
  submitting,
  submittable,
  active,
  ending,
  on,
}: {
  previous: number | undefined;
  next: number | undefined;
  /** the question waits for Submit */
  submitting: boolean;
  submittable: boolean;
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
          <Button onClick={on.submit} disabled={!submittable}>
            Submit
          </Button>
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
