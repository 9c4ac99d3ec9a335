import type { AdminAccount } from '@boardready/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { bindField } from '@/components/ui/form-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useSetNetSuiteCustomerId } from '../api/set-netsuite-customer-id';
import { netSuiteFailure } from '../utils/netsuite';

interface Values {
  netSuiteCustomerId: string;
}
const resolver = lazyZodResolver<Values, { netSuiteCustomerId: string | null }>(
  async () => (await import('../utils/forms')).netSuiteForm,
);

/**
 * The account's NetSuite customer id, through spec §7's endpoint. Its 401/403 do not send the
 * admin to /login (the api client's exception): the form says what happened instead.
 */
export function NetSuiteForm({ account }: { account: AdminAccount }) {
  const change = useSetNetSuiteCustomerId(account.accountId);
  const form = useServerForm<Values, { netSuiteCustomerId: string | null }>({
    resolver,
    defaultValues: { netSuiteCustomerId: account.netSuiteCustomerId ?? '' },
    serverFields: ['netSuiteCustomerId'],
    submit: async ({ netSuiteCustomerId }) => {
      try {
        const saved = await change.mutateAsync(netSuiteCustomerId ?? '');
        form.reset({ netSuiteCustomerId: saved.netSuiteCustomerId ?? '' });
      } catch (error) {
        const refused = error instanceof ApiError ? netSuiteFailure(error.status) : null;
        if (refused && error instanceof ApiError) {
          throw new ApiError(error.status, error.code, refused);
        }
        throw error;
      }
    },
  });

  return (
    <ServerForm form={form} label="Change the NetSuite customer id">
      {change.isSuccess && !form.formState.isDirty && (
        <Alert tone="success">
          {change.data?.netSuiteCustomerId
            ? 'The NetSuite customer id was saved.'
            : 'The NetSuite customer id was cleared.'}
        </Alert>
      )}
      <TextField
        label="NetSuite customer id"
        hint="Letters, digits and hyphens. Leave it empty to clear it."
        autoComplete="off"
        spellCheck={false}
        {...bindField(form, 'netSuiteCustomerId')}
      />
      <Button type="submit" busy={change.isPending} className="self-start">
        Save NetSuite Id
      </Button>
    </ServerForm>
  );
}
