import type { ChoiceKey, CmsPreview } from '@boardready/contracts';
import { useId, useState } from 'react';
import { ExplanationPanel, QuestionView } from '@/components/question-player/question-view';
import { LoadingState } from '@/components/ui/load-state';
import { useRichTextReady } from '@/components/ui/rich-text';

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

/**
 * A question as the learner's player draws it (components/question-player, decision 0907): the
 * stem, lead-in and choices (strike-outs and a pick work as in the player, here only), and in the
 * tutor view the answer with its explanation, as a tutor session shows it once answered. The
 * width switch draws the question column at a phone's width (375 px) or the desktop's (48rem).
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
            { value: 'phone', label: 'Phone (375 px)' },
          ]}
        />
      </div>
      <section
        aria-label="Question as learners see it"
        data-testid="qna-preview"
        data-width={width}
        className={`rounded-xl border border-dashed border-slate-300 bg-slate-50 ${phone ? 'mx-auto w-full max-w-[375px] px-3 py-2' : 'px-3 py-4 sm:px-8 sm:py-6'}`}
      >
        {!textReady ? (
          <LoadingState label="Loading the question…" />
        ) : (
          <div className={`mx-auto flex min-w-0 flex-col gap-5 ${phone ? '' : 'max-w-3xl'}`}>
            <article
              className={`rounded-xl border border-slate-200 bg-white shadow-sm ${phone ? 'p-3' : 'p-5 sm:p-8'}`}
            >
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
          </div>
        )}
      </section>
    </div>
  );
}
