import type { Preferences, QaSession, TopicNode } from '@boardready/contracts';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError } from '@/lib/forms';
import { TIMED_CHOICE } from '@/lib/qa-modes';
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
import {
  Checkbox,
  MatchingCount,
  MocObjectivesField,
  ModeField,
  StatusFilters,
} from './create-session-parts';
import { TopicTreeField } from './topic-tree-field';

const COUNT_DEBOUNCE_MS = 300;
const DEFAULT_QUESTIONS = 20;

function defaultName(): string {
  return `Session ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date())}`;
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

      <ModeField register={register} />

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

      <StatusFilters register={register} />

      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Review sets</legend>
        <Checkbox
          label="Curated review questions only"
          hint="A hand-picked set covering the highest-yield points."
          {...register('curatedReviewQuestionsOnly')}
        />
      </fieldset>

      {showMoc && mocaLearningObjectives.length > 0 && (
        <MocObjectivesField control={control} objectives={mocaLearningObjectives} />
      )}

      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}

      <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-slate-200 bg-white px-5 py-4">
        <MatchingCount
          id={ids.count}
          available={available}
          counting={counting}
          requested={requested}
        />
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
