import type { resetRequestBody } from '@boardready/contracts/auth';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useConfirmReset, useRequestReset } from '../api/reset-password';
import type { newPasswordForm } from '../utils/new-password-form';
import { AuthCard } from './auth-card';

type RequestValues = z.input<typeof resetRequestBody>;
type RequestParsed = z.output<typeof resetRequestBody>;
const requestResolver = lazyZodResolver<RequestValues, RequestParsed>(
  async () => (await import('@boardready/contracts/auth')).resetRequestBody,
);
type NewPasswordValues = z.input<typeof newPasswordForm>;
type NewPasswordParsed = z.output<typeof newPasswordForm>;
const newPasswordResolver = lazyZodResolver<NewPasswordValues, NewPasswordParsed>(
  async () => (await import('../utils/new-password-form')).newPasswordForm,
);

/** /resetpassword: ask for a link, or (with ?token=) choose the new password. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <AuthCard title="Reset your password">
      {token ? <ChooseNewPassword token={token} /> : <AskForLink />}
    </AuthCard>
  );
}

export default ResetPasswordPage;

function AskForLink() {
  const request = useRequestReset();
  const form = useServerForm<RequestValues, RequestParsed>({
    resolver: requestResolver,
    defaultValues: { email: '' },
    serverFields: ['email'],
    submit: (values) => request.mutateAsync(values),
  });

  if (request.isSuccess) return <Done message={request.data.message} />;
  return (
    <ServerForm
      form={form}
      label="Ask for a reset link"
      intro={
        <p className="text-sm text-slate-700">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </p>
      }
    >
      <EmailField form={form} name="email" />
      <Button type="submit" busy={request.isPending}>
        Send Reset Link
      </Button>
      <BackToSignIn />
    </ServerForm>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const confirm = useConfirmReset();
  const form = useServerForm<NewPasswordValues, NewPasswordParsed>({
    resolver: newPasswordResolver,
    defaultValues: { token, password: '', confirm: '' },
    serverFields: ['password'],
    submit: ({ password }) => confirm.mutateAsync({ token, password }),
  });

  if (confirm.isSuccess) return <Done message={confirm.data.message} />;
  return (
    <ServerForm form={form} label="Choose a new password">
      <NewPasswordFields
        form={form}
        password="password"
        confirm="confirm"
        className="flex flex-col gap-4"
      />
      <Button type="submit" busy={confirm.isPending}>
        Save New Password
      </Button>
      <BackToSignIn />
    </ServerForm>
  );
}

/** What either step shows once the server has answered. */
function Done({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">{message}</Alert>
      <BackToSignIn />
    </div>
  );
}

function BackToSignIn() {
  return (
    <Link
      to={paths.login}
      className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      Back to sign in
    </Link>
  );
}
