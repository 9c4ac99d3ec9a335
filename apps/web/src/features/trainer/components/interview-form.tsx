import type { TrainerProfileAnswer } from '@boardready/contracts';
import { WEEKDAYS } from '@boardready/contracts/trainer-rules';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useSaveProfile } from '../api/trainer-calls';
import {
  type InterviewValues,
  initialValues,
  productsFor,
  readInterview,
} from '../utils/interview';

interface InterviewProps {
  answer: TrainerProfileAnswer;
  /** shown when there is a plan to go back to */
  onCancel?: (() => void) | undefined;
  onSaved?: () => void;
}

/**
 * The Personal Trainer's interview (issue 25): the exam, its date, the minutes of each weekday and
 * the products to study with. Asked on the first visit to the Study Board, changed from it later.
 */
export function InterviewPanel(props: InterviewProps) {
  return (
    <Panel
      title={props.answer.profile ? 'Change your plan' : 'Plan toward your exam'}
      description="Tell us which exam you sit, when, and how long you can study. Each day the Study Board then plans what to read, practise and bring back, so that you know the most on exam day."
      className="max-w-3xl"
    >
      <InterviewForm {...props} />
    </Panel>
  );
}

function InterviewForm({ answer, onCancel, onSaved }: InterviewProps) {
  const [values, setValues] = useState<InterviewValues>(() => initialValues(answer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProfile();
  const minutesId = useId();
  const productsId = useId();
  const set = (change: Partial<InterviewValues>) => setValues((v) => ({ ...v, ...change }));
  const offered = productsFor(answer, values.examCode);
  const today = new Date().toISOString().slice(0, 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readInterview(values, answer);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate(read.input, {
      onSuccess: () => onSaved?.(),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Your study plan">
      {answer.products.length === 0 ? (
        <Alert tone="info">
          The Personal Trainer plans with a question bank, a study guide or flash cards. None of
          yours can be used now.
        </Alert>
      ) : null}
      <SelectField
        label="Exam"
        value={values.examCode}
        placeholder="Choose your exam"
        options={answer.exams.map((e) => ({ value: e.code, label: e.name }))}
        onChange={(event) => set({ examCode: event.target.value })}
        error={errors.examCode}
      />
      <TextField
        label="Exam date"
        type="date"
        min={today}
        value={values.examDate}
        onChange={(event) => set({ examDate: event.target.value })}
        error={errors.examDate}
        hint="The plan aims at this day."
      />
      <fieldset aria-describedby={`${minutesId}-hint`} className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-900">Minutes you can study</legend>
        <p id={`${minutesId}-hint`} className="text-sm text-slate-600">
          On each day of the week; 0 for a day off.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {WEEKDAYS.map((day, i) => (
            <TextField
              key={day}
              label={day}
              type="number"
              inputMode="numeric"
              min={0}
              max={720}
              step={5}
              value={values.weekdayMinutes[i]}
              onChange={(event) =>
                set({
                  weekdayMinutes: values.weekdayMinutes.map((m, j) =>
                    j === i ? event.target.value : m,
                  ),
                })
              }
              error={errors[`weekdayMinutes.${i}`]}
            />
          ))}
        </div>
        {errors.weekdayMinutes && <p className="text-sm text-red-700">{errors.weekdayMinutes}</p>}
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${productsId}-error`}>
        <legend className="text-sm font-semibold text-slate-900">Study with</legend>
        {offered.length === 0 ? (
          <p className="text-sm text-slate-600">
            {values.examCode
              ? 'You have no study product for this exam.'
              : 'Choose your exam first.'}
          </p>
        ) : (
          offered.map((product) => (
            <label
              key={product.userProductId}
              className="flex min-h-10 items-center gap-3 text-slate-800"
            >
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={values.userProductIds.includes(product.userProductId)}
                onChange={(event) =>
                  set({
                    userProductIds: event.target.checked
                      ? [...values.userProductIds, product.userProductId]
                      : values.userProductIds.filter((id) => id !== product.userProductId),
                  })
                }
              />
              {product.shortName}
            </label>
          ))
        )}
        <p id={`${productsId}-error`} className="text-sm text-red-700">
          {errors.userProductIds}
        </p>
      </fieldset>
      {save.error && !(save.error instanceof ApiError && save.error.fields) && (
        <Alert tone="error">{save.error.message}</Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          Save my plan
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
