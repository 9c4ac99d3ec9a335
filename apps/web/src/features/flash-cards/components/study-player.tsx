import type { OfflineDeck, StudyCard, StudyState } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { RATING_NAMES, RATINGS, type Rating } from '@boardready/contracts/flash-card-rules';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { plainText } from '@/components/ui/rich-label';
import { prepareRichText, useRichTextReady } from '@/components/ui/rich-text';
import { ApiError, NetworkError } from '@/lib/api-client';
import { QUEUED } from '@/lib/offline/outbox';
import { useOutboxStatus, waitingText } from '@/lib/offline/outbox-status';
import { useOnline } from '@/lib/offline/use-online';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { flashCardKeys } from '../api/flash-card-keys';
import { useOfflinePack } from '../api/offline-pack';
import { type CardChange, useStudyCalls } from '../api/study-calls';
import { adoptStudyState, getStudyState, useStudyState } from '../api/study-state';
import { useStudyKeys } from '../hooks/use-study-keys';
import { formatInterval, spokenInterval } from '../utils/intervals';
import { packStudyState } from '../utils/offline-study';
import { queueOf } from '../utils/queues';
import { reviewDuration } from '../utils/review-duration';
import type { StudyAction } from '../utils/study-keys';
import { CardInfoDialog } from './card-info-dialog';
import { CardView } from './card-view';
import { PRIMARY_LINK } from './deck-screen';
import { QueueCounts } from './queue-counts';
import { StudyToolbar } from './study-toolbar';

export const FINISHED = 'Congratulations! You have finished this deck for now.';
const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';
export const OFFLINE_LINE = "Offline: today's due cards from this device.";
const UNSYNCED_LINE = "Today's due cards from this device, until your changes sync.";
export const NO_PACK =
  "You are offline, and today's cards are not on this device yet: open them once online to study them offline.";
/** Offline, what changes the server's queue waits for it: it is not queued (decision 1705). */
export const OFFLINE_TOOLS = 'Undo, flag, bury, suspend and card info need a connection.';
const QUEUE_NAME = { new: 'new card', learning: 'learning card', review: 'review' } as const;

/** Anki's answer colours, as text on the house's plain buttons. */
const GRADE_TONE: Record<Rating, string> = {
  1: 'text-red-700',
  2: 'text-slate-800',
  3: 'text-green-700',
  4: 'text-blue-700',
};

const sayCard = (card: StudyCard) =>
  `Next card, ${QUEUE_NAME[queueOf(card.state)]}: ${plainText(card.frontHtml).trim()}`;

/** "More cards are due in learning at 14:35." in the learner's clock. */
export function learningDueText(iso: string): string {
  const time = new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return `More cards are due in learning at ${time}.`;
}

export interface StudyPlayerProps {
  userProductId: number;
  topicId: number | null;
  /** the deck's title, with the topic's name when one topic is studied */
  title: string;
  subtitle?: string | undefined;
  windowTitle: string;
  /** the tools composed around the player (the calculator icon) */
  tools?: ReactNode;
}

/**
 * The study player (issue 24), Anki's reviewer: a card's front, Show answer (Space), its back,
 * and the four grades with their next intervals (1–4, Space = Good); Undo, Flag, Bury and
 * Suspend beside it. The server holds the session: each call answers with the next card, a reload
 * asks it where the learner is.
 *
 * Offline (decision 1705) it steps through the day's pack kept on the device
 * (utils/offline-study.ts: each due card once, in the pack's order; a card graded Again comes
 * back once online), its grades waiting in the outbox. It goes back to the server's state once
 * what waited is sent and the server is asked again. Undo and the card's changes need the
 * server's queue: offline they are disabled, not queued.
 */
