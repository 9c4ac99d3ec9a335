import { lazy, Suspense, useEffect } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { deferredImport } from '@/lib/first-paint';
import { SignInForm } from './sign-in-form';

export type AuthMode = 'signin' | 'register';

/**
 * Most visitors of /login sign in: the registration form (with its name and new-password blocks)
 * is fetched after the first paint rather than with the screen (decision 0206), so it is there
 * before anyone can click "Create Account", and straight away on /login?mode=register.
 */
const loadRegisterForm = deferredImport(() => import('./register-form'));
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));

/** Sign In and Create Account, as the login screen and the login/register overlay show them. */
export function AuthTabs({
  mode,
  onModeChange,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}) {
  useEffect(() => {
    loadRegisterForm();
  }, []);
  return (
    <Tabs
      label="Sign in or create an account"
      value={mode}
      onValueChange={onModeChange}
      tabs={[
        { value: 'signin', label: 'Sign In', content: <SignInForm /> },
        {
          value: 'register',
          label: 'Create Account',
          content: (
            <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>
              <RegisterForm />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
