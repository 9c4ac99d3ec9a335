import { type RefObject, useEffect, useRef } from 'react';
import { useRecordReading } from '../api/reading-progress';

/**
 * Keeps the learner's place on the server (issue 24): the section on screen once its text is
 * there, and the section read once its end (`endRef`, below the text) has been in view. Each is
 * sent once per section shown; a failed call only loses that step, the next section sends again.
 */
export function useReadingPlace(
  userProductId: number,
  sectionId: string | undefined,
  endRef: RefObject<HTMLElement | null>,
) {
  const { mutate } = useRecordReading(userProductId);
  const sent = useRef<{ place?: string; finished?: string }>({});

  useEffect(() => {
    if (!sectionId || sent.current.place === sectionId) return;
    sent.current.place = sectionId;
    mutate({ sectionId, finished: false });
  }, [sectionId, mutate]);

  useEffect(() => {
    const end = endRef.current;
    if (!sectionId || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      if (sent.current.finished === sectionId) return;
      sent.current.finished = sectionId;
      observer.disconnect();
      mutate({ sectionId, finished: true });
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [sectionId, endRef, mutate]);
}
