import type { ChoiceKey, QaSessionQuestion } from '@boardready/contracts';
import { type ReactNode, type RefObject, useRef } from 'react';
import { NARROW_SCREEN_TABLES, RichText } from '@/components/ui/rich-text';
import { sharePercent } from './choice-share';
import { useStemHighlights } from './use-stem-highlights';

const TEXT_SIZES = {
  small: 'text-[0.95rem] leading-7',
  medium: 'text-[1.05rem] leading-8',
  large: 'text-[1.2rem] leading-9',
} as const;

/** Tables, lists and images inside question text (the decision 0801 subset). */
const RICH = `${NARROW_SCREEN_TABLES} [&_caption]:mb-1 [&_caption]:text-left [&_caption]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:max-w-xl [&_table]:border-collapse [&_table]:text-[0.9em] [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6`;

export type TextSize = keyof typeof TEXT_SIZES;

function StrikeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d="M10 19h4v-3h-4v3zM5 4v3h5v3h4V7h5V4H5zM3 14h18v-2H3v2z" />
    </svg>
  );
}

function choiceTone({
  key,
  picked,
  struck,
  correctKey,
}: {
  key: ChoiceKey;
  picked: ChoiceKey | null;
  struck: boolean;
  correctKey: ChoiceKey | undefined;
}): string {
  if (correctKey) {
    if (key === correctKey) return 'border-green-600 bg-green-50 ring-1 ring-green-600';
    if (key === picked) return 'border-red-600 bg-red-50 ring-1 ring-red-600';
    return 'border-slate-200 bg-white';
  }
  if (key === picked) return 'border-brand-700 bg-brand-50 ring-1 ring-brand-700';
  return struck
    ? 'border-slate-200 bg-slate-50'
    : 'border-slate-300 bg-white hover:border-brand-600';
}

/** The rich texts a question shows: its stem and, once revealed, its explanations. */
export function questionRichTexts(question: QaSessionQuestion): string[] {
  const { reveal } = question;
  return [
    question.question.stemHtml,
    ...(reveal
      ? [reveal.explanationSummary, ...Object.values(reveal.choiceExplanations).filter(Boolean)]
      : []),
  ];
}

