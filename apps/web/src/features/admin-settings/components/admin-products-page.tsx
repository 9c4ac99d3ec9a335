import type { AdminProduct } from '@boardready/contracts';
import { useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useAdminProducts } from '../api/admin-products';
import { useDefaultTrialDays } from '../api/default-trial-days';
import { trialText } from '../utils/product-text';
import { ProductFormDialog } from './product-form-dialog';

/** /ngadmin/products: the products catalogue, listed, created and edited (issue 26). */
export default function AdminProductsPage() {
  return (
    <StaffPage title="Products" right="admin">
      <ProductsScreen />
    </StaffPage>
  );
}

function ProductsScreen() {
  const products = useAdminProducts();
  const defaultTrialDays = useDefaultTrialDays().data;
  /** the product being edited, 'new' for the create form, null when none is open */
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (!products.data) return <QueryStatus query={products} loading="Loading the catalogue…" />;
  const { productTypes } = products.data;
  const typeName = (code: string) => productTypes.find((t) => t.code === code)?.displayName ?? code;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {products.data.products.length} products. A change reaches learners at once: names in
          their menus, the Personal Trainer, the free trials offered.
        </p>
        <Button onClick={() => setEditing('new')}>Add Product</Button>
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      <Panel title="Catalogue">
        <ScrollingDataTable
          caption="Products of the catalogue"
          rows={products.data.products}
          rowKey={(p) => p.productId}
          headClassName="text-xs uppercase tracking-wide"
          columns={[
            {
              id: 'code',
              header: 'Code',
              rowHeader: true,
              cell: (p) => p.code,
              cellClassName: 'py-2 pr-3 font-mono text-xs font-semibold whitespace-nowrap',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'name',
              header: 'Name',
              cell: (p) => (
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{p.shortName}</span>
                  <span className="text-xs text-slate-600">{p.fullName}</span>
                </span>
              ),
              cellClassName: 'py-2 pr-3 min-w-48',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'type',
              header: 'Type',
              cell: (p) => `${typeName(p.typeCode)} · ${p.specialty}`,
              cellClassName: 'py-2 pr-3 whitespace-nowrap',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'trainer',
              header: 'Personal Trainer',
              cell: (p) => (p.hasPersonalTrainer ? 'Yes' : 'No'),
              cellClassName: 'py-2 pr-3',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'trial',
              header: 'Free trial',
              cell: (p) => trialText(p, defaultTrialDays),
              cellClassName: 'py-2 pr-3 whitespace-nowrap',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'holders',
              header: 'Accounts',
              cell: (p) => p.holders.toLocaleString('en-US'),
              cellClassName: 'py-2 pr-3 text-right tabular-nums',
              headerClassName: 'py-2 pr-3 text-right',
            },
            {
              id: 'edit',
              header: <span className="sr-only">Actions</span>,
              cell: (p) => (
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Edit ${p.code}`}
                  onClick={() => setEditing(p)}
                >
                  Edit
                </Button>
              ),
              cellClassName: 'py-2 text-right',
              // the hidden header's place is in the table, which scrolls on a phone, not the page
              headerClassName: 'relative',
            },
          ]}
        />
      </Panel>
      <ProductFormDialog
        editing={editing}
        productTypes={productTypes}
        defaultTrialDays={defaultTrialDays}
        onClose={() => setEditing(null)}
        onSaved={(product) => {
          setSaved(
            editing === 'new'
              ? `${product.code} was added to the catalogue.`
              : `${product.code} was saved.`,
          );
          setEditing(null);
        }}
      />
    </>
  );
}
