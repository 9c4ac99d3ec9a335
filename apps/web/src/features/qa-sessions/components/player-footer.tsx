import { Button } from '@/components/ui/button';

/** Previous, Submit while the question can be answered, and Next (or Finish at the end). */
export function PlayerFooter({
  previous,
  next,
  answerable,
  submittable,
  active,
  ending,
  on,
}: {
  previous: number | undefined;
  next: number | undefined;
  answerable: boolean;
  submittable: boolean;
  /** the session still runs, so the last question finishes it */
  active: boolean;
  ending: boolean;
  on: { go(position: number): void; submit(): void; requestEnd(): void };
}) {
  return (
    <footer className="sticky bottom-0 z-20 flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2 desk:px-5">
      <Button
        variant="secondary"
        disabled={previous === undefined}
        onClick={() => previous !== undefined && on.go(previous)}
      >
        ← Previous
      </Button>
      {answerable ? (
        <Button onClick={on.submit} disabled={!submittable}>
          Submit
        </Button>
      ) : (
        <span />
      )}
      {next !== undefined ? (
        <Button variant={answerable ? 'secondary' : 'primary'} onClick={() => on.go(next)}>
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
      )}
    </footer>
  );
}