/** The stem, lead-in and choices of one question; in tutor mode after answering, the reveal. */
export function QuestionView({
  question,
  picked,
  canAnswer,
  textSize,
  onPick,
  onToggleStrike,
  stemRef,
}: {
  question: QaSessionQuestion;
  picked: ChoiceKey | null;
  canAnswer: boolean;
  textSize: TextSize;
  onPick(key: ChoiceKey): void;
  onToggleStrike(key: ChoiceKey): void;
  /** the stem's element, for a player that highlights the words selected in it */
  stemRef?: RefObject<HTMLDivElement | null>;
}) {
  const { reveal } = question;
  const ownStemRef = useRef<HTMLDivElement>(null);
  const stem = stemRef ?? ownStemRef;
  useStemHighlights(stem, question.highlights);
  const correctKey = reveal?.correctKey;
  return (
    <div className={`flex flex-col gap-5 text-slate-900 ${TEXT_SIZES[textSize]}`}>
      <div ref={stem} data-testid="question-stem">
        <RichText html={question.question.stemHtml} className={`${RICH} flex flex-col gap-4`} />
      </div>
      <p className="font-semibold" id={`lead-in-${question.position}`}>
        {question.question.leadIn}
      </p>
      <fieldset aria-labelledby={`lead-in-${question.position}`}>
        <ul className="flex flex-col gap-2">
          {question.question.choices.map((choice) => {
            const struck = question.struckKeys.includes(choice.key);
            const share = reveal?.choiceShares[choice.key];
            return (
              <li key={choice.key} className="flex items-stretch gap-2">
                <label
                  onContextMenu={(event) => {
                    // Right-click strikes a choice out, as in the exam software learners know.
                    event.preventDefault();
                    onToggleStrike(choice.key);
                  }}
                  className={`relative flex flex-1 items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${canAnswer ? 'cursor-pointer' : 'cursor-default'} ${choiceTone({ key: choice.key, picked, struck, correctKey })}`}
                >
                  <input
                    type="radio"
                    name={`choice-${question.position}`}
                    value={choice.key}
                    checked={picked === choice.key}
                    disabled={!canAnswer}
                    onChange={() => onPick(choice.key)}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-bold ${picked === choice.key ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 text-slate-700'}`}
                  >
                    {choice.key}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className={struck ? 'text-slate-500 line-through' : ''}>
                      <span className="sr-only">{choice.key}. </span>
                      {choice.text}
                      {struck && <span className="sr-only"> (struck out)</span>}
                    </span>
                    {correctKey && (
                      // Under the text, not beside it: on a phone a column beside it squeezed
                      // the choice to a dozen characters a line (issue 22).
                      <span className="flex flex-wrap gap-x-3 text-xs" data-testid="choice-verdict">
                        {choice.key === correctKey && (
                          <span className="font-bold text-green-800">Correct answer</span>
                        )}
                        {choice.key === picked && choice.key !== correctKey && (
                          <span className="font-bold text-red-800">Your answer</span>
                        )}
                        {share !== undefined && (
                          <span className="tabular-nums text-slate-600">
                            {sharePercent(share)}% chose this
                          </span>
                        )}
                      </span>
                    )}
                  </span>
                </label>
                {!correctKey && (
                  <button
                    type="button"
                    aria-label={`Strike out choice ${choice.key}`}
                    aria-pressed={struck}
                    title="Strike out (or right-click the choice)"
                    onClick={() => onToggleStrike(choice.key)}
                    className={`flex w-10 shrink-0 items-center justify-center rounded-lg border ${struck ? 'border-slate-500 bg-slate-200 text-slate-900' : 'border-transparent text-slate-500 hover:bg-slate-100'}`}
                  >
                    <StrikeIcon />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}

/**
 * The explanation once the rules allow (tutor: after answering; test: after the end); `children`
 * come last: what the player links it to (its book sections and cards, decision 1103).
 */
export function ExplanationPanel({
  question,
  children,
}: {
  question: QaSessionQuestion;
  children?: ReactNode;
}) {
  const { reveal } = question;
  if (!reveal) return null;
  const correct = question.selectedKey === reveal.correctKey;
  const answered = question.selectedKey !== null;
  return (
    <section
      aria-labelledby={`explanation-${question.position}`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div
        role="status"
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 font-semibold ${!answered ? 'bg-slate-100 text-slate-800' : correct ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
      >
        <span>{!answered ? 'Not answered' : correct ? 'Correct' : 'Incorrect'}</span>
        <span className="text-sm font-normal">The correct answer is {reveal.correctKey}.</span>
      </div>
      <h2 id={`explanation-${question.position}`} className="text-lg font-bold">
        Explanation
      </h2>
      <RichText
        html={reveal.explanationSummary}
        className={`${RICH} flex flex-col gap-3 leading-7`}
      />
      <ul className="flex flex-col gap-2">
        {question.question.choices.map((choice) => {
          const text = reveal.choiceExplanations[choice.key];
          if (!text) return null;
          return (
            <li
              key={choice.key}
              className="flex gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm leading-6"
            >
              <span
                className={`font-bold ${choice.key === reveal.correctKey ? 'text-green-800' : 'text-slate-700'}`}
              >
                {choice.key}
              </span>
              <RichText html={text} className={`${RICH} flex-1`} />
            </li>
          );
        })}
      </ul>
      <div className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3">
        <h3 className="text-sm font-bold text-brand-800">Educational objective</h3>
        <p className="text-sm leading-6 text-slate-800">{reveal.educationalObjective}</p>
      </div>
      {reveal.references.length > 0 && (
        <div>
          <h3 className="text-sm font-bold text-slate-800">References</h3>
          <ol className="mt-1 list-decimal pl-5 text-xs leading-5 text-slate-700">
            {reveal.references.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ol>
        </div>
      )}
      {question.question.topics.length > 0 && (
        <p className="text-xs text-slate-600">
          Topic: {question.question.topics.map((t) => t.name).join(', ')}
        </p>
      )}
      {children}
    </section>
  );
}
