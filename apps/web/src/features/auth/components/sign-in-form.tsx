import type { loginBody } from '@boardready/contracts/auth';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';

type Values = z.input<typeof loginBody>;
type Parsed = z.output<typeof loginBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/auth')).loginBody,
);

/** `onSignedIn`: called once signed in (possibly to a session that must first agree to terms). */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const login = useLogin();
  const { register, formState, onSubmit, formError } = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { email: '', password: '' },
    serverFields: ['email', 'password'],
    submit: async (values) => {
      await login.mutateAsync(values);
      onSignedIn?.();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={login.isPending}>
        Sign In
      </Button>
      <Link
        to={paths.resetPassword}
        className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Forgot your password?
      </Link>
    </form>
  );
}
