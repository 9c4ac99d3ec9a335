import type { loginBody } from '@boardready/contracts/auth';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { ServerForm } from '@/components/ui/server-form';
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
  const form = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { email: '', password: '' },
    serverFields: ['email', 'password'],
    submit: async (values) => {
      await login.mutateAsync(values);
      onSignedIn?.();
    },
  });

  return (
    <ServerForm form={form} label="Sign in">
      <EmailField form={form} name="email" autoComplete="username" />
      <PasswordField form={form} name="password" autoComplete="current-password" />
      <Button type="submit" busy={login.isPending}>
        Sign In
      </Button>
      <Link
        to={paths.resetPassword}
        className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Forgot your password?
      </Link>
    </ServerForm>
  );
}
