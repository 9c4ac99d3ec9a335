import type { registerBody } from '@boardready/contracts/auth';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { NameFields } from '@/components/ui/name-fields';
import { NewPasswordField } from '@/components/ui/new-password-fields';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { legalUrls, usePublicConfig } from '@/lib/public-config';
import { useRegister } from '../api/register';
import { rememberReturnAfterRegistration } from '../utils/return-after-registration';

type Values = z.input<typeof registerBody>;
type Parsed = z.output<typeof registerBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/auth')).registerBody,
);
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Asks for an account; the server mails a link that creates it (issue 20), so the form ends on
 * the server's "check your mail" message, the same whether or not the address has an account.
 */
export function RegisterForm() {
  const registration = useRegister();
  const location = useLocation();
  const [search] = useSearchParams();
  // Where the mailed link, opened in this browser, goes on to: where the visitor was going.
  const goingTo =
    location.pathname === paths.login
      ? search.get('returnUrl')
      : location.pathname + location.search;
  const legal = legalUrls(usePublicConfig().publicHost);
  const form = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    serverFields: FIELDS,
    submit: async (values) => {
      await registration.mutateAsync(values);
      rememberReturnAfterRegistration(goingTo);
    },
  });

  if (registration.isSuccess) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success">{registration.data.message}</Alert>
        <p className="text-sm text-slate-700">
          No mail after a few minutes? Look in your spam folder, or send the form again.
        </p>
        <Button variant="secondary" onClick={() => registration.reset()}>
          Send the Form Again
        </Button>
      </div>
    );
  }

  return (
    <ServerForm form={form} label="Create account">
      <NameFields form={form} />
      <EmailField form={form} name="email" />
      <NewPasswordField form={form} name="password" label="Password" />
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
    </ServerForm>
  );
}
