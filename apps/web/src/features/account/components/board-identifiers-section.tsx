import type { AccountProfile } from '@boardready/contracts';
import { BOARD_ID_DIGITS } from '@boardready/contracts/account-rules';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useSetBoardIdentifiers } from '../api/set-board-identifiers';
import {
  type BoardFormValues,
  dayOptions,
  MONTH_OPTIONS,
  toBoardFormValues,
} from '../utils/board-identifiers';
import type { boardIdentifiersForm } from '../utils/forms';

type Parsed = z.output<typeof boardIdentifiersForm>;
const resolver = lazyZodResolver<BoardFormValues, Parsed>(
  async () => (await import('../utils/forms')).boardIdentifiersForm,
);

export function BoardIdentifiersSection({ profile }: { profile: AccountProfile }) {
  const save = useSetBoardIdentifiers();
  const form = useServerForm<BoardFormValues, Parsed>({
    resolver,
    defaultValues: toBoardFormValues(profile.boardIdentifiers),
    serverFields: ['abimNumber', 'abpNumber', 'birthMonth', 'birthDay'],
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(toBoardFormValues(saved.boardIdentifiers));
    },
  });
  const { register, formState, onSubmit, formError, watch } = form;
  const errors = formState.errors;
  const idHint = `${BOARD_ID_DIGITS} digits. Leave it empty if you are not certified by this board.`;

  return (
    <Section
      title="Board identifiers"
      description={
        <>
          <p>
            We report the MOC points you earn to your certifying board with these. The boards match
            your ID with your birth month and day.
          </p>
          <p className="mt-2">
            You find your ID in your ABIM or ABP physician portal, or on your certificate.
          </p>
        </>
      }
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Board identifiers"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        {save.isSuccess && !formState.isDirty && (
          <Alert tone="success">Your board identifiers have been saved.</Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="ABIM ID (internal medicine)"
            inputMode="numeric"
            autoComplete="off"
            hint={idHint}
            error={errors.abimNumber?.message}
            {...register('abimNumber')}
          />
          <TextField
            label="ABP ID (pediatrics)"
            inputMode="numeric"
            autoComplete="off"
            hint={idHint}
            error={errors.abpNumber?.message}
            {...register('abpNumber')}
          />
          <SelectField
            label="Birth month"
            autoComplete="bday-month"
            placeholder="Choose a month"
            options={MONTH_OPTIONS}
            error={errors.birthMonth?.message}
            {...register('birthMonth')}
          />
          <SelectField
            label="Birth day"
            autoComplete="bday-day"
            placeholder="Choose a day"
            options={dayOptions(watch('birthMonth'))}
            error={errors.birthDay?.message}
            {...register('birthDay')}
          />
        </div>
        <Button type="submit" busy={save.isPending} className="self-start">
          Save Board Identifiers
        </Button>
      </form>
    </Section>
  );
}
