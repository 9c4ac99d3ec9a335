import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PasswordField } from '@/components/ui/password-field';
import { Section } from '@/components/ui/section';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { useChangePassword } from '../api/change-password';
import type { passwordForm } from '../utils/forms';

type Values = z.input<typeof passwordForm>;
type Parsed = z.output<typeof passwordForm>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('../utils/forms')).passwordForm,
);
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

export function PasswordSection({ assumed }: { assumed: boolean }) {
  const change = useChangePassword();
  const form = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: EMPTY,
    serverFields: ['currentPassword', 'newPassword'],
    submit: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
    },
  });
  const { formState } = form;

  return (
    <Section
      title="Password"
      description="Changing it signs out every other browser and device; this one stays signed in."
    >
      {assumed ? (
        <Alert tone="info">
          Only the account holder can change their password. They can reset it from the sign-in
          screen.
        </Alert>
      ) : (
        <ServerForm form={form} label="Change password">
          {change.isSuccess && !formState.isDirty && (
            <Alert tone="success">{change.data.message}</Alert>
          )}
          <PasswordField
            form={form}
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            className="sm:max-w-[calc(50%-0.5rem)]"
          />
          <NewPasswordFields
            form={form}
            password="newPassword"
            confirm="confirm"
            className="grid gap-4 sm:grid-cols-2"
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Button type="submit" busy={change.isPending}>
              Change Password
            </Button>
            <Link
              to={paths.resetPassword}
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Forgot your current password?
            </Link>
          </div>
        </ServerForm>
      )}
    </Section>
  );
}
