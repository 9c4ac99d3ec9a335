import type { ChoiceKey, QaSessionQuestion } from '@boardready/contracts';
import { useState } from 'react';
import { NoteEditor } from '@/components/question-player/note-editor';
import { QuestionView, type TextSize } from '@/components/question-player/question-view';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SaItemChange } from '../hooks/use-block-mutations';
import { SaWithdrawnNotice } from './sa-withdrawn-notice';

/** The question on screen in the running block, its flag, and the block's moves and end. */
export function BlockQuestion({
  number,
  count,
  question,
  failed,
  withdrawn,
  textSize,
  lastBlock,
  previous,
  next,
  on,
}: {
  /** the question's number within the block, of count */
  number: number;
  count: number;
  question: QaSessionQuestion | undefined;
  failed: boolean;
  withdrawn: boolean;
  textSize: TextSize;
  lastBlock: boolean;
  previous: number | null;
  next: number | null;
  on: { save(change: SaItemChange): void; go(position: number): void; endBlock(): void };
}) {
  // the note tool, open on one question: another question comes with it closed
  const [notingAt, setNotingAt] = useState<number | null>(null);
  const noting = question !== undefined && notingAt === question.position;
  const setNoting = (open: boolean) => setNotingAt(open && question ? question.position : null);
  const toggleStrike = (data: QaSessionQuestion, key: ChoiceKey) =>
    on.save({
      struckKeys: data.struckKeys.includes(key)
        ? data.struckKeys.filter((k) => k !== key)
        : [...data.struckKeys, key],
    });
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-800">
          Question {number} of {count}
        </h2>
        {question && !withdrawn && (
          <div className="flex gap-2">
            <Button variant="secondary" aria-expanded={noting} onClick={() => setNoting(!noting)}>
              {question.note ? 'Edit note' : 'Note'}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={question.bookmarked}
              onClick={() => on.save({ flagged: !question.bookmarked })}
            >
              {question.bookmarked ? 'Unflag' : 'Flag for review'}
            </Button>
          </div>
        )}
      </div>
      {question && !withdrawn && noting && (
        <NoteEditor
          label={`Your note on question ${number}`}
          note={question.note}
          busy={false}
          onSave={(note) => {
            on.save({ note });
            setNoting(false);
          }}
          onCancel={() => setNoting(false)}
        />
      )}
      {withdrawn ? (
        <SaWithdrawnNotice afterwards="Go on to the next question." />
      ) : failed ? (
        <Alert tone="error">This question could not be loaded. Please reload the page.</Alert>
      ) : !question ? (
        <div className="h-64 animate-pulse rounded-xl bg-slate-200" aria-busy="true" />
      ) : (
        <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <QuestionView
            question={question}
            picked={question.selectedKey}
            canAnswer
            textSize={textSize}
            onPick={(choiceKey) => on.save({ choiceKey })}
            onToggleStrike={(key) => toggleStrike(question, key)}
          />
          {question.selectedKey && (
            <p className="mt-4 text-sm text-slate-600" role="status">
              Answer {question.selectedKey} saved. You can change it until the block ends.
            </p>
          )}
        </article>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={previous === null}
            onClick={() => previous !== null && on.go(previous)}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            disabled={next === null}
            onClick={() => next !== null && on.go(next)}
          >
            Next
          </Button>
        </div>
        <Button onClick={on.endBlock}>{lastBlock ? 'End block and finish' : 'End block'}</Button>
      </div>
    </div>
  );
}
