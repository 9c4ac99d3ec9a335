import { resetConfirmBody, resetRequestBody } from '@boardready/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError } from '@/lib/forms';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useConfirmReset, useRequestReset } from '../api/reset-password';
import { AuthCard } from './auth-card';

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
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof resetRequestBody>>(
    {
      resolver: zodResolver(resetRequestBody),
      defaultValues: { email: '' },
    },
  );
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await request.mutateAsync(resetRequestBody.parse(values));
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email']));
    }
  });

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{request.data.message}</Alert>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Ask for a reset link"
    >
      <p className="text-sm text-slate-700">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" busy={request.isPending}>
        Send Reset Link
      </Button>
      <BackToSignIn />
    </form>
  );
}

const newPasswordForm = resetConfirmBody
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });

function ChooseNewPassword({ token }: { token: string }) {
  const confirm = useConfirmReset();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof newPasswordForm>>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { token, password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await confirm.mutateAsync({ token, password });
    } catch (error) {
      setFormError(applyServerError(error, setError, ['password']));
    }
  });

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{confirm.data.message}</Alert>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters."
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" busy={confirm.isPending}>
        Save New Password
      </Button>
      <BackToSignIn />
    </form>
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
