import { Tabs } from 'radix-ui';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const TAB_CLASS =
  'flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

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
    <Tabs.Root value={mode} onValueChange={(value) => onModeChange(value as AuthMode)}>
      <Tabs.List
        aria-label="Sign in or create an account"
        className="mb-6 flex border-b border-slate-200"
      >
        <Tabs.Trigger value="signin" className={TAB_CLASS}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={TAB_CLASS}>
          Create Account
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signin">
        <SignInForm />
      </Tabs.Content>
      <Tabs.Content value="register">
        <RegisterForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
