import type { AdminUserProduct } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-client';
import { useAccountProducts, useRevokeProduct } from '../api/account-products';
import { formatDate } from '../utils/dates';
import { canRevoke, type ProductStatusTone, productStatus } from '../utils/product-status';
import { ExtendProductDialog } from './extend-product-dialog';
import { GrantProductForm } from './grant-product-form';

const TONES: Record<ProductStatusTone, string> = {
  usable: 'text-green-800',
  ended: 'text-red-800',
  upcoming: 'text-amber-900',
};

const form = (p: AdminUserProduct) => (p.isTrial ? 'Trial' : 'Paid');
const CELL = 'py-2 pr-4 align-top';
const HEAD = 'py-2 pr-4 font-medium';

function StatusText({ product }: { product: AdminUserProduct }) {
  const status = productStatus(product);
  return <span className={`font-medium ${TONES[status.tone]}`}>{status.label}</span>;
}

/** Extend, and Revoke while it has not ended; each button names its product. */
function ProductActions({
  product,
  onExtend,
  onRevoke,
}: {
  product: AdminUserProduct;
  onExtend(product: AdminUserProduct): void;
  onRevoke(product: AdminUserProduct): void;
}) {
  const which = `${product.shortName} (${form(product).toLowerCase()})`;
  return (
    <span className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1"
        aria-label={`Extend ${which}`}
        onClick={() => onExtend(product)}
      >
        Extend
      </Button>
      {canRevoke(product) && (
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1"
          aria-label={`Revoke ${which}`}
          onClick={() => onRevoke(product)}
        >
          Revoke
        </Button>
      )}
    </span>
  );
}

/** The account's products, every one it ever had: usable now or why not; grant, extend, revoke. */
export function ProductsPanel({ accountId, name }: { accountId: number; name: string }) {
  const query = useAccountProducts(accountId);
  const revoke = useRevokeProduct(accountId);
  const [extending, setExtending] = useState<AdminUserProduct | null>(null);
  const [revoking, setRevoking] = useState<AdminUserProduct | null>(null);
  const products = query.data?.products ?? [];

  return (
    <Panel
      title="Products"
      description="Revoking ends a product now; it stays listed, as the learner's history refers to it."
    >
      <QueryStatus query={query} loading="Loading the products…" />
      {query.data &&
        (products.length === 0 ? (
          <p className="text-sm text-slate-700">{name} has no products.</p>
        ) : (
          <>
            <ul className="flex flex-col gap-3 sm:hidden" aria-label={`Products of ${name}`}>
              {products.map((p) => (
                <li
                  key={p.userProductId}
                  className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm"
                >
                  <p className="font-semibold text-slate-900">
                    {p.shortName} <span className="font-normal text-slate-600">({p.code})</span>
                  </p>
                  <p className="text-slate-700">
                    {form(p)}: {formatDate(p.startsAt)} – {formatDate(p.endsAt)}
                  </p>
                  <StatusText product={p} />
                  <ProductActions product={p} onExtend={setExtending} onRevoke={setRevoking} />
                </li>
              ))}
            </ul>
            <div className="hidden sm:block">
              <ScrollingDataTable
                caption={`Products of ${name}`}
                rows={products}
                rowKey={(p) => p.userProductId}
                columns={[
                  {
                    id: 'product',
                    header: 'Product',
                    rowHeader: true,
                    headerClassName: HEAD,
                    cellClassName: `${CELL} font-normal`,
                    cell: (p) => (
                      <span className="flex flex-col">
                        <span className="font-semibold text-slate-900">{p.shortName}</span>
                        <span className="text-xs text-slate-600">{p.code}</span>
                      </span>
                    ),
                  },
                  {
                    id: 'form',
                    header: 'Paid or trial',
                    headerClassName: HEAD,
                    cellClassName: CELL,
                    cell: form,
                  },
                  {
                    id: 'dates',
                    header: 'Dates',
                    headerClassName: HEAD,
                    cellClassName: `${CELL} whitespace-nowrap`,
                    cell: (p) => `${formatDate(p.startsAt)} – ${formatDate(p.endsAt)}`,
                  },
                  {
                    id: 'status',
                    header: 'Usable now?',
                    headerClassName: HEAD,
                    cellClassName: CELL,
                    cell: (p) => {
                      const status = productStatus(p);
                      return (
                        <span className={`font-medium ${TONES[status.tone]}`}>{status.label}</span>
                      );
                    },
                  },
                  {
                    id: 'actions',
                    header: 'Actions',
                    headerClassName: 'py-2 font-medium',
                    cellClassName: 'py-2 align-top',
                    cell: (p) => (
                      <ProductActions product={p} onExtend={setExtending} onRevoke={setRevoking} />
                    ),
                  },
                ]}
              />
            </div>
          </>
        ))}
      {query.data && <GrantProductForm accountId={accountId} catalogue={query.data.catalogue} />}
      <ExtendProductDialog
        accountId={accountId}
        product={extending}
        onClose={() => setExtending(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRevoking(null);
            revoke.reset();
          }
        }}
        title={
          revoking ? `Revoke ${revoking.shortName} (${form(revoking).toLowerCase()})?` : 'Revoke'
        }
        description={`It ends now: ${name} can no longer open it. It stays in their history, and a new end date opens it again.`}
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.userProductId, { onSuccess: () => setRevoking(null) });
        }}
      >
        {revoke.isError && (
          <Alert tone="error">
            {revoke.error instanceof ApiError
              ? revoke.error.message
              : 'We could not reach the server. Check your connection and try again.'}
          </Alert>
        )}
      </ConfirmDialog>
    </Panel>
  );
}
