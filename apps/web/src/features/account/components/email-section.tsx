import type { AccountProfile } from '@boardready/contracts';
import type { changeEmailBody } from '@boardready/contracts/account';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { Section } from '@/components/ui/section';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useChangeEmail } from '../api/change-email';

type Values = z.input<typeof changeEmailBody>;
type Parsed = z.output<typeof changeEmailBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/account')).changeEmailBody,
);
const EMPTY: Values = { email: '', currentPassword: '' };

export function EmailSection({ profile }: { profile: AccountProfile }) {
  const change = useChangeEmail();
  const [changedFrom, setChangedFrom] = useState<string>();
  const form = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: EMPTY,
    serverFields: ['email', 'currentPassword'],
    submit: async (values) => {
      const before = profile.email;
      await change.mutateAsync(values);
      setChangedFrom(before);
      form.reset(EMPTY);
    },
  });
  const { formState } = form;

  return (
    <Section
      title="E-mail address"
      description="You sign in with it; receipts, certificates and password links go there."
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Your e-mail address is <strong className="break-words">{profile.email}</strong>.
        </p>
        {profile.assumed ? (
          <Alert tone="info">
            Only the account holder can change the e-mail address of their account.
          </Alert>
        ) : (
          <ServerForm form={form} label="Change e-mail address">
            {changedFrom && !formState.isDirty && (
              <Alert tone="success">
                Your e-mail address is now {profile.email}. We sent a notice of the change to{' '}
                {changedFrom}.
              </Alert>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <EmailField form={form} name="email" label="New e-mail address" />
              <PasswordField
                form={form}
                name="currentPassword"
                label="Current password"
                autoComplete="current-password"
                hint="To confirm that it is you."
              />
            </div>
            <Button type="submit" busy={change.isPending} className="self-start">
              Change E-mail
            </Button>
          </ServerForm>
        )}
      </div>
    </Section>
  );
}
