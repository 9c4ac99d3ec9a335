import type { QaSession } from '@boardready/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { questionRichTexts } from '@/components/question-player/question-view';
import { prepareRichText } from '@/components/ui/rich-text';
import { afterNextPaint } from '@/lib/first-paint';
import { valueStore } from '@/lib/value-store';
import { sessionQuestionQueryOptions } from '../api/get-session-question';
import { useRememberPosition } from '../api/update-session';
import { openingPosition, type ReviewFilter, reviewPositions } from '../utils/session-rules';

/**
 * Where the player is: the positions it walks (all, or a review's), the question on screen
 * (remembered while the session runs), and the next one fetched ahead so moving on is instant.
 */
export function useSessionNavigation(
  session: QaSession,
  review: ReviewFilter | null,
  onMove: () => void,
) {
  const { qaSessionId } = session;
  const [searchParams] = useSearchParams();
  const active = session.status === 'active';
  const positions = useMemo(
    () =>
      review ? reviewPositions(session.items, review) : session.items.map((item) => item.position),
    [session.items, review],
  );
  const [position, setPosition] = useState(() =>
    openingPosition(session, review, Number(searchParams.get('q'))),
  );
  const index = positions.indexOf(position);
  // The position moved to, published at once: the heading and the navigator, which read it,
  // answer the click in its own frame, while the question itself is drawn as a transition.
  const [movedTo] = useState(() => valueStore(position));

  const remember = useRememberPosition(qaSessionId);
  // After the question has been painted: remembering it marks it seen, which redraws the player.
  useEffect(() => {
    if (active) return afterNextPaint(() => remember(position));
  }, [active, position, remember]);

  // The next question is fetched and its texts sanitized ahead, once this one has been painted:
  // moving on is only drawing it. Read into the cache, not subscribed to, so that its arrival
  // redraws nothing; a failure is the Next question's to show.
  const next = positions[index + 1];
  const queryClient = useQueryClient();
  useEffect(() => {
    if (next === undefined) return;
    return afterNextPaint(() => {
      queryClient
        .fetchQuery(sessionQuestionQueryOptions(qaSessionId, next))
        .then((upcoming) => prepareRichText(questionRichTexts(upcoming)))
        .catch(() => {});
    });
  }, [qaSessionId, next, queryClient]);

  const go = useCallback(
    (target: number) => {
      if (!positions.includes(target)) return;
      movedTo.set(target);
      // Drawing the next question (stem, choices, explanation) is the heavy part of a move: as a
      // transition React draws it in slices, after the click's own frame has painted the new
      // heading (INP); the panels close in the same drawing.
      startTransition(() => {
        setPosition(target);
        onMove();
      });
      window.scrollTo({ top: 0 });
    },
    [positions, onMove, movedTo],
  );

  return {
    positions,
    position,
    movedTo,
    index,
    previous: positions[index - 1],
    next,
    go,
  };
}
