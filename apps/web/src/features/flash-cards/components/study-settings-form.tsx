import type { MemorySettings } from '@boardready/contracts';
import {
  MAX_DAILY_LIMIT,
  MAX_DESIRED_RETENTION,
  MIN_DESIRED_RETENTION,
} from '@boardready/contracts/flash-card-rules';
import { get } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useUpdateMemorySettings } from '../api/memory-settings';

type Values = Pick<MemorySettings, 'desiredRetention' | 'newCardsPerDay' | 'maxReviewsPerDay'>;
const FIELDS = ['desiredRetention', 'newCardsPerDay', 'maxReviewsPerDay'] as const;

// The contract's own schema: the form says what the server would, word for word.
const resolver = lazyZodResolver<Values, Values>(async () =>
  (await import('@boardready/contracts/flash-cards')).memorySettings.pick({
    desiredRetention: true,
    newCardsPerDay: true,
    maxReviewsPerDay: true,
  }),
);

const valuesOf = (settings: MemorySettings): Values => ({
  desiredRetention: settings.desiredRetention,
  newCardsPerDay: settings.newCardsPerDay,
  maxReviewsPerDay: settings.maxReviewsPerDay,
});

/**
 * The learner's study settings (issue 24): desired retention, FSRS's one dial, and Anki's two
 * daily limits. They hold for every deck the learner studies.
 */
export function StudySettingsForm({ settings }: { settings: MemorySettings }) {
  const save = useUpdateMemorySettings();
  const form = useServerForm<Values, Values>({
    resolver,
    defaultValues: valuesOf(settings),
    serverFields: FIELDS,
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
    },
  });
  const errorOf = (name: (typeof FIELDS)[number]): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const number = (name: (typeof FIELDS)[number]) => form.register(name, { valueAsNumber: true });

  return (
    <Section title="Study settings" description="They hold for all your flash-card decks.">
      <ServerForm form={form} label="Study settings">
        {save.isSuccess && !form.formState.isDirty && (
          <Alert tone="success">Your study settings have been saved.</Alert>
        )}
        <TextField
          label="Desired retention"
          type="number"
          inputMode="decimal"
          min={MIN_DESIRED_RETENTION}
          max={MAX_DESIRED_RETENTION}
          step={0.01}
          hint={`From ${MIN_DESIRED_RETENTION.toFixed(2)} to ${MAX_DESIRED_RETENTION}: the share of cards you mean to remember when they come back. Higher retention means more reviews.`}
          error={errorOf('desiredRetention')}
          className="max-w-md"
          {...number('desiredRetention')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New cards a day"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DAILY_LIMIT}
            step={1}
            error={errorOf('newCardsPerDay')}
            {...number('newCardsPerDay')}
          />
          <TextField
            label="Reviews a day"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DAILY_LIMIT}
            step={1}
            error={errorOf('maxReviewsPerDay')}
            {...number('maxReviewsPerDay')}
          />
        </div>
        <Button type="submit" busy={save.isPending} className="self-start">
          Save settings
        </Button>
      </ServerForm>
    </Section>
  );
}
