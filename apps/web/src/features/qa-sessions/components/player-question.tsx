import type { ChoiceKey, QaSession, QaSessionQuestion } from '@boardready/contracts';
import type { AnswerConfidenceName } from '@boardready/contracts/qa-rules';
import type { RefObject } from 'react';
import { LinkedMaterial } from '@/components/interlinks/linked-material';
import { AnswerStatus } from '@/components/question-player/answer-status';
import {
  ExplanationPanel,
  QuestionView,
  type TextSize,
} from '@/components/question-player/question-view';
import { SavedNote } from '@/components/question-player/saved-note';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRichTextReady } from '@/components/ui/rich-text';
import { pausedClockText } from '@/lib/qa/session-clock';
import { type ReadableStore, useStoreValue } from '@/lib/value-store';
import { type SessionClock, useClockSeconds } from '../hooks/use-session-clock';
import { ConfidenceChoice } from './confidence-choice';

function PausedClock({
  clock,
  durationSeconds,
}: {
  clock: SessionClock;
  durationSeconds: number | null;
}) {
  return (
    <p className="text-sm text-slate-600">
      {pausedClockText(durationSeconds, useClockSeconds(clock))}
    </p>
  );
}

/** A test-mode answer's state: a store, so that saving redraws this line only. */
function TestAnswerStatus({
  answerKey,
  saving,
}: {
  answerKey: ChoiceKey;
  saving: ReadableStore<boolean>;
}) {
  return (
    <AnswerStatus
      answerKey={answerKey}
      saving={useStoreValue(saving)}
      changeableUntil="you end the session"
    />
  );
}

/**
 * The question on screen: paused, failed or loading, or the question with the learner's note (while
 * its editor, beside the question, is closed) and, once the rules allow, its explanation.
 */
export function PlayerQuestion({
  session,
  question,
  failed,
  paused,
  clock,
  noteOpen,
  textSize,
  picked,
  saving,
  confidence,
  answerable,
  stemRef,
  on,
}: {
  session: QaSession;
  question: QaSessionQuestion | undefined;
  failed: boolean;
  paused: boolean;
  /** the session's clock: the paused screen says what it shows */
  clock: SessionClock;
  noteOpen: boolean;
  textSize: TextSize;
  /** the choice picked (a store: a pick redraws the question, not the player) */
  picked: ReadableStore<ChoiceKey | null>;
  /** the answer is on its way (a store, like the pick) */
  saving: ReadableStore<boolean>;
  /** how sure the learner says they are (a store, like the pick) */
  confidence: ReadableStore<AnswerConfidenceName | null>;
  answerable: boolean;
  stemRef: RefObject<HTMLDivElement | null>;
  on: {
    resume(): void;
    pick(key: ChoiceKey): void;
    toggleStrike(key: ChoiceKey): void;
    setConfidence(value: AnswerConfidenceName): void;
  };
}) {
  const pickedKey = useStoreValue(picked);
  const textReady = useRichTextReady();
  if (paused) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-16 text-center">
        <p className="text-xl font-bold text-slate-900">Session paused</p>
        <PausedClock clock={clock} durationSeconds={session.durationSeconds} />
        <Button onClick={on.resume}>Resume</Button>
      </div>
    );
  }
  if (failed) {
    return <Alert tone="error">This question could not be loaded. Please reload the page.</Alert>;
  }
  if (!question || !textReady) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-slate-200" />
      </div>
    );
  }
  return (
    <>
      <article className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 desk:p-8">
        <QuestionView
          question={question}
          picked={pickedKey}
          canAnswer={answerable}
          textSize={textSize}
          onPick={on.pick}
          onToggleStrike={on.toggleStrike}
          stemRef={stemRef}
        />
        <ConfidenceChoice
          position={question.position}
          confidence={confidence}
          disabled={!answerable}
          onChange={on.setConfidence}
        />
        {!question.reveal && question.selectedKey && session.viewMode === 'test' && (
          <TestAnswerStatus answerKey={question.selectedKey} saving={saving} />
        )}
      </article>
      {!noteOpen && <SavedNote note={question.note} />}
      <ExplanationPanel question={question}>
        {/* the book sections and cards this question links to (QA-31, decision 1103) */}
        <LinkedMaterial
          request={{
            userProductId: session.userProductId,
            applicationType: 'qa',
            id: question.question.questionId,
          }}
        />
      </ExplanationPanel>
    </>
  );
}
