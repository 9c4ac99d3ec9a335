import type { Preferences, QaSession, TopicNode } from '@boardready/contracts';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError } from '@/lib/forms';
import { QA_MODES, TIMED_CHOICE } from '@/lib/qa-modes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQuestionCount } from '../api/count-questions';
import { useCreateSession } from '../api/create-session';
import { createSessionResolver } from '../utils/create-form-resolver';
import {
  buildCreateRequest,
  type CreateSessionForm as FormValues,
  filterOf,
  SUGGESTED_PACE_HINT,
  suggestedMinutes,
} from '../utils/create-request';
import { TopicTreeField } from './topic-tree-field';

const COUNT_DEBOUNCE_MS = 300;
const DEFAULT_QUESTIONS = 20;

const STATUS_FILTERS = [
  { name: 'unansweredOnly', label: 'Not viewed', hint: 'never shown to you' },
  { name: 'skippedOnly', label: 'Skipped', hint: 'seen but left unanswered' },
  { name: 'incorrectOnly', label: 'Incorrect', hint: 'your last answer was wrong' },
  { name: 'bookmarkedOnly', label: 'Bookmarked', hint: 'marked for later' },
] as const;

function defaultName(): string {
  return `Session ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date())}`;
}

function Checkbox({
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
  register: ReturnType<typeof useForm<FormValues>>['register'];
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

/**
 * The create-session form: name, number, mode, timing and the pool filters (spec §1), with the
 * live count of matching questions; checked with the contract's schema (VALID-08).
 */
export function CreateSessionForm({
  userProductId,
  topics,
  mocaLearningObjectives,
  showMoc,
  preferences,
  onCreated,
}: {
  userProductId: number;
  topics: TopicNode[];
  mocaLearningObjectives: { id: number; text: string; questionCount: number }[];
  showMoc: boolean;
  preferences: Pick<Preferences, 'defaultQaMode' | 'defaultQaTimed'>;
  onCreated(session: QaSession): void;
}) {
  const resolver = useMemo(() => createSessionResolver(userProductId), [userProductId]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      name: defaultName(),
      numberOfQuestions: DEFAULT_QUESTIONS,
      // Both remembered the same way: the learner's Q&A preferences (issue 22).
      timed: preferences.defaultQaTimed,
      durationMinutes: suggestedMinutes(DEFAULT_QUESTIONS),
      viewMode: preferences.defaultQaMode,
      contentTopicIds: [],
      skippedOnly: false,
      unansweredOnly: false,
      bookmarkedOnly: false,
      incorrectOnly: false,
      curatedReviewQuestionsOnly: false,
      mocaLearningObjectives: [],
    },
  });
  const { register, control, formState, setValue, getFieldState } = form;
  const create = useCreateSession();
  const ids = { count: useId() };

  const values = useWatch({ control }) as FormValues;
  const filterKey = JSON.stringify(filterOf({ ...form.getValues(), ...values }));
  const debouncedKey = useDebouncedValue(filterKey, COUNT_DEBOUNCE_MS);
  const count = useQuestionCount(userProductId, JSON.parse(debouncedKey));
  const available = count.data?.available;
  const counting = count.isFetching || debouncedKey !== filterKey;
  const requested = Number(values.numberOfQuestions);

  const onSubmit = form.handleSubmit(async (formValues) => {
    try {
      const session = await create.mutateAsync(buildCreateRequest(userProductId, formValues));
      onCreated(session);
    } catch (error) {
      const message = applyServerError(error, form.setError, ['name', 'numberOfQuestions']);
      form.setError('root', { type: 'server', message });
    }
  });

  const onQuestionsChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    // The time limit follows the number of questions until the learner sets it themselves.
    if (!getFieldState('durationMinutes').isDirty) {
      const n = Number(event.target.value);
      if (Number.isFinite(n) && n > 0) setValue('durationMinutes', suggestedMinutes(n));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="create-session-heading"
      className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id="create-session-heading" className="text-lg font-bold text-slate-900">
          Create a session
        </h2>
        <p className="text-sm text-slate-600">Choose the questions, the mode and the time.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Session name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Number of questions"
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          error={formState.errors.numberOfQuestions?.message}
          {...register('numberOfQuestions', { valueAsNumber: true, onChange: onQuestionsChange })}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Mode</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ModeOption value="tutor" register={register} />
          <ModeOption value="test" register={register} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Timing</legend>
        <div className="flex flex-wrap items-end gap-4">
          <Checkbox
            label={TIMED_CHOICE.name}
            hint={TIMED_CHOICE.description}
            {...register('timed')}
          />
          {values.timed && (
            <TextField
              label="Time limit (minutes)"
              type="number"
              inputMode="numeric"
              min={1}
              max={720}
              className="w-44"
              hint={SUGGESTED_PACE_HINT}
              error={formState.errors.durationMinutes?.message}
              {...register('durationMinutes', { valueAsNumber: true })}
            />
          )}
        </div>
      </fieldset>

      <Controller
        control={control}
        name="contentTopicIds"
        render={({ field }) => (
          <TopicTreeField topics={topics} value={field.value} onChange={field.onChange} />
        )}
      />

      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Question status</legend>
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

      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Review sets</legend>
        <Checkbox
          label="Curated review questions only"
          hint="A hand-picked set covering the highest-yield points."
          {...register('curatedReviewQuestionsOnly')}
        />
      </fieldset>

      {showMoc && mocaLearningObjectives.length > 0 && (
        <Controller
          control={control}
          name="mocaLearningObjectives"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-semibold text-slate-900">
                MOC learning objectives
              </legend>
              <p className="mb-1 text-xs text-slate-600">
                Limit the session to questions on the chosen pediatrics MOC learning objectives.
              </p>
              <ul className="flex max-h-72 flex-col overflow-auto rounded-lg border border-slate-200 p-1">
                {mocaLearningObjectives.map((objective) => (
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
      )}

      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}

      <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur">
        <p id={ids.count} role="status" aria-live="polite" className="text-sm text-slate-700">
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
                <span className="block text-xs text-red-700">
                  No questions match these filters.
                </span>
              )}
            </>
          )}
        </p>
        <Button
          type="submit"
          busy={formState.isSubmitting}
          disabled={available === 0}
          aria-describedby={ids.count}
        >
          Create session
        </Button>
      </div>
    </form>
  );
}
