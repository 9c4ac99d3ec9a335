import type { registerBody } from '@boardready/contracts/auth';
import { NEW_PASSWORD_HINT } from '@boardready/contracts/password-rules';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useRegister } from '../api/register';

type Values = z.input<typeof registerBody>;
type Parsed = z.output<typeof registerBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/auth')).registerBody,
);
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegister();
  const { register, formState, onSubmit, formError } = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    serverFields: FIELDS,
    submit: async (values) => {
      await registration.mutateAsync(values);
      onRegistered();
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
      <Button type="submit" busy={registration.isPending}>
        Create Account
      </Button>
    </form>
  );
}
