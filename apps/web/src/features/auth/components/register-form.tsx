import type { registerBody } from '@boardready/contracts/auth';
import { NEW_PASSWORD_HINT } from '@boardready/contracts/password-rules';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { legalUrls, usePublicConfig } from '@/lib/public-config';
import { useRegister } from '../api/register';

type Values = z.input<typeof registerBody>;
type Parsed = z.output<typeof registerBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/auth')).registerBody,
);
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** `onRegistered`: called once the account exists and is signed in. */
export function RegisterForm({ onRegistered }: { onRegistered?: () => void }) {
  const registration = useRegister();
  const legal = legalUrls(usePublicConfig().publicHost);
  const { register, formState, onSubmit, formError } = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    serverFields: FIELDS,
    submit: async (values) => {
      await registration.mutateAsync(values);
      onRegistered?.();
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Create account"
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {/* Creating the account agrees to the terms in force (decision 0601). */}
      <p className="text-sm text-slate-600">
        By creating an account, you agree to our{' '}
        <a
          className="font-medium text-brand-700 underline underline-offset-2"
          href={legal.terms}
          target="_blank"
          rel="noreferrer"
        >
          Terms &amp; Conditions
        </a>{' '}
        and{' '}
        <a
          className="font-medium text-brand-700 underline underline-offset-2"
          href={legal.privacy}
          target="_blank"
          rel="noreferrer"
        >
          Privacy Policy
        </a>
        .
      </p>
      <Button type="submit" busy={registration.isPending}>
        Create Account
      </Button>
    </form>
  );
}
