import type { SaAttempt } from '@boardready/contracts';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/qa/session-clock';

/** Between blocks: how the last one went, and the next one's start when the learner is ready. */
export function BreakScreen({
  attempt,
  onStart,
  busy,
}: {
  attempt: SaAttempt;
  onStart(): void;
  busy: boolean;
}) {
  const block = attempt.blocks[attempt.currentBlock - 1]!;
  const previous = attempt.blocks[attempt.currentBlock - 2];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      {previous && (
        <p className="text-slate-700" role="status">
          Block {previous.blockNumber} has ended: you answered {previous.answeredCount} of{' '}
          {previous.questionCount}.
        </p>
      )}
      <h2 className="text-xl font-bold text-slate-900">
        Block {block.blockNumber} of {attempt.blocks.length}
      </h2>
      <p className="text-slate-700">
        {block.questionCount} questions, {formatDuration(block.timeLimitSeconds)}. The clock starts
        when you start the block. Take a break first if you like.
      </p>
      <Button onClick={onStart} disabled={busy}>
        Start block {block.blockNumber}
      </Button>
    </div>
  );
}
