import type { Preferences, QaSession } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { PlayerFrame } from '@/components/question-player/player-frame';
import {
  ICON_BUTTON,
  PlayerToolbar,
  type PlayerToolsContext,
} from '@/components/question-player/player-toolbar';
import { usePlayerKeys } from '@/components/question-player/use-player-keys';
import { SyncStatus } from '@/components/sync-status';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/dialog';
import { paths, type QaProductRoute } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { useActivateSession } from '../api/activate-session';
import { useSessionQuestion } from '../api/get-session-question';
import { useOfflinePack } from '../api/offline-pack';
import { usePlayerPanels } from '../hooks/use-player-panels';
import { useQuestionControls } from '../hooks/use-question-controls';
import { useSessionEnding } from '../hooks/use-session-ending';
import { useSessionNavigation } from '../hooks/use-session-navigation';
import { canAnswer, type ReviewFilter } from '../utils/session-rules';
import { PlayerFooter } from './player-footer';
import { PlayerStatus, PlayerTitle } from './player-header';
import { PlayerQuestion } from './player-question';
import { SessionNavigator } from './session-navigator';
import { ShortfallNotice } from './shortfall-notice';

// Loaded when a learner reports a problem or opens the note: kept off the player's first load.
const QaReportDialog = lazy(() => import('./qa-report-dialog'));
const NotePanel = lazy(() => import('@/components/question-player/note-panel'));

/** What a learner who never changed a preference gets (the shell loads the real ones). */
const PREFERENCE_DEFAULTS: Pick<
  Preferences,
  'questionTextSize' | 'showTimer' | 'confirmEndSession'
> = {
  questionTextSize: 'medium',
  showTimer: true,
  confirmEndSession: true,
};

const REVIEW_TITLE: Record<ReviewFilter, string> = {
  all: 'Reviewing all questions',
  incorrect: 'Reviewing incorrect questions',
  bookmarked: 'Reviewing bookmarked questions',
};

export type { PlayerToolsContext };

