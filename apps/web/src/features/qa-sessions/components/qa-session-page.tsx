import type { ChoiceKey, Preferences, QaSession } from '@boardready/contracts';
import { mergeHighlights, removeHighlight } from '@boardready/contracts/qa-highlight-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExplanationPanel, QuestionView } from '@/components/question-player/question-view';
import { isCovered, offsetsOf } from '@/components/question-player/text-ranges';
import { usePlayerKeys } from '@/components/question-player/use-player-keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths, type QaProductRoute } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { useQaSession } from '@/lib/qa/get-session';
import { qaKeys } from '@/lib/qa/qa-call';
import { useQaStore } from '@/lib/qa/qa-store';
import { clockSeconds, formatClock, formatDuration, isTimeUp } from '@/lib/qa/session-clock';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { activateSession } from '../api/activate-session';
import { endSession } from '../api/end-session';
import { sessionQuestionQueryOptions, useSessionQuestion } from '../api/get-session-question';
import { updateSession } from '../api/update-session';
import { useQuestionActions } from '../hooks/use-question-actions';
import { useSessionClock } from '../hooks/use-session-clock';
import {
  canAnswer,
  isReviewFilter,
  type ReviewFilter,
  reviewPositions,
  startPosition,
} from '../utils/session-rules';
import { FlagQuestionDialog } from './flag-question-dialog';
import { NotePanel } from './note-panel';
import { SessionNavigator } from './session-navigator';
import { SessionSummary } from './session-summary';

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

const ICON_BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm sm:px-3 font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-amber-100 aria-pressed:text-amber-900';

const SAVE_FAILED = 'Your answer was not saved. Check your connection and try again.';
const MARK_FAILED = 'That change was not saved. Check your connection and try again.';
const HIGHLIGHT_HINT = 'Select words in the question first, then press Highlight (or H).';

/** A 24px outline icon of the player's toolbar. */
function OutlineIcon({ paths, fill = 'none' }: { paths: string[]; fill?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const HighlightIcon = () => <OutlineIcon paths={['M15 4l5 5-9 9H6v-5z', 'M4 21h16']} />;
const NoteIcon = () => <OutlineIcon paths={['M5 3h10l4 4v14H5z', 'M9 12h6M9 16h6M9 8h3']} />;
const FlagIcon = () => <OutlineIcon paths={['M5 21V4', 'M5 4h11l-2 4 2 4H5']} />;

function GridIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d="M4 4h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM4 10h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM4 16h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4z" />
    </svg>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return <OutlineIcon paths={['M6 3h12v18l-6-4-6 4z']} fill={filled ? 'currentColor' : 'none'} />;
}

/** Spec §2: the Q&A session screen, full width with no body margin. */
/** What the player hands to the tools composed around it (lab values, calculator). */
export interface PlayerToolsContext {
  specialty: 'im' | 'peds' | 'ms';
  /** the look of the player's toolbar buttons, so added tools match them */
  buttonClassName: string;
}

export function QaSessionPage({ tools }: { tools?: (context: PlayerToolsContext) => ReactNode }) {
  const { route, qaSessionId, product } = useQaRoute();
  const id = qaSessionId ?? 0;
  const session = useQaSession(id);
  const [searchParams] = useSearchParams();
  const reviewParam = searchParams.get('review');
  const review = isReviewFilter(reviewParam) ? reviewParam : null;
  usePageTitle(session.data ? session.data.name : 'Q&A session');

  if (session.isPending) {
    return <div className="px-4 py-10 text-center text-slate-600">Loading the session…</div>;
  }
  if (session.isError || !session.data) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return (
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-bold">
          {notFound ? 'Session not found' : 'The session could not be loaded'}
        </h1>
        <p className="text-slate-700">
          {notFound
            ? 'This session does not exist or is not one of yours.'
            : 'Please reload the page.'}
        </p>
        <Link to={paths.qaOverview(route)} className="font-semibold text-brand-700 underline">
          Back to the Q&amp;A overview
        </Link>
      </main>
    );
  }
  if (session.data.status === 'ended' && !review) {
    return (
      <SessionSummary
        session={session.data}
        overviewHref={paths.qaOverview(route)}
        reviewHref={(filter, position) =>
          `${paths.qaSession(route, id)}?review=${filter}${position ? `&q=${position}` : ''}`
        }
      />
    );
  }
  return (
    <SessionPlayer
      key={`${id}-${review ?? 'play'}`}
      session={session.data}
      route={route}
      review={review}
      tools={tools}
      specialty={(product?.specialty ?? 'IM').toLowerCase() as 'im' | 'peds' | 'ms'}
    />
  );
}

