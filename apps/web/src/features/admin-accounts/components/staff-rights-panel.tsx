import type { AccountStaffRights, AdminAccount } from '@boardready/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { useSetStaffRights } from '../api/set-staff-rights';
import { lockedRight, STAFF_RIGHTS } from '../utils/staff-rights';

/** The account's staff rights (spec §6), saved together; the rules are said beside the boxes. */
export function StaffRightsPanel({ account }: { account: AdminAccount }) {
  const save = useSetStaffRights(account.accountId);
  const [rights, setRights] = useState<AccountStaffRights>(account.rights);
  const ids = useId();
  // against what was last saved here (the page's account follows a moment later)
  const saved = save.data?.rights ?? account.rights;
  const dirty = STAFF_RIGHTS.some(({ key }) => rights[key] !== saved[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(rights, { onSuccess: (saved) => setRights(saved.rights) });
  };

  return (
    <Panel
      title="Staff rights"
      description="A change applies at once, on the account's next request. Nobody can remove their own Admin right."
    >
      <form onSubmit={submit} aria-label="Staff rights" className="flex flex-col gap-3">
        {save.isError && (
          <Alert tone="error">
            {save.error instanceof ApiError
              ? save.error.message
              : 'We could not reach the server. Check your connection and try again.'}
          </Alert>
        )}
        {save.isSuccess && !dirty && <Alert tone="success">The staff rights were saved.</Alert>}
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">Staff rights of {account.firstName}</legend>
          {STAFF_RIGHTS.map(({ key, label, description }) => {
            const locked = lockedRight(key, account);
            const hintId = `${ids}-${key}`;
            return (
              <div
                key={key}
                className="flex items-start gap-3 rounded-md px-2 py-1.5 hover:bg-slate-50"
              >
                <input
                  id={`${ids}-${key}-box`}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={rights[key]}
                  disabled={locked !== null}
                  aria-describedby={hintId}
                  onChange={(event) => setRights({ ...rights, [key]: event.target.checked })}
                />
                <span className="flex flex-col text-sm">
                  <label htmlFor={`${ids}-${key}-box`} className="font-medium text-slate-800">
                    {label}
                  </label>
                  <span id={hintId} className="text-xs text-slate-600">
                    {locked ?? description}
                  </span>
                </span>
              </div>
            );
          })}
        </fieldset>
        <Button type="submit" busy={save.isPending} disabled={!dirty} className="self-start">
          Save Rights
        </Button>
      </form>
    </Panel>
  );
}
