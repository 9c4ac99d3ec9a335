import { Tabs } from '@/components/ui/tabs';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export type AuthMode = 'signin' | 'register';

/** Sign In and Create Account, as the login screen and the login/register overlay show them. */
export function AuthTabs({
  mode,
  onModeChange,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}) {
  return (
    <Tabs
      label="Sign in or create an account"
      value={mode}
      onValueChange={onModeChange}
      tabs={[
        { value: 'signin', label: 'Sign In', content: <SignInForm /> },
        { value: 'register', label: 'Create Account', content: <RegisterForm /> },
      ]}
    />
  );
}
