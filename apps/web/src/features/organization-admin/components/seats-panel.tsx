import type { OrganizationLicense, OrganizationRoster } from '@boardready/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { LICENSE_STATE_LABELS, licensePeriod, seatTotals } from '../utils/roster-rules';
import { LicenseForm } from './license-form';

const CELL = 'py-2 pr-4 align-top';
const HEAD = 'py-2 pr-4 font-medium';
const STATE_TONES: Record<OrganizationLicense['state'], string> = {
  active: 'text-green-800',
  upcoming: 'text-amber-900',
  ended: 'text-red-800',
};

/** The licenses the organization bought: seats, held, free, period; staff admins sell them. */
export function SeatsPanel({ roster }: { roster: OrganizationRoster }) {
  const [changing, setChanging] = useState<OrganizationLicense | null>(null);
  const totals = seatTotals(roster.licenses);
  const staff = roster.viewer.isStaffAdmin;
  const changeButton = (l: OrganizationLicense) => (
    <Button
      variant="secondary"
      className="min-h-9 self-start px-3 py-1"
      aria-label={`Change the ${l.productName} license`}
      onClick={() => setChanging(l)}
    >
      Change
    </Button>
  );
  return (
    <Panel
      title="Seats"
      description={
        roster.licenses.length === 0
          ? 'The program has bought no seats yet.'
          : `${totals.used} of ${totals.seats} seats in use, ${totals.free} free. A member holding a seat has the product for the license's period.`
      }
    >
      {roster.licenses.length > 0 && (
        <ul className="flex flex-col gap-3 sm:hidden" aria-label="Licenses">
          {roster.licenses.map((l) => (
            <li
              key={l.licenseId}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <p className="font-semibold text-slate-900">{l.productName}</p>
              <p className="text-slate-700">
                {l.seats} seats: {l.used} used, {l.free} free
              </p>
              <p className="text-slate-700">{licensePeriod(l)}</p>
              <p className={`font-medium ${STATE_TONES[l.state]}`}>
                {LICENSE_STATE_LABELS[l.state]}
              </p>
              {staff && changeButton(l)}
            </li>
          ))}
        </ul>
      )}
      {roster.licenses.length > 0 && (
        <div className="hidden sm:block">
          <ScrollingDataTable
            caption="Licenses and their seats"
            rows={roster.licenses}
            rowKey={(l) => l.licenseId}
            columns={[
              {
                id: 'product',
                header: 'Product',
                rowHeader: true,
                headerClassName: HEAD,
                cellClassName: `${CELL} font-semibold text-slate-900`,
                cell: (l) => l.productName,
              },
              {
                id: 'seats',
                header: 'Seats',
                headerClassName: HEAD,
                cellClassName: CELL,
                cell: (l) => l.seats,
              },
              {
                id: 'used',
                header: 'Used',
                headerClassName: HEAD,
                cellClassName: CELL,
                cell: (l) => l.used,
              },
              {
                id: 'free',
                header: 'Free',
                headerClassName: HEAD,
                cellClassName: CELL,
                cell: (l) => l.free,
              },
              {
                id: 'period',
                header: 'Period',
                headerClassName: HEAD,
                cellClassName: `${CELL} whitespace-nowrap`,
                cell: licensePeriod,
              },
              {
                id: 'state',
                header: 'Status',
                headerClassName: HEAD,
                cellClassName: CELL,
                cell: (l) => (
                  <span className={`font-medium ${STATE_TONES[l.state]}`}>
                    {LICENSE_STATE_LABELS[l.state]}
                  </span>
                ),
              },
              staff && {
                id: 'actions',
                header: 'Actions',
                headerClassName: 'py-2 font-medium',
                cellClassName: 'py-2 align-top',
                cell: changeButton,
              },
            ]}
          />
        </div>
      )}
      {staff && (
        <div className="border-t border-slate-200 pt-4">
          <LicenseForm roster={roster} />
        </div>
      )}
      <Dialog
        open={changing !== null}
        onOpenChange={(open) => {
          if (!open) setChanging(null);
        }}
        title={changing ? `Change the ${changing.productName} license` : 'Change the license'}
        size="md"
      >
        {changing && (
          <LicenseForm
            key={changing.licenseId}
            roster={roster}
            license={changing}
            onDone={() => setChanging(null)}
          />
        )}
      </Dialog>
    </Panel>
  );
}
