import type { GrantableProduct, GrantProductBody } from '@boardready/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { bindField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useGrantProduct } from '../api/account-products';
import { toDateInput, yearAfter } from '../utils/dates';

interface Values {
  productId: string;
  isTrial: 'false' | 'true';
  startsAt: string;
  endsAt: string;
}
const resolver = lazyZodResolver<Values, GrantProductBody>(
  async () => (await import('../utils/forms')).grantForm,
);

/** Gives the account a catalogue product: paid or a trial, from a day to the day it stops. */
export function GrantProductForm({
  accountId,
  catalogue,
}: {
  accountId: number;
  catalogue: GrantableProduct[];
}) {
  const grant = useGrantProduct(accountId);
  const today = new Date();
  const defaults: Values = {
    productId: '',
    isTrial: 'false',
    startsAt: toDateInput(today),
    endsAt: toDateInput(yearAfter(today)),
  };
  const form = useServerForm<Values, GrantProductBody>({
    resolver,
    defaultValues: defaults,
    serverFields: ['productId', 'isTrial', 'startsAt', 'endsAt'],
    submit: async (body) => {
      await grant.mutateAsync(body);
      form.reset(defaults);
    },
  });
  const granted = grant.isSuccess && !form.formState.isDirty;

  return (
    <ServerForm
      form={form}
      label="Grant a product"
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
      intro={<h3 className="text-base font-semibold text-slate-900">Grant a product</h3>}
    >
      {granted && <Alert tone="success">The product was granted.</Alert>}
      <SelectField
        label="Product"
        placeholder="Choose a product…"
        options={catalogue.map((p) => ({
          value: String(p.productId),
          label: `${p.shortName} (${p.code}): ${p.fullName}`,
        }))}
        {...bindField(form, 'productId')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">Paid or trial</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['false', 'Paid'],
              ['true', 'Trial'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={value}
                className="size-4 accent-brand-700"
                {...form.register('isTrial')}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" type="date" {...bindField(form, 'startsAt')} />
        <TextField
          label="End date"
          type="date"
          hint="The day access stops."
          {...bindField(form, 'endsAt')}
        />
      </div>
      <Button type="submit" busy={grant.isPending} className="self-start">
        Grant Product
      </Button>
    </ServerForm>
  );
}
