import type { ChoiceKey, QaSessionQuestion } from '@boardready/contracts';
import type { AnswerConfidenceName } from '@boardready/contracts/qa-rules';
import { useRef, useState } from 'react';
import {
  HIGHLIGHT_HINT,
  highlightSelection,
} from '@/components/question-player/highlight-selection';
import { afterNextPaint } from '@/lib/first-paint';
import { type ReadableStore, valueStore } from '@/lib/value-store';
import { useQuestionActions } from './use-question-actions';

const SAVE_FAILED = 'Your answer was not saved. Check your connection and try again.';
const MARK_FAILED = 'That change was not saved. Check your connection and try again.';

/** Picks not yet saved, by position. */
type Picks = Partial<Record<number, ChoiceKey>>;
/** How sure the learner said they were, by position, until the answer is saved with it. */
type Confidences = Partial<Record<number, AnswerConfidenceName>>;

/**
 * What the learner does to the question on screen: pick a choice (tutor mode submits it, test
 * mode saves it as it is picked), bookmark, highlight words of the stem, strike choices out,
 * write a note. Each change is sent at once; a failure puts back what was there and says so
 * through onNotice. The pick is a store (`picked`) that only the choices and the Submit button
 * read: a click on a choice redraws them, not the whole player (INP).
 */
export function useQuestionControls({
  qaSessionId,
  position,
  question,
  answerable,
  saveOnPick,
  onNotice,
}: {
  qaSessionId: number;
  position: number;
  question: QaSessionQuestion | undefined;
  answerable: boolean;
  /** test mode: no Submit, the pick is the answer (it can change until the session ends) */
  saveOnPick: boolean;
  onNotice(notice: string | null): void;
}) {
  const { answer, mark } = useQuestionActions(qaSessionId);
  const [picks] = useState(() => valueStore<Picks>({}));
  const setPick = (at: number, key: ChoiceKey | undefined) =>
    picks.set({ ...picks.get(), [at]: key });
  // the pick on screen: one not yet saved, else the saved answer
  const picked: ReadableStore<ChoiceKey | null> = {
    get: () => (question && picks.get()[position]) ?? question?.selectedKey ?? null,
    subscribe: picks.subscribe,
  };
  // the answers on their way to the server (or to this device's outbox), by position
  const [savingKeys] = useState(() => valueStore<Picks>({}));
  const saving: ReadableStore<boolean> = {
    get: () => savingKeys.get()[position] !== undefined,
    subscribe: savingKeys.subscribe,
  };
  const [confidences] = useState(() => valueStore<Confidences>({}));
  const confidence: ReadableStore<AnswerConfidenceName | null> = {
    get: () => (question && confidences.get()[position]) ?? question?.confidence ?? null,
    subscribe: confidences.subscribe,
  };
  const stemRef = useRef<HTMLDivElement>(null);

  const save = async (key: ChoiceKey) => {
    onNotice(null);
    savingKeys.set({ ...savingKeys.get(), [position]: key });
    try {
      await answer(position, key, confidence.get());
    } catch {
      setPick(position, undefined);
      onNotice(SAVE_FAILED);
    } finally {
      // a later pick of the question is still on its way: it is the one saving
      if (savingKeys.get()[position] === key) {
        savingKeys.set({ ...savingKeys.get(), [position]: undefined });
      }
    }
  };
  /** Optional, before the answer is final: a test-mode answer already saved is saved again with it. */
  const setConfidence = (value: AnswerConfidenceName) => {
    if (!answerable) return;
    confidences.set({ ...confidences.get(), [position]: value });
    if (saveOnPick && question?.selectedKey) void save(question.selectedKey);
  };
  const pick = (key: ChoiceKey) => {
    if (!answerable) return;
    setPick(position, key);
    // The pick is drawn first; saving it (which redraws the player) follows the paint.
    if (saveOnPick && key !== question?.selectedKey) afterNextPaint(() => void save(key));
  };
  const submit = async () => {
    const key = picked.get();
    if (!saveOnPick && answerable && key !== null && key !== question?.selectedKey) await save(key);
  };
  const markWith = async (marks: Parameters<typeof mark>[1]) => {
    onNotice(null);
    try {
      await mark(position, marks);
    } catch (error) {
      onNotice(MARK_FAILED);
      throw error;
    }
  };
  const toggleBookmark = () => {
    if (question) markWith({ bookmarked: !question.bookmarked }).catch(() => {});
  };
  // The words selected in the stem get a highlight, or lose it when all of them had one.
  const toggleHighlight = () => {
    const highlights = question && highlightSelection(stemRef.current, question.highlights);
    if (!highlights) {
      onNotice(HIGHLIGHT_HINT);
      return;
    }
    markWith({ highlights }).catch(() => {});
  };
  const toggleStrike = (key: ChoiceKey) => {
    if (!question || question.reveal) return;
    const struck = question.struckKeys.includes(key)
      ? question.struckKeys.filter((k) => k !== key)
      : [...question.struckKeys, key];
    markWith({ struckKeys: struck }).catch(() => {});
  };
  const saveNote = (note: string) => markWith({ note });

  return {
    picked,
    saving,
    confidence,
    setConfidence,
    stemRef,
    pick,
    submit,
    toggleBookmark,
    toggleHighlight,
    toggleStrike,
    saveNote,
  };
}