export function StudyPlayer({
  userProductId,
  topicId,
  title,
  subtitle,
  windowTitle,
  tools,
}: StudyPlayerProps) {
  usePageTitle(windowTitle);
  const queryClient = useQueryClient();
  const study = useStudyState(userProductId, topicId);
  // Asked once the first card is there (it comes first); kept from an earlier visit offline.
  const pack = useOfflinePack(userProductId, topicId, study.isSuccess);
  const calls = useStudyCalls(userProductId, topicId);
  const online = useOnline();
  const waiting = useOutboxStatus((status) => status.waiting);
  const textReady = useRichTextReady();
  /** the card whose answer shows: another card shows its front */
  const [revealedId, setRevealedId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** why an action was not taken (offline) */
  const [notice, setNotice] = useState<string | null>(null);
  /**
   * The server's state is behind this device (a grade waits, or the pack was shown): the pack
   * leads until the outbox has sent everything and the server is asked again.
   */
  const [stepping, setStepping] = useState(false);
  const steppingRef = useRef(stepping);
  steppingRef.current = stepping;
  /** the time the pack is read at: when a grade moves on, or a learning card comes due */
  const [clock, setClock] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  // A new presentation of a card: its front again, its clock from zero (an undo may bring back
  // the very card that was on screen).
  const [presentation, setPresentation] = useState(0);
  const shownAt = useRef(0);
  const focusNext = useRef<'card' | 'answer' | 'finished' | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const answerRef = useRef<HTMLElement>(null);
  const finishedRef = useRef<HTMLHeadingElement>(null);
  /** the grade in flight or failed unanswered: sent again, it keeps its id (written once) */
  const lastGrade = useRef<{ cardId: number; rating: Rating; id: string } | null>(null);

  // The server cannot be asked: offline (the query waits for the connection), or unreachable.
  const cut =
    !study.data && (study.fetchStatus === 'paused' || study.error instanceof NetworkError);
  const packState = useMemo(
    () => (pack.data ? packStudyState(pack.data, new Date(clock)) : undefined),
    [pack.data, clock],
  );
  const fromPack = (stepping || cut || waiting > 0) && packState !== undefined;
  const state: StudyState | undefined = fromPack ? packState : stepping ? undefined : study.data;
  const card = state?.card ?? null;
  const revealed = card !== null && revealedId === card.cardId;
  const busy = calls.grade.isPending || calls.undo.isPending || calls.change.isPending;
  /** Undo and the card's changes ask the server for the next card: not offline. */
  const connected = online && !fromPack;

  useEffect(() => {
    if (cut && pack.data) setStepping(true);
  }, [cut, pack.data]);

  // Once the outbox has sent what waited, the server is asked where the learner is: asked after
  // the sync, its answer has every grade made here.
  useEffect(
    () =>
      useOutboxStatus.subscribe((now, before) => {
        if (!before.syncing || now.syncing || now.waiting > 0 || !steppingRef.current) return;
        if (!onlineManager.isOnline()) return;
        getStudyState(userProductId, topicId).then(
          (next) => {
            const status = useOutboxStatus.getState();
            if (status.waiting > 0 || status.syncing) return;
            adoptStudyState(queryClient, userProductId, topicId, next);
            setStepping(false);
          },
          () => {},
        );
      }),
    [queryClient, userProductId, topicId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a card shown anew starts its clock
  useEffect(() => {
    shownAt.current = performance.now();
  }, [card?.cardId, presentation]);

  useEffect(() => {
    if (card) prepareRichText([card.backHtml, ...(card.extraHtml ? [card.extraHtml] : [])]);
  }, [card]);

  // Focus follows the learner's move, so a keyboard user carries on where they look.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element =
      target === 'answer'
        ? answerRef.current
        : target === 'card'
          ? cardRef.current
          : finishedRef.current;
    element?.focus();
  });

  // A session that waits for a learning card asks again when it comes due (offline, the pack
  // is looked at again).
  const due = card ? null : state?.nextLearningDue;
  const refetch = study.refetch;
  useEffect(() => {
    if (!due) return;
    const wait = new Date(due).getTime() - Date.now() + 1000;
    if (wait > 6 * 3_600_000) return;
    const timer = window.setTimeout(
      () => {
        setClock(Date.now());
        void refetch();
      },
      Math.max(wait, 0),
    );
    return () => window.clearTimeout(timer);
  }, [due, refetch]);

  const fail = (failure: Error) =>
    setError(failure instanceof ApiError ? failure.message : UNREACHABLE);

  /** The next state came: its card from the front, the focus and the announcement with it. */
  const present = (next: StudyState | null, said: string) => {
    setError(null);
    setNotice(null);
    setRevealedId(null);
    setPresentation((n) => n + 1);
    focusNext.current = next?.card ? 'card' : 'finished';
    setAnnouncement(`${said} ${next?.card ? sayCard(next.card) : next ? FINISHED : NO_PACK}`);
  };

  /** Offline, an action that needs the server says so (politely announced) rather than wait. */
  const needsConnection = (what: string) => setNotice(`${what} needs a connection.`);

  const reveal = () => {
    if (!card || revealed) return;
    setRevealedId(card.cardId);
    focusNext.current = 'answer';
  };

  const grade = (rating: Rating) => {
    if (!card || !revealed || busy) return;
    const durationMs = reviewDuration(shownAt.current, performance.now());
    const prior = lastGrade.current;
    const id =
      prior && prior.cardId === card.cardId && prior.rating === rating
        ? prior.id
        : crypto.randomUUID();
    lastGrade.current = { cardId: card.cardId, rating, id };
    const reviewedAt = new Date().toISOString();
    calls.grade.mutate(
      { cardId: card.cardId, rating, clientReviewId: id, durationMs, reviewedAt },
      {
        onSuccess: (answer) => {
          lastGrade.current = null;
          if (answer === QUEUED) {
            // Waits on this device: the player goes on from the pack (the graded card has left it).
            setStepping(true);
            setClock(Date.now());
            const kept = queryClient.getQueryData<OfflineDeck>(
              flashCardKeys.offlinePack(userProductId, topicId),
            );
            present(
              kept ? packStudyState(kept, new Date()) : null,
              `${RATING_NAMES[rating]}. Saved on this device until it syncs.`,
            );
          } else {
            // Nothing waited before it: the server's answer is today's state.
            setStepping(false);
            present(answer, `${RATING_NAMES[rating]}.`);
          }
        },
        onError: (failure) => {
          // The server refused it: another grade is another review.
          if (failure instanceof ApiError) lastGrade.current = null;
          fail(failure);
          // graded since on another device: that grade stands, and the server has the next card
          if (failure instanceof ApiError && failure.code === ErrorCode.cardReviewedSince) {
            void refetch();
          }
        },
      },
    );
  };

  const undo = () => {
    if (!connected) return needsConnection('Undo');
    if (!state?.canUndo || busy) return;
    calls.undo.mutate(undefined, {
      onSuccess: (next) => present(next, 'Last grade undone.'),
      onError: fail,
    });
  };

  const changeCard = (change: Omit<CardChange, 'cardId'>, said: string, what: string) => {
    if (!card) return;
    if (!connected) return needsConnection(what);
    if (busy) return;
    const cardId = card.cardId;
    calls.change.mutate({ cardId, ...change } as CardChange, {
      onSuccess: (next) => {
        if (next.card?.cardId === cardId && 'flagged' in change) {
          setError(null);
          setAnnouncement(said);
        } else present(next, said);
      },
      onError: fail,
    });
  };
  const flag = () =>
    card &&
    changeCard(
      { flagged: !card.flagged },
      card.flagged ? 'Flag removed.' : 'Card flagged.',
      'Flag',
    );
  const bury = () => changeCard({ buried: true }, 'Card buried until tomorrow.', 'Bury');
  const suspend = () => changeCard({ suspended: true }, 'Card suspended.', 'Suspend');

  const [infoOf, setInfoOf] = useState<number | null>(null);
  const showInfo = () => {
    if (!card) return;
    if (!connected) return needsConnection('Card info');
    setInfoOf(card.cardId);
  };

  const onAction = (action: StudyAction) => {
    if (action.type === 'info') showInfo();
    else if (action.type === 'reveal') reveal();
    else if (action.type === 'grade') grade(action.rating);
    else if (action.type === 'undo') undo();
    else if (action.type === 'flag') flag();
    else if (action.type === 'bury') bury();
    else suspend();
  };
  useStudyKeys(!!state, revealed ? 'back' : 'front', onAction);

  const waitingLine = waitingText(waiting);
  const syncLine = (fromPack || waitingLine) && (
    <p className="text-center text-xs text-slate-600" data-testid="study-sync-line">
      {fromPack && (online ? UNSYNCED_LINE : OFFLINE_LINE)}
      {fromPack && waitingLine && ' '}
      {waitingLine && <span className="font-semibold">{waitingLine}.</span>}
    </p>
  );

  let body: ReactNode;
  if (!state && (cut || stepping)) {
    body = (
      <section className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-5 py-10 text-center shadow-sm">
        <h2 ref={finishedRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {NO_PACK}
        </h2>
        {syncLine}
      </section>
    );
  } else if (!state || !textReady) {
    body = study.isError ? (
      study.error instanceof ApiError && study.error.status < 500 ? (
        <Alert tone="error">{study.error.message}</Alert>
      ) : (
        <LoadError
          message="Your cards could not be loaded. Check your connection and try again."
          onRetry={() => void study.refetch()}
        />
      )
    ) : (
      <LoadingState label="Loading your cards…" />
    );
  } else if (!card) {
    body = (
      <section className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-5 py-10 text-center shadow-sm">
        <h2
          ref={finishedRef}
          tabIndex={-1}
          className="text-xl font-bold text-balance text-slate-900"
        >
          {FINISHED}
        </h2>
        {state.nextLearningDue && (
          <p className="text-slate-700">{learningDueText(state.nextLearningDue)}</p>
        )}
        {syncLine}
        <Link to={paths.flashCards(userProductId)} className={PRIMARY_LINK}>
          Back to the deck
        </Link>
      </section>
    );
  } else {
    body = (
      <CardView
        userProductId={userProductId}
        card={card}
        revealed={revealed}
        cardRef={cardRef}
        answerRef={answerRef}
      />
    );
  }

  return (
    <main
      className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-3 pt-3 sm:px-6 sm:pt-5"
      data-testid="flash-card-player"
    >
      <div className="flex items-center gap-2">
        <Link
          to={paths.flashCards(userProductId)}
          className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <span aria-hidden="true">←</span> Deck
        </Link>
        <div className="flex min-w-0 flex-1 flex-col">
          {subtitle && <p className="truncate text-xs font-semibold text-brand-700">{subtitle}</p>}
          <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">{title}</h1>
        </div>
      </div>
      <div className="border-y border-slate-200 py-0.5">
        <StudyToolbar
          canUndo={!!state?.canUndo}
          hasCard={!!card}
          flagged={!!card?.flagged}
          busy={busy}
          connected={connected}
          tools={tools}
          on={{ undo, flag, bury, suspend, info: showInfo }}
        />
      </div>
      {!connected && state && <p className="text-xs text-slate-600">{OFFLINE_TOOLS}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert>{notice}</Alert>}
      {body}
      <CardInfoDialog
        userProductId={userProductId}
        cardId={infoOf}
        onClose={() => setInfoOf(null)}
      />
      {card && state && textReady && (
        <div className="sticky bottom-0 z-10 -mx-3 flex flex-col gap-2 border-t border-slate-200 bg-slate-50/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:bottom-3 sm:mx-0 sm:mb-4 sm:rounded-xl sm:border sm:px-4 sm:shadow-sm">
          <QueueCounts counts={state.counts} current={queueOf(card.state)} />
          {syncLine}
          {revealed ? (
            <fieldset>
              <legend className="sr-only">Grade this card</legend>
              <div className="grid grid-cols-4 gap-1.5 sm:gap-3">
                {RATINGS.map((rating) => (
                  <button
                    key={rating}
                    type="button"
                    disabled={busy}
                    aria-label={`${RATING_NAMES[rating]}, ${spokenInterval(card.intervals[rating])}`}
                    aria-keyshortcuts={rating === 3 ? '3 Space Enter' : String(rating)}
                    title={`${RATING_NAMES[rating]} (${rating})`}
                    onClick={() => grade(rating)}
                    className="flex min-h-14 flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-1 py-1.5 shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="text-xs text-slate-600 tabular-nums">
                      {formatInterval(card.intervals[rating])}
                    </span>
                    <span className={`text-sm font-semibold sm:text-base ${GRADE_TONE[rating]}`}>
                      {RATING_NAMES[rating]}
                    </span>
                  </button>
                ))}
              </div>
            </fieldset>
          ) : (
            <Button
              onClick={reveal}
              disabled={busy}
              aria-keyshortcuts="Space Enter"
              className="min-h-12 w-full text-base"
            >
              Show answer
              <span
                aria-hidden="true"
                className="hidden rounded border border-white/50 px-1.5 font-mono text-xs font-normal md:inline"
              >
                Space
              </span>
            </Button>
          )}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </main>
  );
}
