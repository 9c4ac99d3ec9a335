import type { AdminUserProduct, ExtendProductBody } from '@boardready/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useExtendProduct } from '../api/account-products';
import { formatDate, toDateInput, yearAfter } from '../utils/dates';

interface Values {
  endsAt: string;
}
const resolver = lazyZodResolver<Values, ExtendProductBody>(
  async () => (await import('../utils/forms')).extendForm,
);

/** A year past the later of today and its end: what an extension usually is. */
function suggestedEnd(product: AdminUserProduct): string {
  const end = new Date(product.endsAt);
  const from = end > new Date() && !product.revokedAt ? end : new Date();
  return toDateInput(yearAfter(from));
}

function ExtendForm({
  accountId,
  product,
  onDone,
}: {
  accountId: number;
  product: AdminUserProduct;
  onDone(): void;
}) {
  const extend = useExtendProduct(accountId);
  const form = useServerForm<Values, ExtendProductBody>({
    resolver,
    defaultValues: { endsAt: suggestedEnd(product) },
    serverFields: ['endsAt'],
    submit: async (body) => {
      await extend.mutateAsync({ userProductId: product.userProductId, ...body });
      onDone();
    },
  });
  return (
    <ServerForm form={form} label={`New end date of ${product.shortName}`}>
      <TextField
        label="New end date"
        type="date"
        hint={`Now it ends on ${formatDate(product.endsAt)}.${product.revokedAt ? ' It was revoked: a new end opens it again.' : ''}`}
        {...bindField(form, 'endsAt')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={extend.isPending}>
          Save End Date
        </Button>
      </div>
    </ServerForm>
  );
}

/** Extends (or sets anew) the end of one of the account's products. */
export function ExtendProductDialog({
  accountId,
  product,
  onClose,
}: {
  accountId: number;
  product: AdminUserProduct | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        product ? `Extend ${product.shortName} (${product.isTrial ? 'trial' : 'paid'})` : 'Extend'
      }
    >
      {product && (
        <ExtendForm
          key={product.userProductId}
          accountId={accountId}
          product={product}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
