import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { usePlayerKeys } from '@/components/question-player/use-player-keys';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/dialog';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { formatClock, formatDuration } from '@/lib/qa/session-clock';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { useSaAttempt } from '../api/sa-attempt';
import { useSaItem } from '../api/sa-item';
import { useBlockCountdown } from '../hooks/use-block-countdown';
import { useBlockMutations } from '../hooks/use-block-mutations';
import { BreakScreen } from './block-break';
import { BlockNavigator } from './block-navigator';
import { BlockQuestion } from './block-question';

/** The self-assessment player: always test mode, one block at a time under its time limit. */
export function SaExamPage() {
  const { route } = useQaRoute();
  const attemptId = Number(useParams().attemptId);
  const attemptQuery = useSaAttempt(attemptId);
  const attempt = attemptQuery.data;
  const preferences = useQuery(preferencesQuery).data;
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  usePageTitle(attempt ? attempt.formTitle : 'Self-assessment');

  const block = attempt?.blocks[attempt.currentBlock - 1];
  const running = attempt?.status === 'inProgress' && block?.state === 'running';
  const remaining = useBlockCountdown(
    running ? (attempt?.secondsRemaining ?? null) : null,
    attemptQuery.dataUpdatedAt,
  );
  const first = block?.firstPosition ?? 1;
  const last = first + (block?.questionCount ?? 1) - 1;
  const asked = Number(searchParams.get('q'));
  const position = asked >= first && asked <= last ? asked : first;
  const withdrawn = attempt?.items[position - 1]?.withdrawn === true;
  const item = useSaItem(attemptId, position, 'exam', running === true && !withdrawn);

  const { endBlock, startBlock, save } = useBlockMutations({
    attemptId,
    position,
    onBlockEnded: () => {
      setConfirmEnd(false);
      setSearchParams({}, { replace: true });
    },
    onError: setMessage,
  });
  // Time is up (counted here, or found on the server after a reload): the block ends.
  const ending = useRef<number | null>(null);
  const { mutate: endBlockNow } = endBlock;
  const timeUp =
    attempt?.status === 'inProgress' &&
    block !== undefined &&
    (block.state === 'ended' || (running && remaining === 0));
  useEffect(() => {
    if (!timeUp || !block || ending.current === block.blockNumber) return;
    ending.current = block.blockNumber;
    endBlockNow(block.blockNumber);
  }, [timeUp, block, endBlockNow]);

  // The Q&A player's keys: A–E / 1–5 answer, ←/→ move within the block, B flags.
  const shown = item.data;
  usePlayerKeys(
    running === true && !confirmEnd,
    shown?.question.choices.map((c) => c.key) ?? [],
    (action) => {
      if (action.type === 'previous' || action.type === 'next') {
        const next = position + (action.type === 'next' ? 1 : -1);
        if (next >= first && next <= last) setSearchParams({ q: String(next) }, { replace: true });
      } else if (!shown || withdrawn) {
        // nothing to answer or flag on a question not shown
      } else if (action.type === 'pick') save.mutate({ choiceKey: action.key });
      else if (action.type === 'bookmark') save.mutate({ flagged: !shown.bookmarked });
    },
  );

  if (attemptQuery.isError) {
    return (
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
        <Alert tone="error">This exam could not be loaded. Please reload the page.</Alert>
        <Link to={paths.qaSaOverview(route)} className="font-semibold text-brand-700 underline">
          Back to the self-assessment overview
        </Link>
      </main>
    );
  }
  if (!attempt || !block) {
    return <main className="px-4 py-8 text-slate-600">Loading…</main>;
  }
  if (attempt.status === 'completed') {
    return <Navigate to={paths.qaSaResults(route, attemptId)} replace />;
  }

  const blockItems = attempt.items.filter((i) => i.blockNumber === block.blockNumber);
  const answered = blockItems.filter((i) => i.answered).length;
  const go = (next: number) => setSearchParams({ q: String(next) }, { replace: true });

  return (
    <main className="flex min-h-full flex-col bg-slate-50">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <div className="flex flex-col">
          <h1 className="text-lg font-bold text-slate-900">{attempt.formTitle}</h1>
          <p className="text-sm text-slate-600">
            Block {block.blockNumber} of {attempt.blocks.length} · Test mode
          </p>
        </div>
        {running && remaining !== null && (
          <p className="text-sm text-slate-700">
            Time left in block:{' '}
            <span
              role="timer"
              aria-label={`Time left in block: ${formatDuration(remaining)}`}
              className="font-mono text-lg font-semibold tabular-nums text-slate-900"
            >
              {formatClock(remaining)}
            </span>
          </p>
        )}
        <Link
          to={paths.qaSaOverview(route)}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Leave (the clock keeps running)
        </Link>
      </header>
      {message && (
        <div className="px-4 pt-3">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      {!running ? (
        timeUp || endBlock.isPending ? (
          <p className="py-16 text-center text-slate-700" role="status">
            Time is up for block {block.blockNumber}…
          </p>
        ) : (
          <BreakScreen
            attempt={attempt}
            busy={startBlock.isPending}
            onStart={() => startBlock.mutate(block.blockNumber)}
          />
        )
      ) : (
        <div className="flex flex-col gap-4 px-4 py-4 desk:flex-row desk:px-6">
          <BlockNavigator items={blockItems} first={first} position={position} onGo={go} />
          <BlockQuestion
            number={position - first + 1}
            count={blockItems.length}
            question={item.data}
            failed={item.isError}
            withdrawn={withdrawn}
            textSize={preferences?.questionTextSize ?? 'medium'}
            lastBlock={block.blockNumber === attempt.blocks.length}
            previous={position > first ? position - 1 : null}
            next={position < last ? position + 1 : null}
            on={{
              save: (change) => save.mutate(change),
              go,
              endBlock: () => setConfirmEnd(true),
            }}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={`End block ${block.blockNumber}?`}
        description={`You answered ${answered} of ${blockItems.length}. Once the block ends you cannot return to its questions.`}
        confirmLabel="End block"
        busy={endBlock.isPending}
        onConfirm={() => endBlock.mutate(block.blockNumber)}
      />
    </main>
  );
}

export default SaExamPage;
