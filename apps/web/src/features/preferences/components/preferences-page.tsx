import type { Preferences } from '@boardready/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { QueryStatus } from '@/components/ui/query-status';
import { Section } from '@/components/ui/section';
import { SwitchRow } from '@/components/ui/switch-row';
import { applyServerError, lazyZodResolver } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { TIMED_CHOICE } from '@/lib/qa-modes';
import { useSnackbar } from '@/lib/snackbar';
import { useUpdatePreferences } from '../api/update-preferences';
import {
  PREFERENCE_LABELS,
  QA_MODE_CHOICES,
  TEXT_SIZE_CHOICES,
  THEME_CHOICES,
} from '../utils/options';
import { ChoiceGroup } from './choice-group';

const resolver = lazyZodResolver<Preferences>(
  async () => (await import('@boardready/contracts/preferences')).preferences,
);

/** /account/preferences (spec §2 'Preferences'): each change is saved and applied at once. */
export function PreferencesPage() {
  const saved = usePreferences(true);
  return (
    <Page title="Preferences">
      <QueryStatus query={saved} loading="Loading your preferences…" />
      {saved.data && <PreferencesForm preferences={saved.data} />}
    </Page>
  );
}

export default PreferencesPage;

function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const [failure, setFailure] = useState<string>();
  const showSnackbar = useSnackbar((s) => s.show);
  // `values` keeps the form on what the server has (after a save, a refusal, another tab).
  // A choice still being saved is kept when an earlier save's answer arrives (keepDirtyValues):
  // clicking Large then Small quickly must not flip back to Large.
  const form = useForm<Preferences>({
    resolver,
    values: preferences,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, watch, handleSubmit, setError } = form;

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      void handleSubmit(
        async (values) => {
          setFailure(undefined);
          try {
            await update.mutateAsync({ [name]: values[name] });
            showSnackbar({ text: `${PREFERENCE_LABELS[name]} saved.`, tone: 'success' });
          } catch (error) {
            // Refused: back to what the server keeps (a dirty field would otherwise stay).
            form.resetField(name);
            setFailure(applyServerError(error, setError, [name]));
          }
        },
        (errors) => setFailure(errors[name]?.message ?? 'This choice could not be saved.'),
      )();
    });
    return () => subscription.unsubscribe();
  }, [form, watch, handleSubmit, setError, update.mutateAsync, showSnackbar]);

  return (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-6">
      <p className="text-slate-700">
        Your choices are saved as you make them and follow you to every device you sign in on.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Section title="Appearance" description="How every screen looks.">
        <div className="flex flex-col gap-6">
          <ChoiceGroup legend="Theme" choices={THEME_CHOICES} field={register('theme')} />
          <ChoiceGroup
            legend="Question text size"
            choices={TEXT_SIZE_CHOICES}
            field={register('questionTextSize')}
          />
          <figure className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
              Sample question
            </figcaption>
            <p data-testid="question-sample" className="text-question text-slate-900">
              A 58-year-old man has had crushing chest pain for 40 minutes. The ECG shows ST
              elevation in leads II, III and aVF. Which coronary artery is most likely occluded?
            </p>
          </figure>
        </div>
      </Section>
      <Section title="Q&A sessions" description="What a new question session starts with.">
        <div className="flex flex-col gap-4">
          <ChoiceGroup
            legend="Default Q&A mode"
            choices={QA_MODE_CHOICES}
            field={register('defaultQaMode')}
            columns={2}
          />
          <div className="divide-y divide-slate-200 border-t border-slate-200">
            <SwitchRow
              label={PREFERENCE_LABELS.defaultQaTimed}
              description={`New sessions start timed. ${TIMED_CHOICE.description}`}
              field={register('defaultQaTimed')}
              checked={watch('defaultQaTimed')}
            />
            <SwitchRow
              label="Show the timer"
              description="The time spent on the session stays in view while you answer."
              field={register('showTimer')}
              checked={watch('showTimer')}
            />
            <SwitchRow
              label="Confirm before ending a session"
              description="Ask before a session ends, so a stray click does not end it."
              field={register('confirmEndSession')}
              checked={watch('confirmEndSession')}
            />
          </div>
        </div>
      </Section>
    </form>
  );
}