/** Spec §2: the Q&A session screen in the focus layout (decision 0907); a review walks its filter. */
export function SessionPlayer({
  session,
  route,
  review,
  tools,
  specialty,
}: {
  session: QaSession;
  route: QaProductRoute;
  review: ReviewFilter | null;
  tools: ((context: PlayerToolsContext) => ReactNode) | undefined;
  specialty: 'im' | 'peds' | 'ms';
}) {
  const { qaSessionId } = session;
  const preferences = { ...PREFERENCE_DEFAULTS, ...useQuery(preferencesQuery).data };
  const active = session.status === 'active';
  const {
    panels,
    set,
    togglePause,
    toggleNote,
    reportSentFor,
    setNotice,
    closeConfirmEnd,
    onMove,
  } = usePlayerPanels();
  const { positions, position, movedTo, index, previous, next, go } = useSessionNavigation(
    session,
    review,
    onMove,
  );
  const question = useSessionQuestion(qaSessionId, position);
  const data = question.data;
  useActivateSession(session);
  useOfflinePack(session);

  const { clock, ending, finish } = useSessionEnding({
    session,
    route,
    paused: panels.paused,
    onEnding: closeConfirmEnd,
    onNotice: setNotice,
  });
  const requestEnd = () => (preferences.confirmEndSession ? set({ confirmEnd: true }) : finish());
  const answerable = !!data && !review && !panels.paused && canAnswer(session, data);
  const controls = useQuestionControls({
    qaSessionId,
    position,
    question: data,
    answerable,
    saveOnPick: session.viewMode === 'test',
    onNotice: setNotice,
  });

  // Keyboard: A–E / 1–5 pick, Enter submits, ←/→ move, B bookmarks, H highlights.
  usePlayerKeys(
    !panels.paused,
    data?.question.choices.map((choice) => choice.key) ?? [],
    (action) => {
      if (action.type === 'pick') controls.pick(action.key);
      else if (action.type === 'submit') controls.submit();
      else if (action.type === 'bookmark') controls.toggleBookmark();
      else if (action.type === 'highlight') controls.toggleHighlight();
      else {
        const target = positions[index + (action.type === 'next' ? 1 : -1)];
        if (target !== undefined) go(target);
      }
    },
  );

  const showClock = active && (session.durationSeconds !== null || preferences.showTimer);
  const unanswered = session.items.filter((item) => item.state !== 'answered').length;
  const reviewTitle = review ? `${REVIEW_TITLE[review]} (${positions.length})` : null;
  const exit = review
    ? { to: paths.qaSession(route, qaSessionId), label: 'Back to summary' }
    : { to: paths.qaOverview(route), label: 'Exit' };

  return (
    <PlayerFrame
      testId="qa-session-player"
      exit={exit}
      title={<PlayerTitle session={session} position={movedTo} />}
      status={
        <PlayerStatus
          session={session}
          clock={showClock ? clock : null}
          paused={panels.paused}
          ending={ending}
          on={{ togglePause, requestEnd }}
        />
      }
      toolbar={
        <PlayerToolbar
          disabled={!data}
          mark={{
            label: 'Bookmark',
            pressed: data?.bookmarked ?? false,
            onToggle: controls.toggleBookmark,
          }}
          note={{ open: panels.noteOpen, written: !!data?.note, onToggle: toggleNote }}
          tools={tools?.({ specialty, buttonClassName: ICON_BUTTON })}
          on={{
            openNavigator: () => set({ navigatorOpen: true }),
            highlight: controls.toggleHighlight,
            report: () => set({ reportOpen: true }),
          }}
        />
      }
      navigator={{
        title: reviewTitle ?? 'All questions',
        open: panels.navigatorOpen,
        onOpenChange: (open) => set({ navigatorOpen: open }),
        content: (
          <SessionNavigator
            items={
              review
                ? session.items.filter((item) => positions.includes(item.position))
                : session.items
            }
            current={movedTo}
            onGo={go}
          />
        ),
      }}
      aside={
        panels.noteOpen &&
        data &&
        !panels.paused && (
          <Suspense fallback={null}>
            <NotePanel
              key={position}
              number={position}
              note={data.note}
              onSave={controls.saveNote}
              onClose={() => set({ noteOpen: false })}
            />
          </Suspense>
        )
      }
      footer={
        <PlayerFooter
          previous={previous}
          next={next}
          submitting={answerable && session.viewMode === 'tutor'}
          picked={controls.picked}
          savedKey={data?.selectedKey ?? null}
          active={active}
          ending={ending}
          on={{ go, submit: controls.submit, requestEnd }}
        />
      }
    >
      <SyncStatus />
      {!review && <ShortfallNotice session={session} />}
      {panels.notice && <Alert tone="error">{panels.notice}</Alert>}
      {panels.reportSent === position && (
        <Alert tone="success">
          Thank you: your report on question {position} was sent to our editors.
        </Alert>
      )}
      <PlayerQuestion
        session={session}
        question={data}
        failed={question.isError}
        paused={panels.paused}
        clock={clock}
        noteOpen={panels.noteOpen}
        textSize={preferences.questionTextSize}
        picked={controls.picked}
        saving={controls.saving}
        confidence={controls.confidence}
        answerable={answerable}
        stemRef={controls.stemRef}
        on={{
          resume: () => set({ paused: false }),
          pick: controls.pick,
          toggleStrike: controls.toggleStrike,
          setConfidence: controls.setConfidence,
        }}
      />
      {panels.reportOpen && (
        <Suspense fallback={null}>
          <QaReportDialog
            qaSessionId={qaSessionId}
            position={position}
            onClose={() => set({ reportOpen: false })}
            onSent={() => reportSentFor(position)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={panels.confirmEnd}
        onOpenChange={(open) => set({ confirmEnd: open })}
        title="End this session?"
        description={
          unanswered > 0
            ? `${unanswered} question${unanswered === 1 ? ' is' : 's are'} not answered yet. Once ended, answers can no longer change.`
            : 'Once ended, answers can no longer change.'
        }
        confirmLabel="End session"
        onConfirm={finish}
        busy={ending}
      />
    </PlayerFrame>
  );
}
