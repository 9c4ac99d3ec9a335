import type { SaAttempt } from '@boardready/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { PlayerFooterBar, PlayerFrame } from '@/components/question-player/player-frame';
import { ICON_BUTTON, PlayerToolbar } from '@/components/question-player/player-toolbar';
import type { TextSize } from '@/components/question-player/question-view';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatClock, formatDuration } from '@/lib/qa/session-clock';
import { useBlockPlayer } from '../hooks/use-block-player';
import { BreakScreen } from './block-break';
import { BlockNavigator } from './block-navigator';
import { BlockQuestion } from './block-question';

// Loaded when a learner reports a problem or opens the note: kept off the player's first load.
const SaReportDialog = lazy(() => import('./sa-report-dialog'));
const NotePanel = lazy(() => import('@/components/question-player/note-panel'));

/**
 * The self-assessment player in the focus layout (decision 0907): the Q&A player's frame and
 * toolbar under the exam's rules: test mode, one block at a time under its time limit, no
 * explanations until the end. `tools` are the composed ones (lab values, calculator).
 */
export function BlockPlayer({
  attempt,
  receivedAt,
  overviewHref,
  textSize,
  tools,
}: {
  attempt: SaAttempt;
  /** when the attempt was read: the block's clock counts down from then */
  receivedAt: number;
  overviewHref: string;
  textSize: TextSize;
  tools?: (buttonClassName: string) => ReactNode;
}) {
  const p = useBlockPlayer(attempt, receivedAt);
  const { block, first, last, position, panels } = p;
  const blockItems = attempt.items.filter((i) => i.blockNumber === block.blockNumber);
  const answered = blockItems.filter((i) => i.answered).length;
  const lastBlock = block.blockNumber === attempt.blocks.length;

  return (
    <PlayerFrame
      testId="sa-exam-player"
      exit={{
        to: overviewHref,
        label: (
          <>
            Leave<span className="sr-only desk:not-sr-only"> (the clock keeps running)</span>
          </>
        ),
      }}
      title={
        <>
          <div className="flex min-w-0 gap-1 text-xs font-medium text-slate-600">
            <h1 className="truncate">{attempt.formTitle}</h1>
            <span aria-hidden="true">·</span>
            <span className="shrink-0">
              Block {block.blockNumber} of {attempt.blocks.length} · Test mode
            </span>
          </div>
          {p.running && (
            <h2
              className="truncate text-sm font-bold text-slate-900 sm:text-base desk:text-lg"
              aria-live="polite"
            >
              Question {position - first + 1} of {blockItems.length}
            </h2>
          )}
        </>
      }
      status={
        p.running &&
        p.remaining !== null && (
          <p className="text-sm text-slate-700">
            <span className="hidden sm:inline">Time left in block: </span>
            <span
              role="timer"
              aria-label={`Time left in block: ${formatDuration(p.remaining)}`}
              className="rounded-md bg-slate-100 px-2 py-1 font-mono text-base font-semibold tabular-nums text-slate-900 desk:text-lg"
            >
              {formatClock(p.remaining)}
            </span>
          </p>
        )
      }
      toolbar={
        p.running && (
          <PlayerToolbar
            disabled={!p.shown}
            mark={{
              label: 'Mark for review',
              pressed: p.shown?.bookmarked ?? false,
              onToggle: p.toggleMark,
            }}
            note={{
              open: panels.noteOpen,
              written: !!p.shown?.note,
              onToggle: () => panels.setNoteOpen(!panels.noteOpen),
            }}
            tools={tools?.(ICON_BUTTON)}
            on={{
              openNavigator: () => panels.setNavigatorOpen(true),
              highlight: p.highlight,
              report: () => panels.setReportOpen(true),
            }}
          />
        )
      }
      navigator={
        p.running
          ? {
              title: 'Questions of this block',
              open: panels.navigatorOpen,
              onOpenChange: panels.setNavigatorOpen,
              content: (
                <BlockNavigator items={blockItems} first={first} position={position} onGo={p.go} />
              ),
            }
          : undefined
      }
      aside={
        p.running &&
        panels.noteOpen &&
        p.shown && (
          <Suspense fallback={null}>
            <NotePanel
              key={position}
              number={position - first + 1}
              note={p.shown.note}
              onSave={p.saveNote}
              onClose={() => panels.setNoteOpen(false)}
            />
          </Suspense>
        )
      }
      footer={
        p.running && (
          <PlayerFooterBar
            previous={
              <Button
                variant="secondary"
                disabled={position <= first}
                onClick={() => p.go(position - 1)}
              >
                ← Previous
              </Button>
            }
            middle={
              <Button variant="secondary" onClick={() => panels.setConfirmEnd(true)}>
                {lastBlock ? 'End block and finish' : 'End block'}
              </Button>
            }
            next={
              <Button disabled={position >= last} onClick={() => p.go(position + 1)}>
                Next →
              </Button>
            }
          />
        )
      }
    >
      {p.message && <Alert tone="error">{p.message}</Alert>}
      {p.running && panels.reportSent === position && (
        <Alert tone="success">
          Thank you: your report on question {position - first + 1} was sent to our editors.
        </Alert>
      )}
      {!p.running ? (
        p.timeUp || p.endBlock.isPending ? (
          <p className="py-16 text-center text-slate-700" role="status">
            Time is up for block {block.blockNumber}…
          </p>
        ) : (
          <BreakScreen
            attempt={attempt}
            busy={p.startBlock.isPending}
            onStart={() => p.startBlock.mutate(block.blockNumber)}
          />
        )
      ) : (
        <BlockQuestion
          question={p.shown}
          failed={p.item.isError}
          withdrawn={p.withdrawn}
          saving={p.savingAnswer}
          textSize={textSize}
          stemRef={p.stemRef}
          noteOpen={panels.noteOpen}
          on={{ pick: (choiceKey) => p.save.mutate({ choiceKey }), toggleStrike: p.toggleStrike }}
        />
      )}
      {panels.reportOpen && (
        <Suspense fallback={null}>
          <SaReportDialog
            attemptId={attempt.attemptId}
            position={position}
            number={position - first + 1}
            onClose={() => panels.setReportOpen(false)}
            onSent={() => panels.reportSentFor(position)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={panels.confirmEnd}
        onOpenChange={panels.setConfirmEnd}
        title={`End block ${block.blockNumber}?`}
        description={`You answered ${answered} of ${blockItems.length}. Once the block ends you cannot return to its questions.`}
        confirmLabel="End block"
        busy={p.endBlock.isPending}
        onConfirm={() => p.endBlock.mutate(block.blockNumber)}
      />
    </PlayerFrame>
  );
}
