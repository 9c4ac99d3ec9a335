import type { ChoiceKey, QaSessionQuestion } from '@boardready/contracts';
import type { RefObject } from 'react';
import { AnswerStatus } from '@/components/question-player/answer-status';
import { QuestionView, type TextSize } from '@/components/question-player/question-view';
import { SavedNote } from '@/components/question-player/saved-note';
import { Alert } from '@/components/ui/alert';
import { useRichTextReady } from '@/components/ui/rich-text';
import { SaWithdrawnNotice } from './sa-withdrawn-notice';

/** The question on screen in the running block: withdrawn, failed, loading, or shown to answer. */
export function BlockQuestion({
  question,
  failed,
  withdrawn,
  saving,
  textSize,
  stemRef,
  noteOpen,
  on,
}: {
  question: QaSessionQuestion | undefined;
  failed: boolean;
  withdrawn: boolean;
  /** the answer on screen is on its way to the server */
  saving: boolean;
  textSize: TextSize;
  stemRef: RefObject<HTMLDivElement | null>;
  /** while the note is open in the side column, it is not shown again under the question */
  noteOpen: boolean;
  on: { pick(key: ChoiceKey): void; toggleStrike(key: ChoiceKey): void };
}) {
  const textReady = useRichTextReady();
  if (withdrawn) return <SaWithdrawnNotice afterwards="Go on to the next question." />;
  if (failed) {
    return <Alert tone="error">This question could not be loaded. Please reload the page.</Alert>;
  }
  if (!question || !textReady) {
    return <div className="h-64 animate-pulse rounded-xl bg-slate-200" aria-busy="true" />;
  }
  return (
    <>
      <article className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 desk:p-8">
        <QuestionView
          question={question}
          picked={question.selectedKey}
          canAnswer
          textSize={textSize}
          onPick={on.pick}
          onToggleStrike={on.toggleStrike}
          stemRef={stemRef}
        />
        {question.selectedKey && (
          <AnswerStatus
            answerKey={question.selectedKey}
            saving={saving}
            changeableUntil="the block ends"
          />
        )}
      </article>
      {!noteOpen && <SavedNote note={question.note} />}
    </>
  );
}
