import type { ChoiceKey, CmsPreview } from '@boardready/contracts';
import { type ReactNode, useId, useState } from 'react';
import { PlayerFooterBar, PlayerFrame } from '@/components/question-player/player-frame';
import { PlayerToolbar } from '@/components/question-player/player-toolbar';
import { ExplanationPanel, QuestionView } from '@/components/question-player/question-view';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/load-state';
import { useRichTextReady } from '@/components/ui/rich-text';
import { paths } from '@/lib/paths';
import { QA_MODES } from '@/lib/qa-modes';
import { PHONE_VIEWPORT, PhoneFrame } from './preview-phone-frame';

export type PreviewView = 'tutor' | 'test';
export type PreviewWidth = 'desktop' | 'phone';

/** A row of radio buttons drawn as a segmented switch. */
function Switch<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: NoInfer<V>;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="inline-flex w-fit overflow-hidden rounded-md border border-slate-300">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the phone's player bar says: the previewed question in the session's place, and the mode. */
function PhoneBarTitle({ preview, view }: { preview: CmsPreview; view: PreviewView }) {
  const { source } = preview;
  const what =
    source.kind === 'draft' ? `Draft #${source.draftId}` : `${source.code} v${source.version}`;
  return (
    <>
      <p className="truncate text-xs font-medium text-slate-600">
        Preview of {what} · {QA_MODES[view].name} mode
      </p>
      {/* as the player's heading (qa-sessions player-header), one level under the page's */}
      <h2 className="truncate text-sm font-bold text-slate-900 sm:text-base desk:text-lg">
        <span className="sr-only sm:not-sr-only">Question </span>1 of 1
      </h2>
    </>
  );
}

/**
 * The learner's player on a phone (decision 0907's frame at 375 px, in its own viewport): the bar
 * (Exit goes back to the draft or the question's versions), the toolbar, whose tools are the
 * session's and so disabled here, the question and the footer. Only the navigator opens.
 */
function PhonePlayer({
  preview,
  view,
  children,
}: {
  preview: CmsPreview;
  view: PreviewView;
  children: ReactNode;
}) {
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const { source } = preview;
  const exitTo =
    source.draftId !== null
      ? paths.cmsDraft(source.draftId)
      : source.questionId !== null
        ? paths.cmsQuestion(source.questionId)
        : paths.previewQna;
  const none = () => undefined;
  return (
    <PhoneFrame title={`The learner’s player on a phone (${PHONE_VIEWPORT.width} px wide)`}>
      <PlayerFrame
        testId="qna-preview-player"
        exit={{ to: exitTo, label: 'Exit' }}
        title={<PhoneBarTitle preview={preview} view={view} />}
        toolbar={
          <PlayerToolbar
            disabled
            mark={{ label: 'Bookmark', pressed: false, onToggle: none }}
            on={{ openNavigator: () => setNavigatorOpen(true), highlight: none, report: none }}
          />
        }
        navigator={{
          title: 'All questions',
          open: navigatorOpen,
          onOpenChange: setNavigatorOpen,
          content: (
            <p className="text-sm text-slate-700">
              A preview holds one question; in a session this lists all of its questions.
            </p>
          ),
        }}
        footer={
          <PlayerFooterBar
            previous={
              <Button variant="secondary" disabled>
                ← Previous
              </Button>
            }
            next={
              <Button variant="secondary" disabled>
                Next →
              </Button>
            }
          />
        }
      >
        {children}
      </PlayerFrame>
    </PhoneFrame>
  );
}

/**
 * A question as the learner's player draws it (components/question-player, decision 0907): the
 * stem, lead-in and choices (strike-outs and a pick work as in the player, here only), and in the
 * tutor view the answer with its explanation, as a tutor session shows it once answered. At the
 * desktop's width it is the player's question column in this page; at a phone's it is the whole
 * player in a phone-sized document of its own (PhoneFrame), where the player's responsive classes
 * read the phone's viewport as they do on the learner's phone.
 */
export function QuestionPreview({ preview }: { preview: CmsPreview }) {
  const [view, setView] = useState<PreviewView>('tutor');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [picked, setPicked] = useState<ChoiceKey | null>(null);
  const [struck, setStruck] = useState<ChoiceKey[]>([]);
  const textReady = useRichTextReady();
  const shown = {
    ...preview.question,
    selectedKey: picked,
    struckKeys: struck,
    reveal: view === 'tutor' ? preview.question.reveal : null,
  };
  const phone = width === 'phone';
  // the player's question column (qa-sessions player-question): its article and the explanation
  const column = (
    <>
      <article className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 desk:p-8">
        <QuestionView
          question={shown}
          picked={picked}
          canAnswer
          textSize="medium"
          onPick={setPicked}
          onToggleStrike={(key) =>
            setStruck((keys) =>
              keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key].sort(),
            )
          }
        />
      </article>
      <ExplanationPanel question={shown} />
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <Switch
          legend="View"
          value={view}
          onChange={setView}
          options={[
            { value: 'tutor', label: 'Tutor (answer shown)' },
            { value: 'test', label: 'Test' },
          ]}
        />
        <Switch
          legend="Width"
          value={width}
          onChange={setWidth}
          options={[
            { value: 'desktop', label: 'Desktop' },
            { value: 'phone', label: `Phone (${PHONE_VIEWPORT.width} px)` },
          ]}
        />
      </div>
      <section
        aria-label="Question as learners see it"
        data-testid="qna-preview"
        data-width={width}
        className={
          phone
            ? 'mx-auto w-fit max-w-full'
            : 'rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3 py-4 sm:px-8 sm:py-6'
        }
      >
        {!textReady ? (
          <LoadingState label="Loading the question…" />
        ) : phone ? (
          <PhonePlayer preview={preview} view={view}>
            {column}
          </PhonePlayer>
        ) : (
          <div className="mx-auto flex min-w-0 max-w-3xl flex-col gap-5">{column}</div>
        )}
      </section>
    </div>
  );
}
