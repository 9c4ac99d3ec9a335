import type { AccountProfile } from '@boardready/contracts';
import { BOARD_ID_DIGITS } from '@boardready/contracts/account-rules';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { bindField, type FormBinding, FormTextField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/section';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
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
  const { formState, watch } = form;

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
      <ServerForm form={form} label="Board identifiers">
        {save.isSuccess && !formState.isDirty && (
          <Alert tone="success">Your board identifiers have been saved.</Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <BoardIdField form={form} name="abimNumber" label="ABIM ID (internal medicine)" />
          <BoardIdField form={form} name="abpNumber" label="ABP ID (pediatrics)" />
          <SelectField
            label="Birth month"
            autoComplete="bday-month"
            placeholder="Choose a month"
            options={MONTH_OPTIONS}
            {...bindField(form, 'birthMonth')}
          />
          <SelectField
            label="Birth day"
            autoComplete="bday-day"
            placeholder="Choose a day"
            options={dayOptions(watch('birthMonth'))}
            {...bindField(form, 'birthDay')}
          />
        </div>
        <Button type="submit" busy={save.isPending} className="self-start">
          Save Board Identifiers
        </Button>
      </ServerForm>
    </Section>
  );
}

/** An ABIM or ABP ID: digits only, empty for a board that has not certified the user. */
function BoardIdField({
  form,
  name,
  label,
}: {
  form: FormBinding<BoardFormValues>;
  name: 'abimNumber' | 'abpNumber';
  label: string;
}) {
  return (
    <FormTextField
      form={form}
      name={name}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      hint={`${BOARD_ID_DIGITS} digits. Leave it empty if you are not certified by this board.`}
    />
  );
}
