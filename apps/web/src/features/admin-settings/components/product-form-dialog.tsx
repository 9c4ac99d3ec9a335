import type { AdminProduct, ProductInput, ProductType } from '@boardready/contracts';
import { TRIAL_DAYS_MAX, TRIAL_DAYS_MIN } from '@boardready/contracts/admin-settings-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { SwitchRow } from '@/components/ui/switch-row';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { SPECIALTY_ORDER, SPECIALTY_TITLES } from '@/lib/specialties';
import { useCreateProduct, useUpdateProduct } from '../api/admin-products';

interface Values {
  code: string;
  typeCode: string;
  specialty: string;
  shortName: string;
  fullName: string;
  description: string;
  hasPersonalTrainer: boolean;
  trialAvailable: boolean;
  trialDays: string;
}
const FIELDS = [
  'code',
  'typeCode',
  'specialty',
  'shortName',
  'fullName',
  'description',
  'hasPersonalTrainer',
  'trialAvailable',
  'trialDays',
] as const;

const resolver = lazyZodResolver<Values, ProductInput>(
  async () => (await import('../utils/forms')).productForm,
);

const valuesOf = (product: AdminProduct | null): Values => ({
  code: product?.code ?? '',
  typeCode: product?.typeCode ?? '',
  specialty: product?.specialty ?? '',
  shortName: product?.shortName ?? '',
  fullName: product?.fullName ?? '',
  description: product?.description ?? '',
  hasPersonalTrainer: product?.hasPersonalTrainer ?? false,
  trialAvailable: product?.trialAvailable ?? false,
  trialDays: product?.trialDays ? String(product.trialDays) : '',
});

interface FormProps {
  product: AdminProduct | null;
  productTypes: readonly ProductType[];
  defaultTrialDays: number | undefined;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}

/**
 * Creates a product ('new') or edits one; closed when `editing` is null. It stays mounted, so
 * that closing gives the focus back to the button that opened it.
 */
export function ProductFormDialog({
  editing,
  ...props
}: Omit<FormProps, 'product'> & { editing: AdminProduct | 'new' | null }) {
  const product = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && props.onClose()}
      size="md"
      title={product ? `Edit ${product.code}` : 'Add a product'}
    >
      {editing !== null && (
        <ProductForm key={product?.productId ?? 'new'} product={product} {...props} />
      )}
    </Dialog>
  );
}

/** The product's fields; the server's refusals show at their fields. */
function ProductForm({ product, productTypes, defaultTrialDays, onClose, onSaved }: FormProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useServerForm<Values, ProductInput>({
    resolver,
    defaultValues: valuesOf(product),
    serverFields: FIELDS,
    submit: async (body) => {
      const saved = product
        ? await update.mutateAsync({ productId: product.productId, body })
        : await create.mutateAsync(body);
      onSaved(saved);
    },
  });
  const trialAvailable = form.watch('trialAvailable');
  const hasPersonalTrainer = form.watch('hasPersonalTrainer');
  const busy = create.isPending || update.isPending;

  return (
    <ServerForm form={form} label={product ? `Edit ${product.code}` : 'Add a product'}>
      {product && product.holders > 0 && (
        <Alert tone="info">
          {product.holders === 1 ? 'One account holds' : `${product.holders} accounts hold`} this
          product: they see a new name at once.
        </Alert>
      )}
      <TextField
        label="Code"
        hint="Unique, like IM-QA-2026; content files name the product by it."
        autoCapitalize="characters"
        spellCheck={false}
        {...bindField(form, 'code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          placeholder="Choose a type…"
          options={productTypes.map((t) => ({ value: t.code, label: t.displayName }))}
          {...bindField(form, 'typeCode')}
        />
        <SelectField
          label="Specialty"
          placeholder="Choose a specialty…"
          options={SPECIALTY_ORDER.map((s) => ({
            value: s,
            label: `${SPECIALTY_TITLES[s]} (${s})`,
          }))}
          {...bindField(form, 'specialty')}
        />
      </div>
      <TextField label="Short name" hint="In menus and lists." {...bindField(form, 'shortName')} />
      <TextField label="Full name" {...bindField(form, 'fullName')} />
      <TextArea label="Description" rows={3} {...bindField(form, 'description')} />
      <div className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
        <SwitchRow
          label="Personal Trainer"
          description="The product counts toward the Personal Trainer's plan and dashboard."
          checked={hasPersonalTrainer}
          field={form.register('hasPersonalTrainer')}
        />
        <SwitchRow
          label="Free trial"
          description="Offered on the Free Trials page, once per account."
          checked={trialAvailable}
          field={form.register('trialAvailable')}
        />
      </div>
      {trialAvailable && (
        <TextField
          label="Trial length in days"
          type="number"
          inputMode="numeric"
          min={TRIAL_DAYS_MIN}
          max={TRIAL_DAYS_MAX}
          hint={
            defaultTrialDays
              ? `Leave empty for the default, ${defaultTrialDays} days.`
              : 'Leave empty for the default length.'
          }
          {...bindField(form, 'trialDays')}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {product ? 'Save Product' : 'Add Product'}
        </Button>
      </div>
    </ServerForm>
  );
}
