import { StaffPage } from '@/components/staff/staff-page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useTermsVersions } from '../api/admin-terms';
import { formatWhen } from '../utils/dates';
import { KeyboardScrollingTable } from './keyboard-scrolling-table';
import { PublishTermsForm } from './publish-terms-form';
import { TermsAcceptances } from './terms-acceptances';

/** /ngadmin/terms: the terms of use's versions, publishing a new one, who agreed to which. */
export default function AdminTermsPage() {
  return (
    <StaffPage title="Terms of use" right="admin">
      <TermsScreen />
    </StaffPage>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

function TermsScreen() {
  const versions = useTermsVersions();
  if (!versions.data) return <QueryStatus query={versions} loading="Loading the versions…" />;
  const { inForce, accounts, neverAccepted } = versions.data;
  const current = versions.data.versions.find((v) => v.version === inForce);
  const onCurrent = current?.acceptedCount ?? 0;

  return (
    <>
      <p className="text-slate-700">
        Version {inForce} is in force: {count(onCurrent)} of {count(accounts)} accounts agreed to
        it; {count(accounts - onCurrent)} {accounts - onCurrent === 1 ? 'is' : 'are'} asked at their
        next visit ({count(neverAccepted)} never agreed to any version).
      </p>
      <Panel title="Versions">
        <KeyboardScrollingTable
          label="Versions of the terms"
          caption="Versions of the terms of use, newest first"
          rows={versions.data.versions}
          rowKey={(v) => v.version}
          headClassName="text-xs uppercase tracking-wide"
          columns={[
            {
              id: 'version',
              header: 'Version',
              rowHeader: true,
              cell: (v) => (
                <span className="whitespace-nowrap">
                  {v.version}
                  {v.version === inForce && (
                    <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
                      In force
                    </span>
                  )}
                </span>
              ),
              cellClassName: 'py-2 pr-3 font-semibold',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'published',
              header: 'Published',
              cell: (v) => (v.publishedAt ? formatWhen(v.publishedAt) : 'The first version'),
              cellClassName: 'py-2 pr-3 whitespace-nowrap',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'by',
              header: 'By',
              cell: (v) => v.publishedBy?.Email ?? '—',
              cellClassName: 'py-2 pr-3',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'summary',
              header: 'What changed',
              cell: (v) => v.summary ?? '—',
              cellClassName: 'py-2 pr-3 min-w-64',
              headerClassName: 'py-2 pr-3',
            },
            {
              id: 'accepted',
              header: 'Agreed last',
              cell: (v) => count(v.acceptedCount),
              cellClassName: 'py-2 text-right tabular-nums',
              headerClassName: 'py-2 text-right',
            },
          ]}
        />
        <p className="text-xs text-slate-600">
          “Agreed last”: accounts whose latest agreement is to that version.
        </p>
      </Panel>
      <Panel
        title="Publish a new version"
        description="Publish once the new text is on the public site. Every user, you too, is asked to agree again before going on."
      >
        <PublishTermsForm nextVersion={inForce + 1} />
      </Panel>
      <Panel title="Who agreed to which">
        <TermsAcceptances
          versions={versions.data.versions.map((v) => v.version)}
          inForce={inForce}
        />
      </Panel>
    </>
  );
}
