import type { Preferences, QaSession } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlayerKeys } from '@/components/question-player/use-player-keys';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { paths, type QaProductRoute } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { clockSeconds } from '@/lib/qa/session-clock';
import { useActivateSession } from '../api/activate-session';
import { useSessionQuestion } from '../api/get-session-question';
import { usePlayerPanels } from '../hooks/use-player-panels';
import { useQuestionControls } from '../hooks/use-question-controls';
import { useSessionEnding } from '../hooks/use-session-ending';
import { useSessionNavigation } from '../hooks/use-session-navigation';
import { canAnswer, type ReviewFilter } from '../utils/session-rules';
import { FlagQuestionDialog } from './flag-question-dialog';
import { PlayerFooter } from './player-footer';
import { ICON_BUTTON, PlayerHeader } from './player-header';
import { PlayerQuestion } from './player-question';
import { SessionNavigator } from './session-navigator';
import { ShortfallNotice } from './shortfall-notice';

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

/** What the player hands to the tools composed around it (lab values, calculator). */
export interface PlayerToolsContext {
  specialty: 'im' | 'peds' | 'ms';
  /** the look of the player's toolbar buttons, so added tools match them */
  buttonClassName: string;
}

/** Spec §2: the Q&A session screen, full width with no body margin; a review walks its filter. */
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
  const { panels, set, togglePause, toggleNote, flagSentFor, setNotice, closeConfirmEnd, onMove } =
    usePlayerPanels();
  const { positions, position, index, previous, next, go } = useSessionNavigation(
    session,
    review,
    onMove,
  );
  const question = useSessionQuestion(qaSessionId, position);
  const data = question.data;
  useActivateSession(session);

  const { seconds, ending, finish } = useSessionEnding({
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
  const navigator = (
    <SessionNavigator
      items={
        review ? session.items.filter((item) => positions.includes(item.position)) : session.items
      }
      current={position}
      onGo={go}
    />
  );

  return (
    <div
      className="flex min-h-[calc(100dvh-8rem)] flex-col bg-slate-50"
      data-testid="qa-session-player"
    >
      <PlayerHeader
        session={session}
        position={position}
        question={data}
        clock={showClock ? clockSeconds(session.durationSeconds, seconds) : null}
        paused={panels.paused}
        noteOpen={panels.noteOpen}
        ending={ending}
        summaryHref={review ? paths.qaSession(route, qaSessionId) : null}
        tools={tools?.({ specialty, buttonClassName: ICON_BUTTON })}
        on={{
          togglePause,
          openNavigator: () => set({ navigatorOpen: true }),
          toggleBookmark: controls.toggleBookmark,
          toggleHighlight: controls.toggleHighlight,
          toggleNote,
          openFlag: () => set({ flagOpen: true }),
          requestEnd,
        }}
      />
      <div className="flex flex-1">
        <aside className="hidden w-72 shrink-0 border-r border-slate-200 bg-white p-4 desk:block">
          <h2 className="mb-3 text-sm font-semibold text-slate-700">
            {reviewTitle ?? 'Questions'}
          </h2>
          {navigator}
        </aside>
        <div className="min-w-0 flex-1 px-4 py-6 desk:px-10">
          <div className="mx-auto flex max-w-3xl flex-col gap-5">
            {reviewTitle && (
              <p className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 desk:hidden">
                {reviewTitle}
              </p>
            )}
            {!review && <ShortfallNotice session={session} />}
            {panels.notice && <Alert tone="error">{panels.notice}</Alert>}
            {panels.flagSent === position && (
              <Alert tone="success">
                Thank you: your flag on question {position} was sent to our editors.
              </Alert>
            )}
            <PlayerQuestion
              session={session}
              position={position}
              question={data}
              failed={question.isError}
              paused={panels.paused}
              seconds={seconds}
              noteOpen={panels.noteOpen}
              textSize={preferences.questionTextSize}
              picked={controls.picked}
              answerable={answerable}
              stemRef={controls.stemRef}
              on={{
                resume: () => set({ paused: false }),
                pick: controls.pick,
                toggleStrike: controls.toggleStrike,
                saveNote: controls.saveNote,
                closeNote: () => set({ noteOpen: false }),
              }}
            />
          </div>
        </div>
      </div>
      <PlayerFooter
        previous={previous}
        next={next}
        answerable={answerable}
        submittable={controls.submittable}
        active={active}
        ending={ending}
        on={{ go, submit: controls.submit, requestEnd }}
      />
      <Dialog
        open={panels.navigatorOpen}
        onOpenChange={(open) => set({ navigatorOpen: open })}
        title={review ? REVIEW_TITLE[review] : 'All questions'}
      >
        {navigator}
      </Dialog>
      {panels.flagOpen && (
        <FlagQuestionDialog
          qaSessionId={qaSessionId}
          position={position}
          onClose={() => set({ flagOpen: false })}
          onSent={() => flagSentFor(position)}
        />
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
    </div>
  );
}