function SessionPlayer({
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setActiveQaSession = useQaStore((state) => state.setActiveQaSession);
  const preferences = { ...PREFERENCE_DEFAULTS, ...useQuery(preferencesQuery).data };
  const active = session.status === 'active';

  const positions = review
    ? reviewPositions(session.items, review)
    : session.items.map((item) => item.position);
  const [position, setPosition] = useState(() => {
    const requested = Number(searchParams.get('q'));
    if (review) return positions.includes(requested) ? requested : (positions[0] ?? 1);
    return startPosition(session);
  });
  const index = positions.indexOf(position);
  const question = useSessionQuestion(qaSessionId, position);
  const { answer, mark } = useQuestionActions(qaSessionId);
  const [picks, setPicks] = useState<Partial<Record<number, ChoiceKey>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const [flagOpen, setFlagOpen] = useState(false);
  const [flagSent, setFlagSent] = useState<number | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [shortfallDismissed, setShortfallDismissed] = useState(false);

  const clock = useSessionClock({
    qaSessionId,
    initialSeconds: session.secondsElapsed,
    running: active && !paused && !ending,
  });

  // Spec §4: opening a session activates it (PUT, since it has an id); the Q&A state keeps it.
  const activated = useRef(false);
  useEffect(() => {
    if (activated.current || !active) return;
    activated.current = true;
    setActiveQaSession(session);
    activateSession({ qaSessionId })
      .then((activatedSession) => setActiveQaSession(activatedSession))
      .catch(() => {});
  }, [active, qaSessionId, session, setActiveQaSession]);

  // The question on screen is remembered (a reload comes back here) and counts as seen.
  useEffect(() => {
    if (!active) return;
    queryClient.setQueryData<QaSession>(qaKeys.session(qaSessionId), (current) =>
      current
        ? {
            ...current,
            currentPosition: position,
            items: current.items.map((item) =>
              item.position === position && item.state === 'unseen'
                ? { ...item, state: 'seen' }
                : item,
            ),
          }
        : current,
    );
    updateSession({ qaSessionId, currentPosition: position }).catch(() => {});
  }, [active, position, qaSessionId, queryClient]);

  // The next question is fetched ahead, so moving on is instant.
  useEffect(() => {
    const next = positions[index + 1];
    if (next !== undefined)
      queryClient.prefetchQuery(sessionQuestionQueryOptions(qaSessionId, next));
  }, [index, positions, qaSessionId, queryClient]);

  const go = useCallback(
    (target: number) => {
      if (!positions.includes(target)) return;
      setPosition(target);
      setNoteOpen(false);
      setNotice(null);
      setNavigatorOpen(false);
      window.scrollTo({ top: 0 });
    },
    [positions],
  );

  const finish = useCallback(async () => {
    setConfirmEnd(false);
    setEnding(true);
    try {
      await clock.record();
      const ended = await endSession(qaSessionId);
      queryClient.setQueryData(qaKeys.session(qaSessionId), ended);
      // Test mode reveals now: the questions are fetched again with their explanations.
      queryClient.removeQueries({ queryKey: qaKeys.questions(qaSessionId) });
      queryClient.invalidateQueries({ queryKey: qaKeys.sessions(session.userProductId) });
      setActiveQaSession(null);
      navigate(paths.qaSession(route, qaSessionId), { replace: true });
    } catch {
      setNotice('The session could not be ended. Check your connection and try again.');
      setEnding(false);
    }
  }, [clock, qaSessionId, queryClient, session.userProductId, setActiveQaSession, navigate, route]);

  const requestEnd = () => (preferences.confirmEndSession ? setConfirmEnd(true) : finish());

  // A timed session ends by itself when the time is up.
  const timeUp = isTimeUp(session.durationSeconds, clock.seconds);
  useEffect(() => {
    if (timeUp && active && !ending) finish();
  }, [timeUp, active, ending, finish]);

  const data = question.data;
  const answerable = !!data && !review && !paused && canAnswer(session, data);
  const picked = (data && picks[position]) ?? data?.selectedKey ?? null;
  const submittable = answerable && picked !== null && picked !== data?.selectedKey;

  const pick = (key: ChoiceKey) => {
    if (!answerable) return;
    setPicks((current) => ({ ...current, [position]: key }));
  };
  const submit = async () => {
    if (!submittable || picked === null) return;
    setNotice(null);
    try {
      await answer(position, picked);
    } catch {
      setPicks((current) => ({ ...current, [position]: undefined }));
      setNotice(SAVE_FAILED);
    }
  };
  const markWith = async (marks: Parameters<typeof mark>[1]) => {
    setNotice(null);
    try {
      await mark(position, marks);
    } catch (error) {
      setNotice(MARK_FAILED);
      throw error;
    }
  };
  const toggleBookmark = () => {
    if (data) markWith({ bookmarked: !data.bookmarked }).catch(() => {});
  };
  // Highlight: the words selected in the stem get a highlight, or lose it when all of them had one.
  const stemRef = useRef<HTMLDivElement>(null);
  const toggleHighlight = () => {
    const selection = window.getSelection();
    const stem = stemRef.current;
    const part =
      data && stem && selection && selection.rangeCount > 0
        ? offsetsOf(stem, selection.getRangeAt(0))
        : null;
    if (!data || !part) {
      setNotice(HIGHLIGHT_HINT);
      return;
    }
    const highlights = isCovered(data.highlights, part)
      ? removeHighlight(data.highlights, part)
      : mergeHighlights([...data.highlights, part]);
    selection?.removeAllRanges();
    markWith({ highlights }).catch(() => {});
  };
  const toggleStrike = (key: ChoiceKey) => {
    if (!data || data.reveal) return;
    const struck = data.struckKeys.includes(key)
      ? data.struckKeys.filter((k) => k !== key)
      : [...data.struckKeys, key];
    markWith({ struckKeys: struck }).catch(() => {});
  };

  // Keyboard: A–E / 1–5 pick, Enter submits, ←/→ move, B bookmarks, H highlights.
  usePlayerKeys(!paused, data?.question.choices.map((choice) => choice.key) ?? [], (action) => {
    if (action.type === 'pick') pick(action.key);
    else if (action.type === 'submit') submit();
    else if (action.type === 'bookmark') toggleBookmark();
    else if (action.type === 'highlight') toggleHighlight();
    else {
      const target = positions[index + (action.type === 'next' ? 1 : -1)];
      if (target !== undefined) go(target);
    }
  });

  const shownSeconds = clockSeconds(session.durationSeconds, clock.seconds);
  const showClock = active && (session.durationSeconds !== null || preferences.showTimer);
  const previous = positions[index - 1];
  const next = positions[index + 1];
  const unanswered = session.items.filter((item) => item.state !== 'answered').length;
  const shortfall =
    !review &&
    !shortfallDismissed &&
    session.requestedNumberOfQuestions > session.numberOfQuestions;

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
      <header className="sticky top-[65px] z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-3 py-2 shadow-sm desk:px-5">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate text-xs font-medium text-slate-600">
            {session.name} · {session.viewMode === 'tutor' ? 'Tutor' : 'Test'} mode
          </p>
          <h1 className="text-lg font-bold text-slate-900" aria-live="polite">
            Question {position} of {session.numberOfQuestions}
          </h1>
        </div>
        {showClock && (
          <div className="flex items-center gap-1">
            <div
              role="timer"
              aria-label={session.durationSeconds === null ? 'Time elapsed' : 'Time remaining'}
              className={`rounded-md px-3 py-1.5 font-mono text-lg font-semibold tabular-nums ${session.durationSeconds !== null && shownSeconds <= 60 ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-900'}`}
            >
              {formatClock(shownSeconds)}
            </div>
            <Button
              variant="ghost"
              onClick={() => setPaused((value) => !value)}
              aria-pressed={paused}
            >
              {paused ? 'Resume' : 'Pause'}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={`${ICON_BUTTON} desk:hidden`}
            aria-label="All questions"
            onClick={() => setNavigatorOpen(true)}
          >
            <GridIcon />
            <span className="hidden sm:inline">All questions</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label="Bookmark"
            aria-pressed={data?.bookmarked ?? false}
            disabled={!data}
            onClick={toggleBookmark}
            title="Bookmark (B)"
          >
            <BookmarkIcon filled={data?.bookmarked ?? false} />
            <span className="hidden sm:inline">Bookmark</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            disabled={!data}
            // Keep the learner's selection: a press must not collapse it before it is read.
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggleHighlight}
            title="Highlight the selected words (H)"
          >
            <HighlightIcon />
            <span className="sr-only sm:not-sr-only">Highlight</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={data?.note ? 'Edit note' : 'Note'}
            aria-expanded={noteOpen}
            disabled={!data}
            onClick={() => setNoteOpen((value) => !value)}
          >
            <NoteIcon />
            <span className="hidden sm:inline">{data?.note ? 'Edit note' : 'Note'}</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-haspopup="dialog"
            disabled={!data}
            onClick={() => setFlagOpen(true)}
            title="Flag this question as wrong or outdated"
          >
            <FlagIcon />
            <span className="sr-only sm:not-sr-only">Flag question</span>
          </button>
          {tools?.({ specialty, buttonClassName: ICON_BUTTON })}
          {active && (
            <Button variant="secondary" onClick={requestEnd} busy={ending} className="px-3">
              End session
            </Button>
          )}
          {review && (
            <Link
              to={paths.qaSession(route, qaSessionId)}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              Back to summary
            </Link>
          )}
        </div>
      </header>

      <div className="flex flex-1">
        <aside className="hidden w-72 shrink-0 border-r border-slate-200 bg-white p-4 desk:block">
          <h2 className="mb-3 text-sm font-semibold text-slate-700">
            {review ? `${REVIEW_TITLE[review]} (${positions.length})` : 'Questions'}
          </h2>
          {navigator}
        </aside>
        <div className="min-w-0 flex-1 px-4 py-6 desk:px-10">
          <div className="mx-auto flex max-w-3xl flex-col gap-5">
            {review && (
              <p className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 desk:hidden">
                {REVIEW_TITLE[review]} ({positions.length})
              </p>
            )}
            {shortfall && (
              <Alert tone="info">
                <span className="flex items-start justify-between gap-3">
                  <span>
                    Only {session.numberOfQuestions} questions matched your filters, so this session
                    has {session.numberOfQuestions} of the {session.requestedNumberOfQuestions} you
                    asked for.
                  </span>
                  <button
                    type="button"
                    className="font-semibold underline"
                    onClick={() => setShortfallDismissed(true)}
                  >
                    Dismiss
                  </button>
                </span>
              </Alert>
            )}
            {notice && <Alert tone="error">{notice}</Alert>}
            {flagSent === position && (
              <Alert tone="success">
                Thank you: your flag on question {position} was sent to our editors.
              </Alert>
            )}
            {paused ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-16 text-center">
                <p className="text-xl font-bold text-slate-900">Session paused</p>
                <p className="text-sm text-slate-600">
                  The clock is stopped at {formatDuration(clock.seconds)}.
                </p>
                <Button onClick={() => setPaused(false)}>Resume</Button>
              </div>
            ) : question.isError ? (
              <Alert tone="error">This question could not be loaded. Please reload the page.</Alert>
            ) : !data ? (
              <div className="flex flex-col gap-3" aria-busy="true">
                <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
                <div className="h-5 w-full animate-pulse rounded bg-slate-200" />
                <div className="h-5 w-5/6 animate-pulse rounded bg-slate-200" />
              </div>
            ) : (
              <>
                <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
                  <QuestionView
                    question={data}
                    picked={picked}
                    canAnswer={answerable}
                    textSize={preferences.questionTextSize}
                    onPick={pick}
                    onToggleStrike={toggleStrike}
                    stemRef={stemRef}
                  />
                  {!data.reveal && data.selectedKey && session.viewMode === 'test' && (
                    <p className="mt-4 text-sm text-slate-600" role="status">
                      Answer {data.selectedKey} saved. You can change it until you end the session.
                    </p>
                  )}
                </article>
                {noteOpen && (
                  <NotePanel
                    position={position}
                    note={data.note}
                    onSave={(note) => markWith({ note })}
                    onClose={() => setNoteOpen(false)}
                  />
                )}
                {!noteOpen && data.note && (
                  <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm whitespace-pre-wrap text-amber-950">
                    <span className="font-semibold">Your note: </span>
                    {data.note}
                  </p>
                )}
                <ExplanationPanel question={data} />
              </>
            )}
          </div>
        </div>
      </div>

      <footer className="sticky bottom-0 z-20 flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2 desk:px-5">
        <Button
          variant="secondary"
          disabled={previous === undefined}
          onClick={() => previous !== undefined && go(previous)}
        >
          ← Previous
        </Button>
        {answerable ? (
          <Button onClick={submit} disabled={!submittable}>
            Submit
          </Button>
        ) : (
          <span />
        )}
        {next !== undefined ? (
          <Button variant={answerable ? 'secondary' : 'primary'} onClick={() => go(next)}>
            Next →
          </Button>
        ) : active ? (
          <Button onClick={requestEnd} busy={ending}>
            Finish
          </Button>
        ) : (
          <Button variant="secondary" disabled>
            Next →
          </Button>
        )}
      </footer>

      <Dialog
        open={navigatorOpen}
        onOpenChange={setNavigatorOpen}
        title={review ? REVIEW_TITLE[review] : 'All questions'}
      >
        {navigator}
      </Dialog>
      {flagOpen && (
        <FlagQuestionDialog
          qaSessionId={qaSessionId}
          position={position}
          onClose={() => setFlagOpen(false)}
          onSent={() => {
            setFlagOpen(false);
            setFlagSent(position);
          }}
        />
      )}
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
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

export default QaSessionPage;
