import type { ChoiceKey, SaAttempt } from '@boardready/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  HIGHLIGHT_HINT,
  highlightSelection,
} from '@/components/question-player/highlight-selection';
import { usePlayerKeys } from '@/components/question-player/use-player-keys';
import { useSaItem } from '../api/sa-item';
import { useBlockCountdown } from './use-block-countdown';
import { useBlockMutations } from './use-block-mutations';

/**
 * The exam's current block as the player runs it: the clock (the block ends by itself when it
 * reaches zero), the question on screen (`?q=`), its changes, the player's keys and dialogs.
 */
export function useBlockPlayer(attempt: SaAttempt, receivedAt: number) {
  const attemptId = attempt.attemptId;
  const block = attempt.blocks[attempt.currentBlock - 1]!;
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  /** the position whose problem report was sent, thanked for while it is on screen */
  const [reportSent, setReportSent] = useState<number | null>(null);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const stemRef = useRef<HTMLDivElement>(null);

  const running = attempt.status === 'inProgress' && block.state === 'running';
  const remaining = useBlockCountdown(running ? attempt.secondsRemaining : null, receivedAt);
  const first = block.firstPosition;
  const last = first + block.questionCount - 1;
  const asked = Number(searchParams.get('q'));
  const position = asked >= first && asked <= last ? asked : first;
  const withdrawn = attempt.items[position - 1]?.withdrawn === true;
  const item = useSaItem(attemptId, position, 'exam', running && !withdrawn);
  const shown = withdrawn ? undefined : item.data;

  const go = (next: number) => {
    setNavigatorOpen(false);
    setNoteOpen(false);
    setMessage(null);
    setSearchParams({ q: String(next) }, { replace: true });
  };
  const { endBlock, startBlock, save, savingAnswer } = useBlockMutations({
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
    attempt.status === 'inProgress' && (block.state === 'ended' || (running && remaining === 0));
  useEffect(() => {
    if (!timeUp || ending.current === block.blockNumber) return;
    ending.current = block.blockNumber;
    endBlockNow(block.blockNumber);
  }, [timeUp, block.blockNumber, endBlockNow]);

  const toggleMark = () => shown && save.mutate({ flagged: !shown.bookmarked });
  const highlight = () => {
    const highlights = shown && highlightSelection(stemRef.current, shown.highlights);
    if (highlights) save.mutate({ highlights });
    else setMessage(HIGHLIGHT_HINT);
  };
  const toggleStrike = (key: ChoiceKey) =>
    shown &&
    save.mutate({
      struckKeys: shown.struckKeys.includes(key)
        ? shown.struckKeys.filter((k) => k !== key)
        : [...shown.struckKeys, key],
    });

  // The Q&A player's keys: A–E / 1–5 answer, ←/→ move within the block, B marks for review,
  // H highlights.
  usePlayerKeys(
    running && !confirmEnd && !reportOpen,
    shown?.question.choices.map((c) => c.key) ?? [],
    (action) => {
      if (action.type === 'previous' || action.type === 'next') {
        const next = position + (action.type === 'next' ? 1 : -1);
        if (next >= first && next <= last) go(next);
      } else if (!shown) {
        // nothing to answer or mark on a question not shown
      } else if (action.type === 'pick') save.mutate({ choiceKey: action.key });
      else if (action.type === 'bookmark') toggleMark();
      else if (action.type === 'highlight') highlight();
    },
  );

  return {
    block,
    running,
    remaining,
    timeUp,
    first,
    last,
    position,
    withdrawn,
    item,
    shown,
    stemRef,
    message,
    panels: {
      confirmEnd,
      setConfirmEnd,
      reportOpen,
      setReportOpen,
      reportSent,
      reportSentFor: (sent: number) => {
        setReportOpen(false);
        setReportSent(sent);
      },
      navigatorOpen,
      setNavigatorOpen,
      noteOpen,
      setNoteOpen,
    },
    go,
    endBlock,
    startBlock,
    save,
    savingAnswer,
    toggleMark,
    highlight,
    toggleStrike,
    /** the learner's note, kept in their notebook (decision 0908) */
    saveNote: (note: string) => save.mutateAsync({ note }),
  };
}
