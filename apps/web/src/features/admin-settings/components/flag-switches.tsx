import type { AdminFeatureFlag, FeatureFlags } from '@boardready/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SwitchRow } from '@/components/ui/switch-row';
import { ApiError } from '@/lib/api-client';
import { useSetFeatureFlag } from '../api/admin-feature-flags';
import { flagStatus } from '../utils/flag-status';

type SwitchKey = 'ideasPortal' | 'adminAccountDetails' | 'adminLinksAsRoutes';

/** The on/off flags (spec §3 feature flags read), in the words of what each changes for users. */
const SWITCHES: { key: SwitchKey; label: string; description: string }[] = [
  {
    key: 'ideasPortal',
    label: 'Bright Ideas (ideasPortal)',
    description:
      "Learners see 'Bright Ideas' in the menus and the drawer, and can share ideas and vote.",
  },
  {
    key: 'adminAccountDetails',
    label: 'New organization admin (adminAccountDetails)',
    description:
      "'My Organizations' opens the new organization admin instead of the legacy members page.",
  },
  {
    key: 'adminLinksAsRoutes',
    label: 'Favorite admin links open in the app (adminLinksAsRoutes)',
    description: 'Favorite admin links open their route inside the app instead of their url.',
  },
];

/** Each switch saves as it is flipped; users get the change on their next visit, no redeploy. */
export function FlagSwitches({
  values,
  flags,
}: {
  values: FeatureFlags;
  flags: readonly AdminFeatureFlag[];
}) {
  const setFlag = useSetFeatureFlag();
  const pending = setFlag.isPending ? setFlag.variables : undefined;
  return (
    <div className="flex flex-col divide-y divide-slate-200">
      {setFlag.isError && (
        <Alert tone="error">
          {setFlag.error instanceof ApiError
            ? setFlag.error.message
            : 'The flag could not be saved. Check your connection and try again.'}
        </Alert>
      )}
      {SWITCHES.map(({ key, label, description }) => {
        const meta = flags.find((f) => f.key === key);
        const checked =
          pending?.key === key && typeof pending.value === 'boolean' ? pending.value : values[key];
        return (
          <div key={key} className="flex flex-col pb-3">
            <SwitchRow
              label={label}
              description={description}
              checked={checked}
              field={{
                name: key,
                checked,
                disabled: setFlag.isPending,
                onChange: (event) => setFlag.mutate({ key, value: event.target.checked }),
              }}
            />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <span>{flagStatus(meta, values[key] ? 'on' : 'off')}</span>
              {meta?.isSet && (
                <Button
                  variant="ghost"
                  className="min-h-8 px-2 py-1 text-xs"
                  disabled={setFlag.isPending}
                  onClick={() => setFlag.mutate({ key, value: null })}
                >
                  Use the default<span className="sr-only"> for {label}</span>
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
