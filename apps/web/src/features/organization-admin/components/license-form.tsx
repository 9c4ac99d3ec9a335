import type { LicenseBody, OrganizationLicense, OrganizationRoster } from '@boardready/contracts';
import { Button } from '@/components/ui/button';
import { bindField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useSaveLicense } from '../api/licenses';
import { dateInputOf } from '../utils/roster-rules';

interface Values {
  productId: string;
  seats: string;
  startsAt: string;
  endsAt: string;
}
const resolver = lazyZodResolver<Values, LicenseBody>(
  async () => (await import('../utils/forms')).licenseForm,
);

const inAYear = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString();
};

/**
 * Staff admins sell seats: a new license (no `license`) or a change to one. The server keeps the
 * seats at or above those held and the product while seats are held.
 */
export function LicenseForm({
  roster,
  license,
  onDone,
}: {
  roster: OrganizationRoster;
  license?: OrganizationLicense;
  onDone?: () => void;
}) {
  const save = useSaveLicense(roster.organization.organizationId);
  const defaults: Values = license
    ? {
        productId: String(license.productId),
        seats: String(license.seats),
        startsAt: dateInputOf(license.startsAt),
        endsAt: dateInputOf(license.endsAt),
      }
    : {
        productId: '',
        seats: '10',
        startsAt: dateInputOf(new Date().toISOString()),
        endsAt: dateInputOf(inAYear()),
      };
  const form = useServerForm<Values, LicenseBody>({
    resolver,
    defaultValues: defaults,
    serverFields: ['productId', 'seats', 'startsAt', 'endsAt'],
    submit: async (body) => {
      await save.mutateAsync({ ...body, licenseId: license?.licenseId ?? null });
      form.reset(defaults);
      onDone?.();
    },
  });
  const label = license ? `Change the ${license.productName} license` : 'Add a license';
  return (
    <ServerForm
      form={form}
      label={label}
      className="flex flex-col gap-4"
      intro={
        license ? undefined : (
          <h3 className="text-base font-semibold text-slate-900">Add a license</h3>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Product"
          placeholder="Choose a product…"
          options={roster.licensableProducts.map((p) => ({
            value: String(p.productId),
            label: `${p.shortName} (${p.code})`,
          }))}
          {...bindField(form, 'productId')}
        />
        <TextField
          label="Seats"
          inputMode="numeric"
          hint={license ? `${license.used} held now: never fewer.` : undefined}
          {...bindField(form, 'seats')}
        />
        <TextField label="Start date" type="date" {...bindField(form, 'startsAt')} />
        <TextField
          label="End date"
          type="date"
          hint="The day access stops, for every seat."
          {...bindField(form, 'endsAt')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={save.isPending}>
          {license ? 'Save License' : 'Add License'}
        </Button>
      </div>
    </ServerForm>
  );
}
