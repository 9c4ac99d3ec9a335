import type { ReactNode } from 'react';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { QA_MODES } from '@/lib/qa-modes';
import type { CreateSessionForm as FormValues } from '../utils/create-request';

/** The pieces of the create-session form (create-session-form.tsx composes them). */

const STATUS_FILTERS = [
  { name: 'unansweredOnly', label: 'Not viewed', hint: 'never shown to you' },
  { name: 'skippedOnly', label: 'Skipped', hint: 'seen but left unanswered' },
  { name: 'incorrectOnly', label: 'Incorrect', hint: 'your last answer was wrong' },
  { name: 'bookmarkedOnly', label: 'Bookmarked', hint: 'marked for later' },
] as const;

const LEGEND = 'mb-1 text-sm font-semibold text-slate-900';

export function Checkbox({
  label,
  hint,
  ...rest
}: { label: ReactNode; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-slate-50">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-700" {...rest} />
      <span className="flex flex-col text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        {hint && <span className="text-xs text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}

function ModeOption({
  value,
  register,
}: {
  value: keyof typeof QA_MODES;
  register: UseFormRegister<FormValues>;
}) {
  return (
    <label className="flex flex-1 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700">
      <input
        type="radio"
        value={value}
        {...register('viewMode')}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-slate-900">{QA_MODES[value].name}</span>
        <span className="text-xs text-slate-600">{QA_MODES[value].description}</span>
      </span>
    </label>
  );
}

/** Tutor or test (spec §1 viewMode). */
export function ModeField({ register }: { register: UseFormRegister<FormValues> }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Mode</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ModeOption value="tutor" register={register} />
        <ModeOption value="test" register={register} />
      </div>
    </fieldset>
  );
}

/** The pool filters on the learner's history: any of the chosen groups, none = all questions. */
export function StatusFilters({ register }: { register: UseFormRegister<FormValues> }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={LEGEND}>Question status</legend>
      <p className="mb-1 text-xs text-slate-600">
        Only questions in any of the chosen groups, from your earlier sessions. None chosen: all
        questions.
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        {STATUS_FILTERS.map((filter) => (
          <Checkbox
            key={filter.name}
            label={filter.label}
            hint={filter.hint}
            {...register(filter.name)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Pediatrics MOC learning objectives, each with its number of questions. */
export function MocObjectivesField({
  control,
  objectives,
}: {
  control: Control<FormValues>;
  objectives: { id: number; text: string; questionCount: number }[];
}) {
  return (
    <Controller
      control={control}
      name="mocaLearningObjectives"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-1">
          <legend className={LEGEND}>MOC learning objectives</legend>
          <p className="mb-1 text-xs text-slate-600">
            Limit the session to questions on the chosen pediatrics MOC learning objectives.
          </p>
          <ul className="flex max-h-72 flex-col overflow-auto rounded-lg border border-slate-200 p-1">
            {objectives.map((objective) => (
              <li key={objective.id}>
                <Checkbox
                  label={
                    <span className="flex justify-between gap-3">
                      <span>{objective.text}</span>
                      <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700">
                        {objective.questionCount}
                      </span>
                    </span>
                  }
                  checked={field.value.includes(objective.id)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, objective.id]
                        : field.value.filter((id) => id !== objective.id),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    />
  );
}

/** The live count of matching questions, and what it means for the number asked for. */
export function MatchingCount({
  id,
  available,
  counting,
  requested,
}: {
  id: string;
  available: number | undefined;
  counting: boolean;
  requested: number;
}) {
  return (
    <p id={id} role="status" aria-live="polite" className="text-sm text-slate-700">
      {available === undefined ? (
        'Counting matching questions…'
      ) : (
        <>
          <span
            className={`text-xl font-bold tabular-nums ${available === 0 ? 'text-red-700' : 'text-slate-900'}`}
          >
            {available}
          </span>{' '}
          {available === 1 ? 'question matches' : 'questions match'}
          {counting && <span className="sr-only"> (updating)</span>}
          {available > 0 && Number.isFinite(requested) && requested > available && (
            <span className="block text-xs text-amber-800">
              The session will have {available}, all that match.
            </span>
          )}
          {available === 0 && (
            <span className="block text-xs text-red-700">No questions match these filters.</span>
          )}
        </>
      )}
    </p>
  );
}
