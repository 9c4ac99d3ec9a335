import {
  CME_EVALUATION_COMMENT_MAX,
  CME_EVALUATION_STATEMENTS,
  CME_RATING_LABELS,
  CME_RATING_MIN,
} from '@boardready/contracts/cme-rules';
import { get, useWatch } from 'react-hook-form';
import { TextArea } from '@/components/ui/text-area';
import type { ClaimForm } from '../hooks/use-claim-form';

/** One statement rated on the five-point scale: a native radio group, arrow keys move along it. */
function RatingGroup({
  form,
  statement,
}: {
  form: ClaimForm;
  statement: (typeof CME_EVALUATION_STATEMENTS)[number];
}) {
  const name = `evaluation.ratings.${statement.key}` as const;
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  const errorId = `rating-${statement.key}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-900">{statement.text}</legend>
      <div className="grid grid-cols-5 gap-1 sm:gap-1.5">
        {CME_RATING_LABELS.map((label, index) => (
          <label
            key={label}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-md border border-slate-300 bg-white px-1 py-1.5 text-center text-xs leading-tight text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={String(CME_RATING_MIN + index)}
              className="size-4 accent-brand-700 focus-visible:outline-none"
              {...form.register(name)}
            />
            {label}
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={errorId} className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/** The activity's evaluation every claim asks: four statements rated, and a comment. */
export function EvaluationFields({ form }: { form: ClaimForm }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">Evaluate the activity</legend>
      <p className="text-sm text-slate-700">
        Your answers help us keep the activity useful, fair and free of commercial bias.
      </p>
      {CME_EVALUATION_STATEMENTS.map((statement) => (
        <RatingGroup key={statement.key} form={form} statement={statement} />
      ))}
      <CommentField form={form} />
    </fieldset>
  );
}

/** The comment, with its length counted as it is typed (only this part draws again). */
function CommentField({ form }: { form: ClaimForm }) {
  const comment = useWatch({ control: form.control, name: 'evaluation.comment' }) ?? '';
  const error: { message?: string } | undefined = get(form.formState.errors, 'evaluation.comment');
  return (
    <TextArea
      label="Comment (optional)"
      hint="What would you change, or what will you do differently in your practice?"
      className="[&_textarea]:min-h-24"
      maxLength={CME_EVALUATION_COMMENT_MAX + 100}
      counter={{ used: comment.length, max: CME_EVALUATION_COMMENT_MAX }}
      error={error?.message}
      {...form.register('evaluation.comment')}
    />
  );
}
