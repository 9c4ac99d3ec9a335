import type { CmsBank, CmsDraft } from '@boardready/contracts';
import {
  CMS_CHOICE_KEYS,
  CMS_MAX_REFERENCES,
  CMS_REFERENCE_KINDS,
} from '@boardready/contracts/content-manager-rules';
import { ErrorCode } from '@boardready/contracts/errors';
import { toNestErrors } from '@hookform/resolvers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Control,
  type Resolver,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { bindField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { draftQuery } from '../api/get-draft';
import { useSaveDraft } from '../api/save-draft';
import { useSubmitDraft } from '../api/submit-draft';
import {
  BLANK_CHOICE,
  BLANK_REFERENCE,
  contentOf,
  type DraftFormValues,
  formPathOf,
  formValuesOf,
  neededToSubmit,
  saveProblems,
} from '../utils/draft-form';
import { formatMoment } from '../utils/format';

/**
 * What stops a save (content-manager-rules.ts, what is wrong whatever else is typed) as the form's
 * resolver: half-written work saves; what it still needs is listed apart (StillNeeded).
 */
const draftResolver: Resolver<DraftFormValues> = async (values, _context, options) => {
  const problems = saveProblems(values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const flat = Object.fromEntries(
    Object.entries(problems).map(([path, message]) => [path, { type: 'rule', message }]),
  );
  return { values: {}, errors: toNestErrors(flat, options) };
};

const HTML_HINT =
  'HTML of the question-text subset: p, strong, em, sub, sup, br, ul, ol, li, table (caption, thead, tbody, tr, th, td) and img from /content/images.';

type Form = UseFormReturn<DraftFormValues>;

function ChoicesField({ form }: { form: Form }) {
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const errors = form.formState.errors;
  const listError = errors.choices?.root?.message ?? errors.choices?.message;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="choices-error">
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        Choices (mark the one correct answer)
      </legend>
      {choices.fields.map((field, i) => {
        const key = CMS_CHOICE_KEYS[i]!;
        return (
          <div
            key={field.id}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[auto_1fr]"
          >
            <label className="flex items-center gap-2 self-start pt-7 text-sm font-medium text-slate-800">
              <input
                type="radio"
                value={key}
                className="size-4 accent-brand-700"
                {...form.register('correctKey')}
              />
              Correct
            </label>
            <div className="flex min-w-0 flex-col gap-2">
              <TextField label={`Choice ${key}`} {...bindField(form, `choices.${i}.text`)} />
              <TextArea
                label={`Why ${key} is right or wrong (optional)`}
                className="[&_textarea]:min-h-16"
                {...bindField(form, `choices.${i}.explanation`)}
              />
              {choices.fields.length > 2 && (
                <div>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      // the correct answer follows its choice when the letters move up
                      const correct = form.getValues('correctKey');
                      const at = correct ? CMS_CHOICE_KEYS.indexOf(correct) : -1;
                      choices.remove(i);
                      if (at === i) form.setValue('correctKey', '', { shouldDirty: true });
                      else if (at > i) {
                        form.setValue('correctKey', CMS_CHOICE_KEYS[at - 1]!, {
                          shouldDirty: true,
                        });
                      }
                    }}
                  >
                    Remove choice {key}
                  </Button>
                </div>
              )}
            </div>
          </div>
        );
      })}
      {(listError || errors.correctKey) && (
        <p id="choices-error" className="text-sm text-red-700">
          {listError ?? errors.correctKey?.message}
        </p>
      )}
      {choices.fields.length < CMS_CHOICE_KEYS.length && (
        <div>
          <Button variant="secondary" onClick={() => choices.append({ ...BLANK_CHOICE })}>
            Add a choice
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function ReferencesField({ form }: { form: Form }) {
  const references = useFieldArray({ control: form.control, name: 'references' });
  const errors = form.formState.errors;
  const listError = errors.references?.root?.message ?? errors.references?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">References</legend>
      {references.fields.map((field, i) => (
        <div
          key={field.id}
          className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_6rem]"
        >
          <SelectField
            label={`Reference ${i + 1}: kind`}
            options={CMS_REFERENCE_KINDS.map((kind) => ({ value: kind, label: kind }))}
            {...bindField(form, `references.${i}.kind`)}
          />
          <TextField label="Citation" {...bindField(form, `references.${i}.citation`)} />
          <TextField
            label="Year"
            inputMode="numeric"
            {...bindField(form, `references.${i}.year`)}
          />
          <TextField
            label="Link (optional, https://)"
            type="url"
            className="sm:col-span-3"
            {...bindField(form, `references.${i}.url`)}
          />
          <div className="sm:col-span-3">
            <Button variant="ghost" onClick={() => references.remove(i)}>
              Remove reference {i + 1}
            </Button>
          </div>
        </div>
      ))}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      {references.fields.length < CMS_MAX_REFERENCES && (
        <div>
          <Button variant="secondary" onClick={() => references.append({ ...BLANK_REFERENCE })}>
            Add a reference
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function TopicsField({ form, bank }: { form: Form; bank: CmsBank | undefined }) {
  const error = form.formState.errors.topicIds?.message;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'topics-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        Topics of the bank {bank ? `(${bank.title})` : ''}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(bank?.topics ?? []).map((group) => (
          <div key={group.topicId} className="flex flex-col gap-1">
            <p className="text-sm font-medium text-slate-700">{group.name}</p>
            {group.children.map((leaf) => (
              <label key={leaf.topicId} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  value={String(leaf.topicId)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  {...form.register('topicIds')}
                />
                {leaf.name}
              </label>
            ))}
          </div>
        ))}
      </div>
      {error && (
        <p id="topics-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * What the draft still needs before it is submitted, updated as it is typed: a calm list beside
 * the Submit button (which it describes), not errors under the fields.
 */
function StillNeeded({ control }: { control: Control<DraftFormValues> }) {
  const values = useWatch({ control }) as DraftFormValues;
  const needed = neededToSubmit(values);
  return (
    <div id="still-needed" className="text-sm text-slate-700">
      {needed.length === 0 ? (
        <p>Complete: it can be submitted for review.</p>
      ) : (
        <>
          <p className="font-medium text-slate-800">Still needed to submit:</p>
          <ul className="mt-1 list-disc pl-5">
            {needed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The draft's content as a form: stem, lead-in, choices with the correct one, explanations,
 * objective, references, topics and the curated-review flag. It saves half-written work; what
 * the draft still needs is listed, and a refused submit marks each field the server names. Saving
 * names the save it started from: when someone else saved meanwhile the server refuses (409) and
 * what was typed stays here, with the choice to load their text or to save this one over it.
 */
export function DraftEditor({ draft, bank }: { draft: CmsDraft; bank: CmsBank | undefined }) {
  const client = useQueryClient();
  const save = useSaveDraft();
  const submit = useSubmitDraft();
  const form = useForm<DraftFormValues>({
    defaultValues: formValuesOf(draft.content, draft.changeNote),
    resolver: draftResolver,
  });
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [savedAt, setSavedAt] = useState<string>();
  // The save the form's text started from: a refetch of the draft (another tab, the window's
  // focus) must not move it, or a save would silently overwrite someone else's.
  const [baseLock, setBaseLock] = useState(draft.lockVersion);
  const editable = draft.can.edit;

  /**
   * Says why a save or a submit was refused: a save's conflict (with its two ways out), the
   * fields the server named under each, or the failure.
   */
  function showRefusal(error: unknown, not: 'saved' | 'submitted') {
    if (not === 'saved' && error instanceof ApiError && error.code === ErrorCode.draftConflict) {
      setConflict(error.message);
    } else if (error instanceof ApiError && error.fields) {
      for (const [path, message] of Object.entries(error.fields)) {
        form.setError(formPathOf(path) as never, { type: 'server', message });
      }
      setFormError(
        not === 'saved'
          ? 'Not saved: each field marked below says what to change.'
          : 'Not submitted: each field marked below says what it still needs.',
      );
    } else if (error instanceof ApiError) {
      setFormError(error.message);
    } else {
      setFormError('We could not reach the server. Your text is still here: try again.');
    }
  }

  /** Saves from `lockVersion`; the saved draft, or null after saying what went wrong. */
  async function persist(values: DraftFormValues, lockVersion: number) {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync({
        draftId: draft.draftId,
        lockVersion,
        changeNote: values.changeNote.trim(),
        content: contentOf(values),
      });
      form.reset(formValuesOf(saved.content, saved.changeNote));
      setBaseLock(saved.lockVersion);
      setConflict(undefined);
      setSavedAt(saved.updatedAt);
      return saved;
    } catch (error) {
      showRefusal(error, 'saved');
      return null;
    }
  }

  const onSave = form.handleSubmit((values) => persist(values, baseLock));
  const onSubmitForReview = form.handleSubmit(async (values) => {
    const saved = form.formState.isDirty
      ? await persist(values, baseLock)
      : { lockVersion: baseLock };
    if (!saved) return;
    setFormError(undefined);
    try {
      await submit.mutateAsync({ draftId: draft.draftId, lockVersion: saved.lockVersion });
    } catch (error) {
      showRefusal(error, 'submitted');
    }
  });

  async function loadTheirs() {
    const latest = await client.fetchQuery({ ...draftQuery(draft.draftId), staleTime: 0 });
    form.reset(formValuesOf(latest.content, latest.changeNote));
    setBaseLock(latest.lockVersion);
    setConflict(undefined);
  }
  async function saveMineOverTheirs() {
    const latest = await client.fetchQuery({ ...draftQuery(draft.draftId), staleTime: 0 });
    await persist(form.getValues(), latest.lockVersion);
  }

  return (
    <form
      noValidate
      onSubmit={onSave}
      aria-labelledby="draft-content-heading"
      className="flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="draft-content-heading" className="text-lg font-semibold text-slate-900">
          Content
        </h2>
        {!editable && (
          <p className="text-sm text-slate-600">
            Read only: a draft is changed while it is written or sent back.
          </p>
        )}
      </div>
      {conflict && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">Not saved: this draft changed while you were editing it.</p>
          <p>{conflict}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void loadTheirs()}>
              Load their version (drop my changes)
            </Button>
            <Button
              variant="secondary"
              busy={save.isPending}
              onClick={() => void saveMineOverTheirs()}
            >
              Save my version over theirs
            </Button>
          </div>
        </div>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-5">
        <TextArea
          label="What changes and why (for the reviewer)"
          className="[&_textarea]:min-h-16"
          {...bindField(form, 'changeNote')}
        />
        <TextArea label="Stem" hint={HTML_HINT} {...bindField(form, 'stemHtml')} />
        <TextField
          label="Lead-in"
          hint="The question asked, ending with ?"
          {...bindField(form, 'leadIn')}
        />
        <ChoicesField form={form} />
        <TextArea label="Explanation" hint={HTML_HINT} {...bindField(form, 'explanationSummary')} />
        <TextArea
          label="Educational objective"
          className="[&_textarea]:min-h-16"
          {...bindField(form, 'educationalObjective')}
        />
        <ReferencesField form={form} />
        <TopicsField form={form} bank={bank} />
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            {...form.register('curatedReview')}
          />
          In the curated review set (learners can choose “curated review questions only”)
        </label>
      </fieldset>
      {editable && (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          {draft.can.submit && <StillNeeded control={form.control} />}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" busy={save.isPending && !submit.isPending}>
              Save draft
            </Button>
            {draft.can.submit && (
              <Button
                busy={submit.isPending}
                aria-describedby="still-needed"
                onClick={() => void onSubmitForReview()}
              >
                Submit for review
              </Button>
            )}
            <p className="text-sm text-slate-600" role="status">
              {savedAt
                ? `Saved ${formatMoment(savedAt)}.`
                : form.formState.isDirty
                  ? 'Unsaved changes.'
                  : ''}
            </p>
          </div>
        </div>
      )}
    </form>
  );
}
