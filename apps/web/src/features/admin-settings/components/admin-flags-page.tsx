import { defaultHelpfulStuffUrls } from '@boardready/contracts/helpful-links';
import { StaffPage } from '@/components/staff/staff-page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { usePublicConfig } from '@/lib/public-config';
import { useAdminFeatureFlags, useFlagsInForce } from '../api/admin-feature-flags';
import { FlagSwitches } from './flag-switches';
import { HelpfulLinksEditor } from './helpful-links-editor';

/** /ngadmin/flags: the feature flags users get (spec §3), set without a redeploy (issue 26). */
export default function AdminFlagsPage() {
  return (
    <StaffPage title="Feature flags" right="admin">
      <FlagsScreen />
    </StaffPage>
  );
}

function FlagsScreen() {
  const inForce = useFlagsInForce();
  const meta = useAdminFeatureFlags();
  const { productName } = usePublicConfig();
  if (!inForce.data || !meta.data) {
    return (
      <QueryStatus query={inForce.error ? inForce : meta} loading="Loading the feature flags…" />
    );
  }
  const helpful = meta.data.flags.find((f) => f.key === 'helpfulStuffUrls');
  return (
    <>
      <p className="text-slate-700">
        A change applies to every user at their next visit; nothing needs deploying.
      </p>
      <Panel title="Switches">
        <FlagSwitches values={inForce.data} flags={meta.data.flags} />
      </Panel>
      <Panel
        title="Helpful Stuff links (helpfulStuffUrls)"
        description={
          <>
            The links of the Helpful Stuff menu, a list per specialty. A link is an http(s) address,
            a mailto: address or a path of this app starting with /.{' '}
            {helpful?.isSet
              ? 'Lists marked “Your list” replace the built-in ones.'
              : 'Every specialty shows the built-in links.'}
          </>
        }
      >
        <HelpfulLinksEditor
          inForce={inForce.data.helpfulStuffUrls}
          stored={meta.data.storedHelpfulStuffUrls}
          builtIn={defaultHelpfulStuffUrls({ productName })}
        />
      </Panel>
    </>
  );
}
