import type { ChoiceKey, QaSessionQuestion, SaAttempt } from '@boardready/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { QuestionView } from '@/components/question-player/question-view';
import { usePlayerKeys } from '@/components/question-player/use-player-keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { qaKeys } from '@/lib/qa/qa-call';
import { formatClock, formatDuration } from '@/lib/qa/session-clock';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { answerSaItem } from '../api/answer-sa-item';
import { endSaBlock } from '../api/end-sa-block';
import { markSaItem } from '../api/mark-sa-item';
import { useSaAttempt } from '../api/sa-attempt';
import { useSaItem } from '../api/sa-item';
import { startSaBlock } from '../api/start-sa-block';
import { SaWithdrawnNotice, WITHDRAWN_LABEL } from './sa-withdrawn-notice';

/** Seconds left in the running block, counted down from what the server said when it said it. */
function useBlockCountdown(secondsRemaining: number | null, receivedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (secondsRemaining === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsRemaining]);
  if (secondsRemaining === null) return null;
  return Math.max(0, Math.ceil(secondsRemaining - (now - receivedAt) / 1000));
}

function BreakScreen({
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

/** The self-assessment player: always test mode, one block at a time under its time limit. */
export function SaExamPage() {
  const { route } = useQaRoute();
  const attemptId = Number(useParams().attemptId);
  const queryClient = useQueryClient();
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
  const item = useSaItem(attemptId, position, running === true && !withdrawn);

  const setAttempt = (next: SaAttempt) =>
    queryClient.setQueryData(qaKeys.saAttempt(attemptId), next);
  const endBlock = useMutation({
    mutationFn: (blockNumber: number) => endSaBlock(attemptId, blockNumber),
    onSuccess: (next) => {
      setConfirmEnd(false);
      setAttempt(next);
      setSearchParams({}, { replace: true });
    },
    onError: () => setMessage('The block could not be ended. Check your connection and try again.'),
  });
  const startBlock = useMutation({
    mutationFn: (blockNumber: number) => startSaBlock(attemptId, blockNumber),
    onSuccess: setAttempt,
    onError: () => setMessage('The block could not be started. Please try again.'),
  });

  // Time is up (counted here, or found on the server after a reload): the block ends.
  const ending = useRef<number | null>(null);
  const timeUp =
    attempt?.status === 'inProgress' &&
    block !== undefined &&
    (block.state === 'ended' || (running && remaining === 0));
  useEffect(() => {
    if (!timeUp || !block || ending.current === block.blockNumber) return;
    ending.current = block.blockNumber;
    endBlock.mutate(block.blockNumber);
  }, [timeUp, block, endBlock]);

  const itemKey = qaKeys.saItem(attemptId, position);
  const save = useMutation({
    mutationFn: (change: { choiceKey?: ChoiceKey; flagged?: boolean; struckKeys?: ChoiceKey[] }) =>
      change.choiceKey !== undefined
        ? answerSaItem(attemptId, position, change.choiceKey)
        : markSaItem(attemptId, position, change),
    onMutate: (change) => {
      setMessage(null);
      const before = queryClient.getQueryData<QaSessionQuestion>(itemKey);
      if (before) {
        queryClient.setQueryData<QaSessionQuestion>(itemKey, {
          ...before,
          ...(change.choiceKey !== undefined ? { selectedKey: change.choiceKey } : {}),
          ...(change.flagged !== undefined ? { bookmarked: change.flagged } : {}),
          ...(change.struckKeys !== undefined ? { struckKeys: change.struckKeys } : {}),
        });
      }
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(itemKey, saved);
      const current = queryClient.getQueryData<SaAttempt>(qaKeys.saAttempt(attemptId));
      if (current) {
        setAttempt({
          ...current,
          items: current.items.map((i) =>
            i.position === saved.position
              ? { ...i, answered: saved.selectedKey !== null, flagged: saved.bookmarked }
              : i,
          ),
        });
      }
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(itemKey, context.before);
      setMessage('Your change was not saved. Check your connection and try again.');
      void queryClient.invalidateQueries({ queryKey: qaKeys.saAttempt(attemptId) });
    },
  });

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
  const data = item.data;

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
          <nav aria-label="Questions of this block" className="desk:w-48">
            <ol className="grid grid-cols-5 gap-1.5 desk:grid-cols-3">
              {blockItems.map((i) => (
                <li key={i.position}>
                  <button
                    type="button"
                    onClick={() => go(i.position)}
                    aria-current={i.position === position ? 'step' : undefined}
                    aria-label={`Question ${i.position - first + 1}${i.withdrawn ? `, ${WITHDRAWN_LABEL}` : ''}${i.answered ? ', answered' : ''}${i.flagged ? ', flagged' : ''}`}
                    className={`h-9 w-full rounded-md border text-sm font-semibold tabular-nums ${
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
              {answered} of {blockItems.length} answered
            </p>
          </nav>
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-base font-semibold text-slate-800">
                Question {position - first + 1} of {blockItems.length}
              </h2>
              {data && !withdrawn && (
                <Button
                  variant="secondary"
                  aria-pressed={data.bookmarked}
                  onClick={() => save.mutate({ flagged: !data.bookmarked })}
                >
                  {data.bookmarked ? 'Unflag' : 'Flag for review'}
                </Button>
              )}
            </div>
            {withdrawn ? (
              <SaWithdrawnNotice afterwards="Go on to the next question." />
            ) : item.isError ? (
              <Alert tone="error">This question could not be loaded. Please reload the page.</Alert>
            ) : !data ? (
              <div className="h-64 animate-pulse rounded-xl bg-slate-200" aria-busy="true" />
            ) : (
              <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
                <QuestionView
                  question={data}
                  picked={data.selectedKey}
                  canAnswer
                  textSize={preferences?.questionTextSize ?? 'medium'}
                  onPick={(choiceKey) => save.mutate({ choiceKey })}
                  onToggleStrike={(key) =>
                    save.mutate({
                      struckKeys: data.struckKeys.includes(key)
                        ? data.struckKeys.filter((k) => k !== key)
                        : [...data.struckKeys, key],
                    })
                  }
                />
                {data.selectedKey && (
                  <p className="mt-4 text-sm text-slate-600" role="status">
                    Answer {data.selectedKey} saved. You can change it until the block ends.
                  </p>
                )}
              </article>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={position <= first}
                  onClick={() => go(position - 1)}
                >
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  disabled={position >= last}
                  onClick={() => go(position + 1)}
                >
                  Next
                </Button>
              </div>
              <Button onClick={() => setConfirmEnd(true)}>
                {block.blockNumber === attempt.blocks.length ? 'End block and finish' : 'End block'}
              </Button>
            </div>
          </div>
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
