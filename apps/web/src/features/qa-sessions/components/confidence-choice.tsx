import {
  ANSWER_CONFIDENCE_LABELS,
  ANSWER_CONFIDENCES,
  type AnswerConfidenceName,
} from '@boardready/contracts/qa-rules';
import { type ReadableStore, useStoreValue } from '@/lib/value-store';

/**
 * "How sure are you?" (issue 24): optional, said before the answer is final. A right answer given
 * unsure or guessed comes back for spaced retrieval, as a wrong one does; the hint says so.
 * Native radios: arrow keys move between them (the player leaves arrows on a radio alone).
 */
export function ConfidenceChoice({
  position,
  confidence,
  disabled,
  onChange,
}: {
  position: number;
  confidence: ReadableStore<AnswerConfidenceName | null>;
  disabled: boolean;
  onChange(value: AnswerConfidenceName): void;
}) {
  const value = useStoreValue(confidence);
  if (disabled && value === null) return null;
  return (
    <fieldset className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2" disabled={disabled}>
      <legend className="float-left mr-1 text-sm font-medium text-slate-700">
        How sure are you?
      </legend>
      {ANSWER_CONFIDENCES.map((option) => (
        <label
          key={option}
          className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:disabled]:cursor-default has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
        >
          <input
            type="radio"
            name={`confidence-${position}`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-4 accent-brand-700 focus-visible:outline-none"
          />
          {ANSWER_CONFIDENCE_LABELS[option]}
        </label>
      ))}
      {!disabled && (
        <p className="basis-full text-xs text-slate-600">
          Optional. Questions you miss, or answer unsure or guessed, come back for review when they
          are due.
        </p>
      )}
    </fieldset>
  );
}
