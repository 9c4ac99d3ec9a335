import type { CmeProductRule } from '@boardready/contracts';
import { useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useCmeRules } from '../api/cme-rules';
import { creditsText, formatDay, mocText, ruleSentence } from '../utils/rule-text';
import { RuleFormDialog } from './rule-form-dialog';

const CELL = 'py-2 pr-3 align-baseline';

/** The activity's state in words: withdrawn, not yet released, expired, or open until when. */
function openText(rule: NonNullable<CmeProductRule['rule']>, today: string) {
  if (!rule.active) return 'Withdrawn';
  if (today < rule.releasedOn) return `From ${formatDay(rule.releasedOn)}`;
  if (today > rule.expiresOn) return `Expired ${formatDay(rule.expiresOn)}`;
  return `Until ${formatDay(rule.expiresOn)}`;
}

function ActivitiesScreen() {
  const rules = useCmeRules();
  const [editing, setEditing] = useState<CmeProductRule | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (!rules.data) return <QueryStatus query={rules} loading="Loading the products…" />;
  const products = rules.data.products;
  const withCredit = products.filter((p) => p.rule !== null).length;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <p className="max-w-3xl text-slate-700">
        A product gives CME credit through one accredited activity: the work it counts, how much of
        it earns a credit, a maximum, and which boards take MOC points for it. {withCredit} of{' '}
        {products.length} products give credit.
      </p>
      {saved && <Alert tone="success">{saved}</Alert>}
      <Panel title="Products and their activities">
        <ScrollingDataTable
          caption="Products with their CME activity and credit rule"
          rows={products}
          rowKey={(p) => p.productId}
          headClassName="text-xs uppercase tracking-wide"
          columns={[
            {
              id: 'product',
              header: 'Product',
              rowHeader: true,
              cell: (p) => (
                <span className="flex flex-col">
                  <span className="font-mono text-xs font-semibold">{p.productCode}</span>
                  <span className="font-normal text-slate-700">{p.productName}</span>
                </span>
              ),
              cellClassName: `${CELL} min-w-40`,
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'activity',
              header: 'Activity',
              // the rule's button beside what it edits: on a phone the table's first columns show
              cell: (p) => (
                <span className="flex flex-col items-start gap-2">
                  {p.rule ? (
                    <span className="flex flex-col">
                      <span className="font-mono text-xs">{p.rule.activityCode}</span>
                      <span className="text-slate-800">{p.rule.title}</span>
                    </span>
                  ) : (
                    <span className="text-slate-600">No credit</span>
                  )}
                  <Button
                    variant="secondary"
                    className="min-h-9 whitespace-nowrap px-3 py-1"
                    aria-label={`${p.rule ? 'Edit rule' : 'Set rule'} of ${p.productCode}`}
                    onClick={() => {
                      setSaved(null);
                      setEditing(p);
                    }}
                  >
                    {p.rule ? 'Edit rule' : 'Set rule'}
                  </Button>
                </span>
              ),
              cellClassName: `${CELL} min-w-48`,
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'rule',
              header: 'Rule',
              cell: (p) =>
                p.rule ? (
                  <span className="flex flex-col">
                    <span>{ruleSentence(p.rule)}</span>
                    <span className="text-slate-600">
                      At most {creditsText(p.rule.maxQuarters)}
                    </span>
                  </span>
                ) : (
                  ''
                ),
              cellClassName: `${CELL} min-w-56`,
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'moc',
              header: 'MOC points per credit',
              cell: (p) => (p.rule ? mocText(p.rule) : ''),
              cellClassName: `${CELL} whitespace-nowrap`,
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'open',
              header: 'Open for claims',
              cell: (p) => (p.rule ? openText(p.rule, today) : ''),
              cellClassName: `${CELL} whitespace-nowrap`,
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'claims',
              header: 'Claims',
              cell: (p) => (p.rule ? p.claimCount.toLocaleString('en-US') : ''),
              cellClassName: `${CELL} text-right tabular-nums`,
              headerClassName: 'py-2 pr-3 text-right',
            },
          ]}
        />
      </Panel>
      <RuleFormDialog
        product={editing}
        onClose={() => setEditing(null)}
        onSaved={(product) => {
          setSaved(
            `The CME rule of ${product.productCode} was saved: ${product.rule ? ruleSentence(product.rule) : ''}.`,
          );
          setEditing(null);
        }}
      />
    </>
  );
}

/** /ngadmin/cme: each product's accredited CME activity and credit rule (issue 28), for admins. */
export default function CmeActivitiesPage() {
  return (
    <StaffPage title="CME activities" right="admin">
      <ActivitiesScreen />
    </StaffPage>
  );
}
